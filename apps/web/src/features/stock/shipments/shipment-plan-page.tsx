import { SHIPMENT_PLAN_PERMISSIONS as P, TRACE_PERMISSIONS, type TShipmentPlan, type TShipmentPlanDetail } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { WarehouseSelect } from '../../supply';
import { TraceDrawer } from '../trace';
import { OptionSelect } from './option-select';
import { getShipmentPlanPage } from './shipment-calls';
import { PLAN_STATUS, TARGET_KIND } from './shipment-labels';
import { ShipmentPlanDrawer } from './shipment-plan-drawer';
import { ShipmentPlanForm } from './shipment-plan-form';

/** /supply/shipmentsPlan — shipment plans to dealers and sales channels; `?id=` opens one; an SN trace box in the header. */
export default function ShipmentPlanPage() {
  const { t } = useTranslation();
  const { openId, setOpen } = useOpenId();
  const list = useRef<ListActions | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; plan: TShipmentPlanDetail | null }>({ open: false, plan: null });
  const [traceSn, setTraceSn] = useState<string | null>(null);
  const [snText, setSnText] = useState('');
  // the warehouse and dealer filters are pickers beside the search form
  const [filters, setFilters] = useState<{ warehouseId?: number; targetId?: number }>({});
  const extra = useRef<{ warehouseId?: number; targetId?: number }>({});
  const [pickKind, setPickKind] = useState<'dealer' | 'channel'>('dealer');
  const columns: KitColumn<TShipmentPlan>[] = [
    { title: t('shipments.no'), dataIndex: 'no', width: 190, fixed: 'left', sortKey: 'no' },
    { title: t('shipments.warehouse'), dataIndex: 'warehouseName', width: 160, search: false },
    {
      title: t('shipments.targetKind'),
      dataIndex: 'targetKind',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum(TARGET_KIND, t),
      render: (_, r) => <StatusTag value={r.targetKind} styles={TARGET_KIND} />,
    },
    { title: t('shipments.target.label'), dataIndex: 'targetName', width: 200, search: false },
    {
      title: t('shipments.status.label'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum(PLAN_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={PLAN_STATUS} />,
    },
    {
      title: t('shipments.plannedDate'),
      dataIndex: 'plannedDate',
      width: 120,
      sortKey: 'plannedDate',
      valueType: 'dateRange',
      search: { transform: (v: [string, string]) => ({ plannedFrom: String(v[0]).slice(0, 10), plannedTo: String(v[1]).slice(0, 10) }) },
    },
    { title: t('shipments.totalQty'), dataIndex: 'totalQty', width: 90, align: 'right', search: false },
    { title: t('shipments.creator'), dataIndex: 'creatorName', width: 120, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TShipmentPlan>({ width: 90, onDetail: (r) => setOpen(r.id) }),
  ];
  return (
    <>
      <KitListPage<TShipmentPlan>
        id="shipmentPlans"
        rowKey="id"
        keyset
        actionRef={list}
        columns={columns}
        fetch={(q) => getShipmentPlanPage({ ...q, ...extra.current })}
        toolbar={({ reload }) => [
          <span key="wh" style={{ width: 180, display: 'inline-block' }}>
            <WarehouseSelect
              value={filters.warehouseId}
              onChange={(v) => {
                setFilters((f) => ({ ...f, warehouseId: v }));
                extra.current = { ...extra.current, warehouseId: v };
                reload();
              }}
              placeholder={t('shipments.warehouse')}
              data-testid="plan-filter-warehouse"
            />
          </span>,
          <span key="targetKind" style={{ width: 110, display: 'inline-block' }}>
            <Select<'dealer' | 'channel'>
              value={pickKind}
              onChange={(v: 'dealer' | 'channel') => {
                setPickKind(v);
                setFilters((f) => ({ ...f, targetId: undefined }));
                extra.current = { ...extra.current, targetId: undefined };
                reload();
              }}
              options={[
                { value: 'dealer', label: t('shipments.target.dealer') },
                { value: 'channel', label: t('shipments.target.channel') },
              ]}
              aria-label={t('shipments.targetKind')}
              data-testid="plan-filter-target-kind"
            />
          </span>,
          <span key="target" style={{ width: 200, display: 'inline-block' }}>
            <OptionSelect
              kind={pickKind}
              value={filters.targetId}
              onChange={(v) => {
                setFilters((f) => ({ ...f, targetId: v }));
                extra.current = { ...extra.current, targetId: v };
                reload();
              }}
              placeholder={pickKind === 'dealer' ? t('shipments.target.dealer') : t('shipments.target.channel')}
              data-testid="plan-filter-dealer"
            />
          </span>,
          <Access key="trace" permission={TRACE_PERMISSIONS.view.name}>
            <Input.Search
              placeholder={t('shipments.trace.search')}
              value={snText}
              onChange={(e) => setSnText(e.target.value)}
              onSearch={(v: string) => v.trim() && setTraceSn(v.trim())}
              style={{ width: 220 }}
              data-testid="sn-trace-search"
              aria-label={t('shipments.trace.search')}
            />
          </Access>,
          <Access key="add" permission={P.add.name}>
            <Button type="primary" onClick={() => setForm({ open: true, plan: null })} data-testid="plan-add">
              {t('shipments.add')}
            </Button>
          </Access>,
        ]}
      />
      <ShipmentPlanForm
        open={form.open}
        plan={form.plan}
        onClose={() => setForm({ open: false, plan: null })}
        onSaved={(saved) => {
          setForm({ open: false, plan: null });
          list.current?.reload();
          setOpen(saved.id);
        }}
      />
      <ShipmentPlanDrawer id={openId} onClose={() => setOpen(null)} onEdit={(plan) => setForm({ open: true, plan })} onChanged={() => list.current?.reload()} />
      {traceSn && <TraceDrawer open sn={traceSn} onClose={() => setTraceSn(null)} />}
    </>
  );
}
