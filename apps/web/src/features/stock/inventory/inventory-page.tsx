import {
  INVENTORY_PERMISSIONS,
  SN_STATUS_LABELS,
  type SnStatus,
  STOCK_MOVEMENT_KIND_LABELS,
  type StockMovementKind,
  type TInventoryRow,
  TRACE_PERMISSIONS,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { usePermission } from '../../../shared/hooks/use-permission';
import { ExportButton, type KitColumn, KitListPage, rowActionsColumn } from '../../../shared/kit';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Fields } from '../../../shared/ui/fields';
import { Spin } from '../../../shared/ui/spin';
import { Tabs } from '../../../shared/ui/tabs';
import { getWarehouseOptions } from '../../supply';
import { getBalanceSns, getInventoryPage, getMovements, inventoryExportUrl, STOCK_SERVICE } from '../purchasing/purchasing-calls';
import { TraceDrawer } from '../trace';

const label = (l: { zh: string; en: string } | undefined, lang: string) => (l ? (lang === 'en-US' ? l.en : l.zh) : '');

/** /supply/inventory — stock per SKU and warehouse (in transit is its own warehouse type), with each row's SNs and ledger movements. */
export default function InventoryPage() {
  const { t } = useTranslation();
  const [row, setRow] = useState<TInventoryRow | null>(null);
  const warehouses = useQuery({ queryKey: ['stock', 'warehouseOptions'], queryFn: () => getWarehouseOptions() });
  const columns: KitColumn<TInventoryRow>[] = [
    { title: t('stock.skuCode'), dataIndex: 'skuCode', width: 160, fixed: 'left', sortKey: 'sku' },
    { title: t('stock.skuName'), dataIndex: 'skuName', width: 220, search: false },
    {
      title: t('stock.warehouse'),
      dataIndex: 'warehouseId',
      width: 180,
      valueType: 'select',
      fieldProps: { showSearch: true, options: (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` })) },
      render: (_, r) => `${r.warehouseCode} ${r.warehouseName}`,
    },
    {
      title: t('stock.warehouseType'),
      dataIndex: 'warehouseType',
      width: 110,
      search: false,
      render: (_, r) => t(`stock.warehouseTypes.${r.warehouseType}`),
    },
    { title: t('stock.qty'), dataIndex: 'qty', width: 100, search: false, align: 'right', sortKey: 'qty' },
    {
      title: t('stock.onlyNonZero'),
      dataIndex: 'nonZero',
      width: 100,
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: [{ value: 'yes', label: t('stock.yes') }] },
    },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false },
    rowActionsColumn<TInventoryRow>({ width: 90, onDetail: (r) => setRow(r) }),
  ];
  return (
    <>
      <KitListPage<TInventoryRow>
        id="inventory"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getInventoryPage}
        toFilters={(v) => ({ ...v, nonZero: v.nonZero === 'yes' ? true : undefined })}
        toolbar={({ filters }) => [
          <Access key="export" permission={INVENTORY_PERMISSIONS.export.name}>
            <ExportButton url={inventoryExportUrl} service={STOCK_SERVICE} body={filters} />
          </Access>,
        ]}
      />
      {row && <BalanceDrawer row={row} onClose={() => setRow(null)} />}
    </>
  );
}

function BalanceDrawer({ row, onClose }: { row: TInventoryRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const sns = useQuery({ queryKey: ['stock', 'balanceSns', row.id], queryFn: () => getBalanceSns(row.skuId, row.warehouseId), enabled: row.serialised });
  // an SN's trace (helper "shipments")
  const [tracing, setTracing] = useState<string | null>(null);
  const canTrace = usePermission(TRACE_PERMISSIONS.view.name);
  return (
    <Drawer open width={900} onClose={onClose} title={`${row.skuCode} · ${row.warehouseName}`} data-testid="inventory-detail">
      <Fields
        style={{ marginBottom: 8 }}
        items={[
          { label: t('stock.skuName'), value: row.skuName, wide: true },
          { label: t('stock.warehouseType'), value: t(`stock.warehouseTypes.${row.warehouseType}`) },
          { label: t('stock.qty'), value: row.qty },
        ]}
      />
      <Tabs
        items={[
          {
            key: 'moves',
            label: t('stock.movements'),
            children: (
              <KitListPage<Record<string, unknown>>
                id="inventoryMovements"
                rowKey="id"
                keyset
                fetch={(q) => getMovements({ ...q, skuId: row.skuId, warehouseId: row.warehouseId }) as never}
                columns={[
                  { title: t('stock.at'), dataIndex: 'at', width: 170, valueType: 'dateTime', search: false },
                  {
                    title: t('stock.kind'),
                    dataIndex: 'kind',
                    width: 130,
                    search: false,
                    render: (_, m) => label(STOCK_MOVEMENT_KIND_LABELS[m.kind as StockMovementKind], i18n.language),
                  },
                  { title: t('stock.qty'), dataIndex: 'qty', width: 80, search: false, align: 'right' },
                  { title: t('stock.balanceAfter'), dataIndex: 'balanceAfter', width: 100, search: false, align: 'right' },
                  { title: t('stock.document'), dataIndex: 'docNo', width: 170, search: false },
                  { title: t('stock.operator'), dataIndex: 'operatorName', width: 110, search: false },
                  { title: t('stock.reason'), dataIndex: 'reason', width: 160, search: false, render: (_, m) => (m.reason as string | null) ?? '-' },
                ]}
              />
            ),
          },
          ...(row.serialised
            ? [
                {
                  key: 'sns',
                  label: t('stock.snList', { n: sns.data?.total ?? 0 }),
                  children: sns.isPending ? (
                    <Spin />
                  ) : (
                    <DataTable
                      rowKey="sn"
                      size="small"
                      pagination={false}
                      dataSource={sns.data?.records ?? []}
                      columns={[
                        { title: 'SN', dataIndex: 'sn' },
                        { title: t('stock.status'), key: 'status', render: (_, s) => label(SN_STATUS_LABELS[s.status as SnStatus], i18n.language) },
                        { title: t('stock.boxNo'), key: 'box', render: (_, s) => s.boxNo ?? '-' },
                        ...(canTrace
                          ? [
                              {
                                title: t('shipments.trace.title'),
                                key: 'trace',
                                render: (_: unknown, s: { sn: string }) => (
                                  <Button size="small" type="link" onClick={() => setTracing(s.sn)} data-testid={`sn-trace-${s.sn}`}>
                                    {t('shipments.trace.open')}
                                  </Button>
                                ),
                              },
                            ]
                          : []),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {tracing && <TraceDrawer open sn={tracing} onClose={() => setTracing(null)} />}
    </Drawer>
  );
}
