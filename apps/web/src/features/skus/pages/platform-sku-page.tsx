import { CURRENCIES, SKU_PERMISSIONS as P, type TSku, ZSaveSkuRequest } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import {
  AddButton,
  ExportButton,
  ImportButton,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  type StatusStyle,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { addSku, deleteSku, getSkuPage, SKU_SERVICE, skuUrls, updateSku, useSkuOptions } from '../api/sku-calls';
import { BatchUpdateDialog } from '../components/batch-update-dialog';

const SKU_STATUS: StatusStyle = {
  enabled: { color: 'green', labelKey: 'skus.statusValue.enabled' },
  disabled: { color: 'default', labelKey: 'skus.statusValue.disabled' },
};

/** /supply/platformSku — platform SKUs: search, add, edit, detail, batch update, import, export. */
export default function PlatformSkuPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const zh = i18n.language === 'zh-CN';
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TSku>();
  const current = form.current;
  const [batchIds, setBatchIds] = useState<number[] | null>(null);
  const options = useSkuOptions(zh);
  const columns: KitColumn<TSku>[] = [
    { title: t('skus.skuCode'), dataIndex: 'skuCode', width: 150, sortKey: 'skuCode', fixed: 'left' },
    { title: t('skus.name'), dataIndex: 'name', width: 240, render: (_, r) => (zh ? r.nameZh : r.nameEn) },
    {
      title: t('skus.product'),
      dataIndex: 'productId',
      width: 220,
      valueType: 'select',
      fieldProps: { options: options.products, showSearch: true },
      render: (_, r) => `${r.productCode ?? ''} ${r.productName ?? ''}`,
    },
    {
      title: t('skus.channel'),
      dataIndex: 'channelId',
      width: 170,
      valueType: 'select',
      fieldProps: { options: options.channels, showSearch: true },
      render: (_, r) => r.channelName ?? '-',
    },
    { title: t('skus.platformSkuCode'), dataIndex: 'platformSkuCode', width: 150 },
    {
      title: t('skus.price'),
      dataIndex: 'price',
      width: 120,
      search: false,
      sortKey: 'price',
      align: 'right',
      render: (_, r) => `${r.price.toFixed(2)} ${r.currency}`,
    },
    {
      title: t('skus.currency'),
      dataIndex: 'currency',
      width: 90,
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: CURRENCIES.map((c) => ({ value: c, label: c })) },
    },
    {
      title: t('skus.status'),
      dataIndex: 'status',
      width: 90,
      valueEnum: statusEnum(SKU_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={SKU_STATUS} />,
    },
    {
      title: t('skus.serialised'),
      dataIndex: 'serialised',
      width: 110,
      search: false,
      render: (_, r) => (r.serialised ? t('skus.serialisedYes') : t('skus.serialisedNo')),
    },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TSku>({
      width: 190,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.skuEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.skuDel.name,
        name: (r) => r.skuCode,
        run: (r) => deleteSku({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TSku>
        id="platformSku"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getSkuPage}
        actionRef={ref}
        toFilters={(v) => ({ ...v, name: v.name, skuCode: v.skuCode, platformSkuCode: v.platformSkuCode })}
        batch={({ keys, clear }) => (
          <Access permission={P.skuEdit.name}>
            <Button size="small" onClick={() => (keys.length ? setBatchIds(keys as number[]) : message.warning(t('kit.noSelection')))} data-testid="sku-batch">
              {t('kit.batchUpdate')}
            </Button>
            <Button size="small" type="link" onClick={clear}>
              {t('skus.clearSelection')}
            </Button>
          </Access>
        )}
        toolbar={({ filters, reload }) => [
          <AddButton key="add" permission={P.skuAdd.name} onClick={() => form.open('add')} />,
          <Access key="import" permission={P.skuImport.name}>
            <ImportButton
              service={SKU_SERVICE}
              importUrl={skuUrls.importExcel}
              templateUrl={skuUrls.template}
              failedFileUrl={skuUrls.failedFile}
              onImported={reload}
            />
          </Access>,
          <Access key="export" permission={P.skuExport.name}>
            <ExportButton url={skuUrls.exportExcel} service={SKU_SERVICE} body={filters} />
          </Access>,
        ]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'skus.addTitle', edit: 'skus.editTitle', detail: 'skus.detailTitle' }}
        schema={ZSaveSkuRequest}
        fields={[
          { name: 'skuCode', labelKey: 'skus.skuCode', kind: 'text', lockedOnEdit: true },
          { name: 'platformSkuCode', labelKey: 'skus.platformSkuCode', kind: 'text' },
          { name: 'nameZh', labelKey: 'skus.nameZh', kind: 'text' },
          { name: 'nameEn', labelKey: 'skus.nameEn', kind: 'text' },
          { name: 'productId', labelKey: 'skus.product', kind: 'select', options: options.products },
          { name: 'channelId', labelKey: 'skus.channel', kind: 'select', options: options.channels },
          { name: 'price', labelKey: 'skus.price', kind: 'number', precision: 2 },
          { name: 'currency', labelKey: 'skus.currency', kind: 'select', options: CURRENCIES.map((c) => ({ value: c, label: c })) },
          {
            name: 'status',
            labelKey: 'skus.status',
            kind: 'select',
            options: Object.keys(SKU_STATUS).map((s) => ({ value: s, label: t(`skus.statusValue.${s}`) })),
          },
          { name: 'serialised', labelKey: 'skus.serialised', kind: 'switch' },
          { name: 'remark', labelKey: 'skus.remark', kind: 'textarea' },
        ]}
        initialValues={current ?? { status: 'enabled', currency: 'USD', serialised: false }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, remark: v.remark ?? null } as never;
          if (m === 'add') await addSku(body);
          else await updateSku({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
      <BatchUpdateDialog
        ids={batchIds ?? []}
        open={batchIds !== null}
        onClose={(changed) => {
          setBatchIds(null);
          if (changed) ref.current?.reload();
        }}
      />
    </>
  );
}
