import { TRANSFER_PLAN_PERMISSIONS as P, type TTransferPlan, type TTransferPlanDetail } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { WarehouseSelect } from '../../supply';
import { getTransferPlanPage } from './transfer-calls';
import { TRANSFER_STATUS } from './transfer-labels';
import { TransferPlanDrawer } from './transfer-plan-drawer';
import { TransferPlanForm } from './transfer-plan-form';

/** /supply/transferPlan — warehouse transfer plans through in transit; `?id=` opens one (the approval inbox links here). */
export default function TransferPlanPage() {
  const { t } = useTranslation();
  const { openId, setOpen } = useOpenId();
  const list = useRef<ListActions | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; plan: TTransferPlanDetail | null }>({ open: false, plan: null });
  // the warehouse filters are pickers beside the search form
  const [filters, setFilters] = useState<{ fromWarehouseId?: number; toWarehouseId?: number }>({});
  const extra = useRef<{ fromWarehouseId?: number; toWarehouseId?: number }>({});
  const picker = (key: 'fromWarehouseId' | 'toWarehouseId', reload: () => void) => (
    <span key={key} style={{ width: 180, display: 'inline-block' }}>
      <WarehouseSelect
        value={filters[key]}
        onChange={(v) => {
          setFilters((f) => ({ ...f, [key]: v }));
          extra.current = { ...extra.current, [key]: v };
          reload();
        }}
        placeholder={key === 'fromWarehouseId' ? t('transfers.from') : t('transfers.to')}
        data-testid={`transfer-filter-${key === 'fromWarehouseId' ? 'from' : 'to'}`}
      />
    </span>
  );
  const columns: KitColumn<TTransferPlan>[] = [
    { title: t('transfers.no'), dataIndex: 'no', width: 190, fixed: 'left', sortKey: 'no' },
    { title: t('transfers.from'), dataIndex: 'fromWarehouseName', width: 150, search: false },
    { title: t('transfers.to'), dataIndex: 'toWarehouseName', width: 150, search: false },
    {
      title: t('transfers.status.label'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum(TRANSFER_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={TRANSFER_STATUS} />,
    },
    {
      title: t('transfers.plannedShipDate'),
      dataIndex: 'plannedShipDate',
      width: 120,
      sortKey: 'plannedShipDate',
      valueType: 'dateRange',
      search: { transform: (v: [string, string]) => ({ plannedFrom: String(v[0]).slice(0, 10), plannedTo: String(v[1]).slice(0, 10) }) },
    },
    { title: t('transfers.q.plannedQty'), dataIndex: 'plannedQty', width: 80, align: 'right', search: false },
    { title: t('transfers.q.inTransitQty'), dataIndex: 'inTransitQty', width: 80, align: 'right', search: false },
    { title: t('transfers.q.arrivedQty'), dataIndex: 'arrivedQty', width: 80, align: 'right', search: false },
    { title: t('transfers.creator'), dataIndex: 'creatorName', width: 120, search: false },
    {
      title: t('kit.createTime'),
      dataIndex: 'createTime',
      width: 170,
      valueType: 'dateRange',
      sortKey: 'createTime',
      render: (_, r) => new Date(r.createTime).toLocaleString(),
      search: { transform: (v: [string, string]) => ({ createdFrom: String(v[0]).slice(0, 10), createdTo: String(v[1]).slice(0, 10) }) },
    },
    rowActionsColumn<TTransferPlan>({ width: 90, onDetail: (r) => setOpen(r.id) }),
  ];
  return (
    <>
      <KitListPage<TTransferPlan>
        id="transferPlans"
        rowKey="id"
        keyset
        actionRef={list}
        columns={columns}
        fetch={(q) => getTransferPlanPage({ ...q, ...extra.current })}
        toolbar={({ reload }) => [
          picker('fromWarehouseId', reload),
          picker('toWarehouseId', reload),
          <Access key="add" permission={P.add.name}>
            <Button type="primary" onClick={() => setForm({ open: true, plan: null })} data-testid="transfer-add">
              {t('transfers.add')}
            </Button>
          </Access>,
        ]}
      />
      <TransferPlanForm
        open={form.open}
        plan={form.plan}
        onClose={() => setForm({ open: false, plan: null })}
        onSaved={(saved) => {
          setForm({ open: false, plan: null });
          list.current?.reload();
          setOpen(saved.id);
        }}
      />
      <TransferPlanDrawer id={openId} onClose={() => setOpen(null)} onEdit={(plan) => setForm({ open: true, plan })} onChanged={() => list.current?.reload()} />
    </>
  );
}
