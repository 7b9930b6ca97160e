import { SYSTEM_PERMISSIONS as S, type TRoleRecord, ZRoleSaveRequest } from '@diagops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, type KitColumn, KitEntityForm, KitListPage, type ListActions, rowActionsColumn, showSaveError, useFormTarget } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { deleteRole } from '../api/delete-role';
import { ROLE_LIST_KEY } from '../api/get-role-list';
import { getRolePage } from '../api/get-role-page';
import { createRole, updateRole } from '../api/save-role';
import { RolePermissionsDrawer } from '../components/role-permissions-drawer';

/** /user/roleList — "post permission management": roles, and the menus and permissions each grants. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TRoleRecord>();
  const current = form.current;
  const [grantsOf, setGrantsOf] = useState<TRoleRecord | null>(null);
  const changed = () => {
    ref.current?.reload();
    void qc.invalidateQueries({ queryKey: ROLE_LIST_KEY });
  };
  const columns: KitColumn<TRoleRecord>[] = [
    {
      title: t('roles.roleName'),
      dataIndex: 'roleName',
      width: 170,
      sortKey: 'roleName',
      render: (_, r) => (
        <Space size={6}>
          <span>{r.roleName}</span>
          {r.builtIn && <Tag color="warning">{t('roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('roles.roleCode'),
      dataIndex: 'roleCode',
      width: 200,
      sortKey: 'roleCode',
      render: (_, r) => <Typography.Text code>{r.roleCode}</Typography.Text>,
    },
    { title: t('roles.roleDesc'), dataIndex: 'roleDesc', width: 170, search: false, ellipsis: true },
    { title: t('roles.userCount'), dataIndex: 'userCount', width: 80, search: false, align: 'right' },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 160, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TRoleRecord>({
      width: 190,
      lead: [{ key: 'grants', label: t('roles.grants'), onClick: setGrantsOf, testId: (r) => `role-grants-${r.roleCode}` }],
      edit: { permission: S.roleEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: S.roleDel.name,
        when: (r) => !r.builtIn,
        confirm: (r) => (r.userCount > 0 ? t('roles.deleteHeld', { name: r.roleName, n: r.userCount }) : t('kit.deleteConfirm', { name: r.roleName })),
        run: (r) => deleteRole(r.roleId),
        onDeleted: changed,
      },
    }),
  ];
  return (
    <>
      <KitListPage<TRoleRecord>
        id="roles"
        rowKey="roleId"
        columns={columns}
        fetch={getRolePage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={S.roleAdd.name} onClick={() => form.open('add')} testId="role-add" />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'roles.addTitle', edit: 'roles.editTitle', detail: 'roles.editTitle' }}
        schema={ZRoleSaveRequest}
        fields={[
          { name: 'roleName', labelKey: 'roles.roleName', kind: 'text' },
          { name: 'roleCode', labelKey: 'roles.roleCode', kind: 'text', lockedOnEdit: Boolean(current?.builtIn) },
          { name: 'roleDesc', labelKey: 'roles.roleDesc', kind: 'textarea' },
        ]}
        initialValues={current ?? undefined}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const values = { roleName: v.roleName as string, roleCode: v.roleCode as string, roleDesc: (v.roleDesc as string | undefined) ?? null };
          try {
            if (m === 'add') await createRole(values);
            else {
              const c = current!;
              const changes = Object.fromEntries(Object.entries(values).filter(([k, x]) => x !== (c as Record<string, unknown>)[k]));
              await updateRole({ ...changes, roleId: c.roleId, version: c.version });
            }
          } catch (e) {
            showSaveError(e, message);
            throw e;
          }
          changed();
        }}
      />
      <RolePermissionsDrawer
        role={grantsOf}
        onClose={(saved) => {
          setGrantsOf(null);
          if (saved) ref.current?.reload();
        }}
      />
    </>
  );
}
