import { FIRST_LEG_PERMISSIONS as P, type TFirstLeg, type TFirstLegDetail } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { WarehouseSelect } from '../../supply';
import { when } from '../shared/stock-text';
import { getFirstLegPage } from './first-leg-calls';
import { FirstLegDrawer } from './first-leg-drawer';
import { FirstLegForm } from './first-leg-form';
import { FIRST_LEG_STATUS } from './first-leg-labels';

/** /supply/firstLegTransport — shipments from the factory to an overseas or platform warehouse as chains of legs; `?id=` opens one. */
export default function FirstLegPage() {
  const { t } = useTranslation();
  const { openId, setOpen } = useOpenId();
  const list = useRef<ListActions | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; transport: TFirstLegDetail | null }>({ open: false, transport: null });
  const [destination, setDestination] = useState<number | undefined>();
  const extra = useRef<{ destinationWarehouseId?: number }>({});
  const columns: KitColumn<TFirstLeg>[] = [
    { title: t('transfers.no'), dataIndex: 'no', width: 190, fixed: 'left', sortKey: 'no' },
    { title: t('transfers.fl.trackingNo'), dataIndex: 'trackingNo', width: 10, hideInTable: true },
    { title: t('transfers.fl.destination'), dataIndex: 'destinationWarehouseName', width: 160, search: false },
    { title: t('transfers.fl.transferPlan'), dataIndex: 'transferPlanNo', width: 170, search: false, render: (_, r) => r.transferPlanNo ?? '-' },
    {
      title: t('transfers.status.label'),
      dataIndex: 'status',
      width: 140,
      valueType: 'select',
      valueEnum: statusEnum(FIRST_LEG_STATUS, t),
      render: (_, r) => (
        <>
          <StatusTag value={r.status} styles={FIRST_LEG_STATUS} /> {r.late && <Tag color="red">{t('transfers.fl.late')}</Tag>}
        </>
      ),
    },
    {
      title: t('transfers.fl.legCount'),
      dataIndex: 'legCount',
      width: 80,
      align: 'right',
      search: false,
      render: (_, r) => `${r.currentLegSeq ?? r.legCount}/${r.legCount}`,
    },
    {
      title: t('transfers.fl.eta'),
      dataIndex: 'eta',
      width: 170,
      sortKey: 'eta',
      valueType: 'dateRange',
      render: (_, r) => when(r.eta),
      search: { transform: (v: [string, string]) => ({ etaFrom: String(v[0]).slice(0, 10), etaTo: String(v[1]).slice(0, 10) }) },
    },
    { title: t('transfers.creator'), dataIndex: 'creatorName', width: 120, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TFirstLeg>({ width: 90, onDetail: (r) => setOpen(r.id) }),
  ];
  return (
    <>
      <KitListPage<TFirstLeg>
        id="firstLegTransports"
        rowKey="id"
        keyset
        actionRef={list}
        columns={columns}
        fetch={(q) => getFirstLegPage({ ...q, ...extra.current })}
        toolbar={({ reload }) => [
          <span key="dest" style={{ width: 200, display: 'inline-block' }}>
            <WarehouseSelect
              value={destination}
              onChange={(v) => {
                setDestination(v);
                extra.current = v ? { destinationWarehouseId: v } : {};
                reload();
              }}
              types={['overseas', 'platform']}
              placeholder={t('transfers.fl.destination')}
              data-testid="first-leg-filter-destination"
            />
          </span>,
          <Access key="add" permission={P.add.name}>
            <Button type="primary" onClick={() => setForm({ open: true, transport: null })} data-testid="first-leg-add">
              {t('transfers.fl.add')}
            </Button>
          </Access>,
        ]}
      />
      <FirstLegForm
        open={form.open}
        transport={form.transport}
        onClose={() => setForm({ open: false, transport: null })}
        onSaved={(saved) => {
          setForm({ open: false, transport: null });
          list.current?.reload();
          setOpen(saved.id);
        }}
      />
      <FirstLegDrawer
        id={openId}
        onClose={() => setOpen(null)}
        onEdit={(transport) => setForm({ open: true, transport })}
        onChanged={() => list.current?.reload()}
      />
    </>
  );
}
