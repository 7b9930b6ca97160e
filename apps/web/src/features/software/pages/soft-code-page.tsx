import { SOFTWARE_PERMISSIONS as P, SOFT_CODE_STATUSES, type TSoftCode, ZSaveSoftCodeRequest } from '@diagops/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  KitSelectField,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useRouteForm,
} from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { deleteSoftCode, getSoftCode, getSoftCodePage, saveSoftCode, updateSoftCode } from '../api/software-calls';
import { labelOf, useModelOptions } from '../api/software-options';
import { CODE_STATUS } from '../components/release-state';

const LIST = '/produce/softCode';

/** /produce/softCode (+ /add, /edit/{id}, /detail/{id}) — software codes: unique, named in both languages, for product models. */
export default function SoftCodePage() {
  const { t, i18n } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const models = useModelOptions(i18n.language);
  const form = useRouteForm<TSoftCode>(LIST, getSoftCode);
  const current = form.current;
  // one object per record: a new one would reset the open form (the kit form resets on a change)
  const initialValues = useMemo(() => current ?? { status: 'enabled' }, [current]);

  const columns: KitColumn<TSoftCode>[] = [
    { title: t('software.code'), dataIndex: 'code', width: 140, sortKey: 'code', fixed: 'left' },
    { title: t('software.name'), dataIndex: 'name', width: 200, hideInTable: true },
    { title: t('software.nameZh'), dataIndex: 'nameZh', width: 180, search: false },
    { title: t('software.nameEn'), dataIndex: 'nameEn', width: 200, search: false },
    {
      title: t('software.productModels'),
      dataIndex: 'productModelId',
      width: 280,
      valueType: 'select',
      fieldProps: { options: models.data ?? [], showSearch: true },
      render: (_, r) => r.productModelIds.map((id) => <Tag key={id}>{labelOf(models.data, id)}</Tag>),
    },
    {
      title: t('software.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(CODE_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={CODE_STATUS} />,
    },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TSoftCode>({
      width: 180,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.codeEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.codeDel.name,
        name: (r) => r.code,
        run: (r) => deleteSoftCode({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];

  const fields: KitField[] = [
    { name: 'code', labelKey: 'software.code', kind: 'text', lockedOnEdit: true },
    {
      name: 'status',
      labelKey: 'software.statusLabel',
      kind: 'select',
      options: SOFT_CODE_STATUSES.map((s) => ({ value: s, label: t(CODE_STATUS[s]!.labelKey) })),
    },
    { name: 'nameZh', labelKey: 'software.nameZh', kind: 'text' },
    { name: 'nameEn', labelKey: 'software.nameEn', kind: 'text' },
    { name: 'remark', labelKey: 'software.remark', kind: 'textarea' },
  ];

  return (
    <>
      <KitListPage<TSoftCode>
        id="software-codes"
        rowKey="id"
        columns={columns}
        fetch={getSoftCodePage}
        actionRef={ref}
        keyset
        toolbar={() => [<AddButton key="add" permission={P.codeAdd.name} onClick={() => form.open('add')} testId="soft-code-add" />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'software.codeAddTitle', edit: 'software.codeEditTitle', detail: 'software.codeDetailTitle' }}
        schema={ZSaveSoftCodeRequest}
        fields={fields}
        initialValues={initialValues}
        onClose={form.close}
        extra={
          <KitSelectField
            name="productModelIds"
            label={t('software.productModels')}
            mode="multiple"
            options={models.data ?? []}
            showSearch
            rules={form.mode === 'detail' ? [] : [{ required: true, message: t('kit.required') }]}
            span={24}
          />
        }
        onSubmit={async (v, m) => {
          const body = { ...v, remark: v.remark ?? null } as never;
          if (m === 'add') await saveSoftCode(body);
          else await updateSoftCode({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
