import { OUTSOURCING_PERMISSIONS as P, type TOutsourcing, type TOutsourcingDetail } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { SupplierSelect, WarehouseSelect } from '../../supply';
import { OS_STATUS } from '../special-stock/labels';
import { getOutsourcingPage } from './calls';
import { OutsourcingDrawer } from './outsourcing-drawer';
import { OutsourcingForm } from './outsourcing-form';

/** /supply/outsourcing — orders to suppliers who turn issued material into finished goods; `?id=` opens one in the drawer. */
export default function OutsourcingPage() {
  const { t } = useTranslation();
  const { openId, setOpen } = useOpenId();
  const list = useRef<ListActions | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; order: TOutsourcingDetail | null }>({ open: false, order: null });
  const [filters, setFilters] = useState<{ supplierId?: number; warehouseId?: number }>({});
  const extra = useRef<{ supplierId?: number; warehouseId?: number }>({});
  const columns: KitColumn<TOutsourcing>[] = [
    { title: t('stockSpecial.no'), dataIndex: 'no', width: 190, fixed: 'left', sortKey: 'no' },
    { title: t('stockSpecial.os.supplier'), dataIndex: 'supplierName', width: 180, search: false },
    { title: t('stockSpecial.warehouse'), dataIndex: 'warehouseName', width: 160, search: false },
    {
      title: t('stockSpecial.statusLabel'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum(OS_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={OS_STATUS} />,
    },
    { title: t('stockSpecial.os.expectedDate'), dataIndex: 'expectedDate', width: 120, search: false, sortKey: 'expectedDate' },
    {
      title: t('stockSpecial.os.progress'),
      dataIndex: 'receivedQty',
      width: 110,
      search: false,
      align: 'right',
      render: (_, r) => `${r.receivedQty} / ${r.expectedQty}`,
    },
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
    rowActionsColumn<TOutsourcing>({ width: 90, onDetail: (r) => setOpen(r.id) }),
  ];
  const pick = (key: 'supplierId' | 'warehouseId', v: number | undefined, reload: () => void) => {
    setFilters((f) => ({ ...f, [key]: v }));
    extra.current = { ...extra.current, [key]: v };
    reload();
  };
  return (
    <>
      <KitListPage<TOutsourcing>
        id="outsourcing"
        rowKey="id"
        keyset
        actionRef={list}
        columns={columns}
        fetch={(q) => getOutsourcingPage({ ...q, ...extra.current })}
        toolbar={({ reload }) => [
          <span key="sup" style={{ width: 180, display: 'inline-block' }}>
            <SupplierSelect
              value={filters.supplierId}
              onChange={(v) => pick('supplierId', v, reload)}
              placeholder={t('stockSpecial.os.supplier')}
              data-testid="os-filter-supplier"
            />
          </span>,
          <span key="wh" style={{ width: 180, display: 'inline-block' }}>
            <WarehouseSelect
              value={filters.warehouseId}
              onChange={(v) => pick('warehouseId', v, reload)}
              placeholder={t('stockSpecial.warehouse')}
              data-testid="os-filter-warehouse"
            />
          </span>,
          <Access key="add" permission={P.add.name}>
            <Button type="primary" onClick={() => setForm({ open: true, order: null })} data-testid="os-add">
              {t('stockSpecial.os.add')}
            </Button>
          </Access>,
        ]}
      />
      <OutsourcingForm
        open={form.open}
        order={form.order}
        onClose={() => setForm({ open: false, order: null })}
        onSaved={(saved) => {
          setForm({ open: false, order: null });
          list.current?.reload();
          setOpen(saved.id);
        }}
      />
      <OutsourcingDrawer
        id={openId}
        onClose={() => setOpen(null)}
        onEdit={(order) => setForm({ open: true, order })}
        onChanged={() => list.current?.reload()}
      />
    </>
  );
}
