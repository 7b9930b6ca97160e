import { PRODUCT_PERMISSIONS as P, type TProduct, ZSaveProductRequest } from '@diagops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  confirmAction,
  type FormMode,
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { useBrandOptions, useDicOptions } from '../api/dictionary-options';
import { changeProductStatus, deleteProduct, getProductPage, saveProduct, updateProduct } from '../api/product-calls';
import { PRODUCT_STATUS } from '../components/product-status';

const ACTIONS: Record<string, { from: string; reason?: boolean }> = {
  publish: { from: 'draft' },
  discontinue: { from: 'onSale', reason: true },
  resume: { from: 'discontinued' },
};

/** /supply/product — products: search, add, edit, detail, publish / discontinue / resume, delete. */
export default function ProductListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TProduct>();
  const current = form.current;
  const [line, setLine] = useState<string>('diag');
  const lines = useDicOptions('product_line');
  const categories = useDicOptions('product_category');
  const brands = useBrandOptions(line);
  const zh = i18n.language === 'zh-CN';
  const open = (mode: FormMode, p: TProduct) => {
    setLine(p.productLine);
    form.open(mode, p);
  };

  const transition = async (p: TProduct, action: string) => {
    let reason: string | undefined;
    if (ACTIONS[action]?.reason) {
      reason = await new Promise<string | undefined>((resolve) => {
        let text = '';
        Modal.confirm({
          title: t(`products.action.${action}`),
          content: <Input.TextArea data-testid="status-reason" placeholder={t('products.reason')} onChange={(e) => (text = e.target.value)} maxLength={500} />,
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: () => (text.trim() ? resolve(text) : Promise.reject(message.error(t('products.reasonRequired')))),
          onCancel: () => resolve(undefined),
        });
      });
      if (!reason) return;
    } else if (!(await confirmAction(t('products.actionConfirm', { action: t(`products.action.${action}`), name: zh ? p.nameZh : p.nameEn })))) return;
    await changeProductStatus({ id: p.id, version: p.version, action: action as never, reason });
    message.success(t('kit.saved'));
    ref.current?.reload();
  };

  const columns: KitColumn<TProduct>[] = [
    { title: t('products.code'), dataIndex: 'code', width: 140, sortKey: 'code', fixed: 'left' },
    { title: t('products.name'), dataIndex: 'name', width: 220, hideInTable: true },
    { title: t('products.nameZh'), dataIndex: 'nameZh', width: 200, search: false },
    { title: t('products.nameEn'), dataIndex: 'nameEn', width: 220, search: false },
    { title: t('products.productLine'), dataIndex: 'productLine', width: 120, valueType: 'select', fieldProps: { options: lines.data ?? [] } },
    { title: t('products.brand'), dataIndex: 'brandName', width: 120, search: false },
    {
      title: t('products.category'),
      dataIndex: 'category',
      width: 140,
      valueType: 'select',
      fieldProps: { options: categories.data ?? [] },
      render: (_, r) => categories.data?.find((c) => c.value === r.category)?.label ?? r.category ?? '-',
    },
    {
      title: t('products.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(PRODUCT_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={PRODUCT_STATUS} />,
    },
    { title: t('products.modelCount'), dataIndex: 'modelCount', width: 90, search: false },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TProduct>({
      width: 260,
      wrap: true,
      onDetail: (r) => open('detail', r),
      edit: { permission: P.productEdit.name, onEdit: (r) => open('edit', r) },
      extra: Object.entries(ACTIONS).map(([action, a]) => ({
        key: action,
        label: t(`products.action.${action}`),
        permission: P.productStatus.name,
        when: (r: TProduct) => a.from === r.status,
        onClick: (r: TProduct) => void transition(r, action),
      })),
      delete: {
        permission: P.productDel.name,
        name: (r) => r.code,
        run: (r) => deleteProduct({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];

  const fields: KitField[] = [
    { name: 'code', labelKey: 'products.code', kind: 'text', lockedOnEdit: true },
    { name: 'productLine', labelKey: 'products.productLine', kind: 'select', options: lines.data ?? [] },
    { name: 'nameZh', labelKey: 'products.nameZh', kind: 'text' },
    { name: 'nameEn', labelKey: 'products.nameEn', kind: 'text' },
    { name: 'brandId', labelKey: 'products.brand', kind: 'select', options: brands.data ?? [] },
    { name: 'category', labelKey: 'products.category', kind: 'select', options: categories.data ?? [] },
    { name: 'description', labelKey: 'products.description', kind: 'textarea' },
  ];

  return (
    <>
      <KitListPage<TProduct>
        id="products"
        rowKey="id"
        columns={columns}
        fetch={getProductPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.productAdd.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'products.addTitle', edit: 'products.editTitle', detail: 'products.detailTitle' }}
        schema={ZSaveProductRequest}
        fields={fields}
        initialValues={current ?? { productLine: 'diag' }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, brandId: v.brandId ?? null, category: v.category ?? null, description: v.description ?? null } as never;
          if (m === 'add') await saveProduct(body);
          else await updateProduct({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
