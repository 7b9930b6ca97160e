import { SPECIAL_STOCK_PERMISSIONS as P, type TSpecialStock, type TSpecialStockDetail } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { WarehouseSelect } from '../../supply';
import { getSpecialStockPage } from './calls';
import { DIRECTION, KIND, SS_STATUS } from './labels';
import { SpecialStockDrawer } from './special-stock-drawer';
import { SpecialStockForm } from './special-stock-form';

/** /supply/specialStock — special in / out stock documents; `?id=` opens one in the drawer. */
export default function SpecialStockPage() {
  const { t } = useTranslation();
  const { openId, setOpen } = useOpenId();
  const list = useRef<ListActions | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; doc: TSpecialStockDetail | null }>({ open: false, doc: null });
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const extra = useRef<{ warehouseId?: number }>({});
  const columns: KitColumn<TSpecialStock>[] = [
    { title: t('stockSpecial.no'), dataIndex: 'no', width: 190, fixed: 'left', sortKey: 'no' },
    {
      title: t('stockSpecial.directionLabel'),
      dataIndex: 'direction',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum(DIRECTION, t),
      render: (_, r) => <StatusTag value={r.direction} styles={DIRECTION} />,
    },
    {
      title: t('stockSpecial.kindLabel'),
      dataIndex: 'kind',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum(KIND, t),
      render: (_, r) => <StatusTag value={r.kind} styles={KIND} />,
    },
    { title: t('stockSpecial.warehouse'), dataIndex: 'warehouseName', width: 160, search: false },
    {
      title: t('stockSpecial.statusLabel'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum(SS_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={SS_STATUS} />,
    },
    { title: t('stockSpecial.reason'), dataIndex: 'reason', width: 220, search: false, ellipsis: true },
    { title: t('stockSpecial.totalQty'), dataIndex: 'totalQty', width: 90, align: 'right', search: false },
    { title: t('stockSpecial.creator'), dataIndex: 'creatorName', width: 120, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    {
      title: t('stockSpecial.createdRange'),
      dataIndex: 'created',
      key: 'created',
      width: 100,
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ createdFrom: String(v[0]).slice(0, 10), createdTo: String(v[1]).slice(0, 10) }) },
    },
    rowActionsColumn<TSpecialStock>({ width: 90, onDetail: (r) => setOpen(r.id) }),
  ];
  return (
    <>
      <KitListPage<TSpecialStock>
        id="specialStock"
        rowKey="id"
        keyset
        actionRef={list}
        columns={columns}
        fetch={(q) => getSpecialStockPage({ ...q, ...extra.current })}
        toolbar={({ reload }) => [
          <span key="wh" style={{ width: 180, display: 'inline-block' }}>
            <WarehouseSelect
              value={warehouseId}
              onChange={(v) => {
                setWarehouseId(v);
                extra.current = { warehouseId: v };
                reload();
              }}
              placeholder={t('stockSpecial.warehouse')}
              data-testid="ss-filter-warehouse"
            />
          </span>,
          <Access key="add" permission={P.add.name}>
            <Button type="primary" onClick={() => setForm({ open: true, doc: null })} data-testid="ss-add">
              {t('stockSpecial.add')}
            </Button>
          </Access>,
        ]}
      />
      <SpecialStockForm
        open={form.open}
        doc={form.doc}
        onClose={() => setForm({ open: false, doc: null })}
        onSaved={(saved) => {
          setForm({ open: false, doc: null });
          list.current?.reload();
          setOpen(saved.id);
        }}
      />
      <SpecialStockDrawer id={openId} onClose={() => setOpen(null)} onEdit={(doc) => setForm({ open: true, doc })} onChanged={() => list.current?.reload()} />
    </>
  );
}
