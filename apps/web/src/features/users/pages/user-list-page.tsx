import { SYSTEM_PERMISSIONS as S, type TUserRecord } from '@diagops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { usePermission } from '../../../shared/hooks/use-permission';
import { AddButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, type StatusStyle, StatusTag, statusEnum } from '../../../shared/kit';
import { useSession } from '../../../shared/session/session-store';
import { App } from '../../../shared/ui/app';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { DEPTS_KEY, DeptTreePanel } from '../../depts';
import { deleteUser } from '../api/delete-user';
import { getUserPage } from '../api/get-user-page';
import { PasswordDialog, type PasswordTarget } from '../components/password-dialog';
import { SyncDingtalkButton } from '../components/sync-dingtalk-button';
import { EmailCell, PhoneCell } from '../components/user-cells';
import { UserForm, type UserFormTarget } from '../components/user-form';
import styles from './user-list-page.module.css';

const LOCK: StatusStyle = {
  false: { color: 'green', labelKey: 'users.lockValue.false' },
  true: { color: 'red', labelKey: 'users.lockValue.true' },
};

/** /user/userlist — departments beside their users (sub-departments included): search, add, edit, delete, passwords, DingTalk sync. */
export default function UserListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const ref = useRef<ListActions | undefined>(undefined);
  const me = useSession((s) => s.userInfo?.sysUser.userId);
  const canSeeDepts = usePermission(S.deptView.name);
  const fullPhones = usePermission(S.userPhoneView.name);
  const canReset = usePermission(S.userResetPwd.name);
  const anyAction = usePermission([S.userEdit.name, S.userResetPwd.name, S.userDel.name]);
  const [deptId, setDeptId] = useState<number | null>(null);
  const deptRef = useRef<number | null>(null);
  const [form, setForm] = useState<UserFormTarget | null>(null);
  const [password, setPassword] = useState<PasswordTarget | null>(null);

  useEffect(() => {
    deptRef.current = deptId;
    ref.current?.reloadAndRest?.();
  }, [deptId]);

  const columns: KitColumn<TUserRecord>[] = [
    { title: t('users.username'), dataIndex: 'username', width: 130, sortKey: 'username' },
    { title: t('users.realName'), dataIndex: 'realName', width: 110, sortKey: 'realName' },
    { title: t('users.dept'), dataIndex: 'deptName', width: 120, search: false, render: (_, r) => r.deptName ?? '-' },
    {
      title: t('users.roles'),
      dataIndex: 'roles',
      width: 140,
      search: false,
      render: (_, r) =>
        r.roles.length > 0 ? (
          <Space size={[0, 4]} wrap>
            {r.roles.map((x) => (
              <Tag key={x.roleId}>{x.roleName}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: t('users.email'), dataIndex: 'email', width: 190, search: false, render: (_, r) => <EmailCell email={r.email} /> },
    {
      title: t('users.phone'),
      dataIndex: 'phone',
      width: 170,
      fieldProps: { placeholder: t(fullPhones ? 'users.phoneSearch' : 'users.phoneSearchWhole') },
      render: (_, r) => <PhoneCell user={r} />,
    },
    {
      title: t('users.lockFlag'),
      dataIndex: 'lockFlag',
      width: 80,
      valueEnum: statusEnum(LOCK, t),
      render: (_, r) => <StatusTag value={String(r.lockFlag)} styles={LOCK} />,
    },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 160, valueType: 'dateTime', search: false, sortKey: 'createTime' },
  ];
  if (anyAction)
    columns.push(
      rowActionsColumn<TUserRecord>({
        width: 210,
        edit: { permission: S.userEdit.name, onEdit: (r) => setForm({ mode: 'edit', user: r }) },
        extra: [
          {
            key: 'password',
            label: t('users.resetPassword'),
            permission: S.userResetPwd.name,
            onClick: (r) => setPassword({ userIds: [r.userId], names: [`${r.realName} (${r.username})`] }),
          },
        ],
        delete: {
          permission: S.userDel.name,
          when: (r) => r.userId !== me,
          confirm: (r) => t('users.deleteConfirm', { name: `${r.realName} (${r.username})` }),
          // 1016 (yourself) is shown by the http client
          run: (r) => deleteUser(r.userId),
          onDeleted: () => ref.current?.reload(),
        },
      }),
    );

  const list = (
    <KitListPage<TUserRecord>
      id="users"
      rowKey="userId"
      columns={columns}
      actionRef={ref}
      fetch={(q) => getUserPage({ ...q, ...(deptRef.current !== null ? { deptId: deptRef.current } : {}) })}
      toFilters={(v) => ({ ...v, lockFlag: v.lockFlag === undefined ? undefined : v.lockFlag === 'true' })}
      batch={
        canReset
          ? ({ keys, rows, clear }) => (
              <Button
                size="small"
                onClick={() => {
                  if (keys.length === 0) {
                    message.warning(t('kit.noSelection'));
                    return;
                  }
                  setPassword({ userIds: keys as number[], names: rows.map((r) => `${r.realName} (${r.username})`) });
                  clear();
                }}
                data-testid="user-batch-password"
              >
                {t('users.batchPassword')}
              </Button>
            )
          : undefined
      }
      toolbar={({ reload }) => [
        <AddButton key="add" permission={S.userAdd.name} onClick={() => setForm({ mode: 'add', deptId })} testId="user-add" />,
        <Access key="sync" permission={S.userSync.name}>
          <SyncDingtalkButton
            onSynced={() => {
              reload();
              void qc.invalidateQueries({ queryKey: DEPTS_KEY });
            }}
          />
        </Access>,
      ]}
    />
  );
  return (
    <div className={styles.layout}>
      {canSeeDepts && (
        <aside className={styles.depts}>
          <DeptTreePanel selected={deptId} onSelect={setDeptId} />
        </aside>
      )}
      <section className={styles.users}>{list}</section>
      <UserForm
        target={form}
        onClose={(saved) => {
          setForm(null);
          if (saved) ref.current?.reload();
        }}
      />
      <PasswordDialog target={password} onClose={() => setPassword(null)} />
    </div>
  );
}
