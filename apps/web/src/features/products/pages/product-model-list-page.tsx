import { PlusOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { PRODUCT_PERMISSIONS as P, type TProductModelRow, ZSaveProductModelRequest } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { confirmAction, type FormMode, type KitColumn, KitEntityForm, KitListPage, StatusTag, statusEnum } from '../../../shared/kit';
import { deleteModel, getModelPage, getProductPage, saveModel, updateModel } from '../api/product-calls';
import { MODEL_STATUS } from '../components/product-status';

/** /supply/productModel — the models products are sold in. */
export default function ProductModelListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ActionType | undefined>(undefined);
  const [mode, setMode] = useState<FormMode | null>(null);
  const [current, setCurrent] = useState<TProductModelRow | null>(null);
  const zh = i18n.language === 'zh-CN';
  const productOptions = useQuery({
    queryKey: ['products', 'options'],
    queryFn: async () =>
      (await getProductPage({ current: 1, size: 100, sort: { field: 'code', order: 'asc' } })).records.map((p) => ({
        value: p.id,
        label: `${p.code} ${zh ? p.nameZh : p.nameEn}`,
      })),
  });
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
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 200,
      search: false,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setCurrent(r);
              setMode('detail');
            }}
          >
            {t('kit.detail')}
          </Button>
          <Access permission={P.modelEdit.name}>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setCurrent(r);
                setMode('edit');
              }}
            >
              {t('kit.edit')}
            </Button>
          </Access>
          <Access permission={P.modelDel.name}>
            <Button
              type="link"
              size="small"
              danger
              onClick={async () => {
                if (!(await confirmAction(t('kit.deleteConfirm', { name: r.code }), { danger: true }))) return;
                await deleteModel({ id: r.id, version: r.version });
                message.success(t('kit.deleted'));
                ref.current?.reload();
              }}
            >
              {t('kit.delete')}
            </Button>
          </Access>
        </Space>
      ),
    },
  ];
  return (
    <>
      <KitListPage<TProductModelRow>
        id="productModels"
        rowKey="id"
        columns={columns}
        fetch={getModelPage}
        actionRef={ref}
        toolbar={() => [
          <Access key="add" permission={P.modelAdd.name}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setCurrent(null);
                setMode('add');
              }}
            >
              {t('kit.add')}
            </Button>
          </Access>,
        ]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={mode}
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
        onClose={() => setMode(null)}
        onSubmit={async (v, m) => {
          if (m === 'add') await saveModel(v as never);
          else await updateModel({ ...v, id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
