import { PURCHASE_ORDER_PERMISSIONS as P, type TPurchaseOrder, type TPurchaseOrderDetail } from '@diagops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import { AddButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { OrderDrawer } from './order-drawer';
import { OrderForm } from './order-form';
import { getOrderPage } from './purchasing-calls';
import { ORDER_STATUS } from './purchasing-labels';

/** /supply/purchaseOrder — purchase orders: list, form with lines, detail with receipts, receiving and the approval. */
export default function PurchaseOrderPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions>(undefined);
  const { openId, setOpen: open } = useOpenId();
  const [form, setForm] = useState<{ open: boolean; order: TPurchaseOrderDetail | null }>({ open: false, order: null });
  const columns: KitColumn<TPurchaseOrder>[] = [
    { title: t('stock.orderNo'), dataIndex: 'no', width: 170, fixed: 'left', sortKey: 'no' },
    { title: t('stock.supplier'), dataIndex: 'supplierName', width: 180, search: false },
    { title: t('stock.receivingWarehouse'), dataIndex: 'warehouseName', width: 160, search: false },
    {
      title: t('stock.status'),
      dataIndex: 'status',
      width: 120,
      valueEnum: statusEnum(ORDER_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={ORDER_STATUS} />,
    },
    {
      title: t('stock.totalAmount'),
      dataIndex: 'totalAmount',
      width: 130,
      search: false,
      align: 'right',
      render: (_, r) => `${r.currency} ${r.totalAmount.toFixed(2)}`,
    },
    {
      title: t('stock.receivedOfOrdered'),
      dataIndex: 'receivedQty',
      width: 120,
      search: false,
      align: 'right',
      render: (_, r) => `${r.receivedQty} / ${r.totalQty}`,
    },
    { title: t('stock.expectedDate'), dataIndex: 'expectedDate', width: 120, search: false, sortKey: 'expectedDate' },
    { title: t('stock.creator'), dataIndex: 'creatorName', width: 120, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TPurchaseOrder>({ width: 90, onDetail: (r) => open(r.id) }),
  ];
  return (
    <>
      <KitListPage<TPurchaseOrder>
        id="purchaseOrders"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getOrderPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.add.name} onClick={() => setForm({ open: true, order: null })} testId="po-add" />]}
      />
      {openId && (
        <OrderDrawer id={openId} onClose={() => open(null)} onEdit={(o) => setForm({ open: true, order: o })} onChanged={() => ref.current?.reload()} />
      )}
      <OrderForm
        open={form.open}
        order={form.order}
        onClose={(saved) => {
          setForm({ open: false, order: null });
          if (saved) {
            ref.current?.reload();
            open(saved.id);
          }
        }}
      />
    </>
  );
}
