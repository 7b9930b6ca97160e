import { PRODUCT_PERMISSIONS as P, type TProductModelRow, ZSaveProductModelRequest } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { deleteModel, getModelPage, saveModel, updateModel } from '../api/product-calls';
import { useProductOptions } from '../api/product-options';
import { MODEL_STATUS } from '../components/product-status';

/** /supply/productModel — the models products are sold in. */
export default function ProductModelListPage() {
  const { t, i18n } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TProductModelRow>();
  const current = form.current;
  const productOptions = useProductOptions(i18n.language === 'zh-CN');
  const columns: KitColumn<TProductModelRow>[] = [
    {
      title: t('products.product'),
      dataIndex: 'productId',
      width: 220,
      valueType: 'select',
      fieldProps: { options: productOptions.data ?? [], showSearch: true },
      render: (_, r) => `${r.productCode ?? ''} ${r.productName ?? ''}`,
    },
    { title: t('products.modelCode'), dataIndex: 'code', width: 160, sortKey: 'code' },
    { title: t('products.name'), dataIndex: 'name', width: 200, hideInTable: true },
    { title: t('products.nameZh'), dataIndex: 'nameZh', width: 200, search: false },
    { title: t('products.nameEn'), dataIndex: 'nameEn', width: 220, search: false },
    {
      title: t('products.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(MODEL_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={MODEL_STATUS} />,
    },
    { title: t('products.sort'), dataIndex: 'sort', width: 80, search: false, sortKey: 'sort' },
    rowActionsColumn<TProductModelRow>({
      width: 200,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.modelEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.modelDel.name,
        name: (r) => r.code,
        run: (r) => deleteModel({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TProductModelRow>
        id="productModels"
        rowKey="id"
        columns={columns}
        fetch={getModelPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.modelAdd.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'products.addModelTitle', edit: 'products.editModelTitle', detail: 'products.modelDetailTitle' }}
        schema={ZSaveProductModelRequest}
        fields={[
          { name: 'productId', labelKey: 'products.product', kind: 'select', options: productOptions.data ?? [], lockedOnEdit: true },
          { name: 'code', labelKey: 'products.modelCode', kind: 'text' },
          { name: 'nameZh', labelKey: 'products.nameZh', kind: 'text' },
          { name: 'nameEn', labelKey: 'products.nameEn', kind: 'text' },
          {
            name: 'status',
            labelKey: 'products.statusLabel',
            kind: 'select',
            options: Object.entries(MODEL_STATUS).map(([value, s]) => ({ value, label: t(s.labelKey) })),
          },
          { name: 'sort', labelKey: 'products.sort', kind: 'number' },
        ]}
        initialValues={current ?? { status: 'enabled', sort: 0 }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          if (m === 'add') await saveModel(v as never);
          else await updateModel({ ...v, id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
