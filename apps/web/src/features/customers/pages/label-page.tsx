import { CUSTOMER_PERMISSIONS as P, type TLabel, ZSaveLabelRequest } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, type KitColumn, KitEntityForm, KitListPage, type ListActions, rowActionsColumn, useFormTarget } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { addLabel, deleteLabel, getLabelPage, updateLabel } from '../api/customer-calls';

const COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'gold', 'magenta'];

/** /brand/labelManagement — the labels staff give customers (a customer holds at most 10). */
export default function LabelPage() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TLabel>();
  const columns: KitColumn<TLabel>[] = [
    {
      title: t('customers.labelName'),
      dataIndex: 'name',
      width: 220,
      fixed: 'left',
      render: (_, r) => <Tag color={r.color}>{zh ? r.nameZh : r.nameEn}</Tag>,
    },
    { title: t('customers.labelNameZh'), dataIndex: 'nameZh', width: 160, search: false },
    { title: t('customers.labelNameEn'), dataIndex: 'nameEn', width: 160, search: false },
    { title: t('customers.labelCustomers'), dataIndex: 'customerCount', width: 110, search: false, align: 'right' },
    { title: t('customers.remark'), dataIndex: 'remark', width: 220, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TLabel>({
      width: 170,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.labelEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.labelEdit.name,
        name: (r) => (zh ? r.nameZh : r.nameEn),
        run: (r) => deleteLabel({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  const current = form.current;
  return (
    <>
      <KitListPage<TLabel>
        id="labels"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getLabelPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.labelEdit.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'customers.labelAdd', edit: 'customers.labelEdit', detail: 'customers.labelDetail' }}
        schema={ZSaveLabelRequest}
        fields={[
          { name: 'nameZh', labelKey: 'customers.labelNameZh', kind: 'text' },
          { name: 'nameEn', labelKey: 'customers.labelNameEn', kind: 'text' },
          { name: 'color', labelKey: 'customers.labelColor', kind: 'select', options: COLORS.map((c) => ({ value: c, label: t(`customers.color.${c}`) })) },
          { name: 'remark', labelKey: 'customers.remark', kind: 'textarea' },
        ]}
        initialValues={current ?? { color: 'blue' }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, remark: v.remark ?? null } as never;
          if (m === 'add') await addLabel(body);
          else await updateLabel({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
