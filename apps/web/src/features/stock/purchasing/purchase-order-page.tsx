import { PURCHASE_ORDER_PERMISSIONS as P, type TPurchaseOrder, type TPurchaseOrderDetail, TRACE_PERMISSIONS } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../shared/hooks/use-permission';
import {
  AddButton,
  confirmAction,
  type KitColumn,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  showSaveError,
  statusEnum,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { ApprovalPanel } from '../../approvals';
import { TraceDrawer } from '../trace';
import { OrderForm } from './order-form';
import { closeOrder, getOrder, getOrderPage, orderAction } from './purchasing-calls';
import { ORDER_STATUS } from './purchasing-labels';
import { ReceiveDialog } from './receive-dialog';

/** /supply/purchaseOrder — purchase orders: list, form with lines, detail with receipts, receiving and the approval. */
export default function PurchaseOrderPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions>(undefined);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const [form, setForm] = useState<{ open: boolean; order: TPurchaseOrderDetail | null }>({ open: false, order: null });
  const open = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });
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

function OrderDrawer({
  id,
  onClose,
  onEdit,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onEdit: (o: TPurchaseOrderDetail) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['stock', 'purchaseOrder', id], queryFn: () => getOrder(id) });
  const [receiving, setReceiving] = useState(false);
  const [closing, setClosing] = useState(false);
  // the trace of a line's received SNs (helper "shipments")
  const [tracing, setTracing] = useState<number | null>(null);
  const canTrace = usePermission(TRACE_PERMISSIONS.view.name);
  const [closeForm] = Form.useForm<{ reason: string }>();
  const o = q.data;
  const refresh = () => {
    qc.invalidateQueries({ queryKey: ['stock', 'purchaseOrder', id] });
    qc.invalidateQueries({ queryKey: ['approvals'] });
    onChanged();
  };
  const act = async (action: 'submit' | 'cancel') => {
    if (!o) return;
    if (!(await confirmAction(t(action === 'submit' ? 'stock.submitConfirm' : 'stock.cancelConfirm', { no: o.no }), { danger: action === 'cancel' }))) return;
    try {
      await orderAction(action, o.id, o.version);
      message.success(t('stock.done'));
      refresh();
    } catch (e) {
      showSaveError(e, message);
    }
  };
  const close = async () => {
    if (!o) return;
    const v = await closeForm.validateFields();
    try {
      await closeOrder(o.id, o.version, v.reason.trim());
      setClosing(false);
      message.success(t('stock.done'));
      refresh();
    } catch (e) {
      showSaveError(e, message, closeForm);
    }
  };
  const can = (a: TPurchaseOrder['allowedActions'][number]) => o?.allowedActions.includes(a);
  return (
    <Drawer open width={980} onClose={onClose} title={o ? `${t('stock.purchaseOrder')} ${o.no}` : t('stock.purchaseOrder')} data-testid="po-detail">
      {!o ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {can('edit') && <Button onClick={() => onEdit(o)}>{t('stock.edit')}</Button>}
            {can('submit') && (
              <Button type="primary" onClick={() => act('submit')} data-testid="po-submit">
                {t('stock.submitForApproval')}
              </Button>
            )}
            {can('receive') && (
              <Button type="primary" onClick={() => setReceiving(true)} data-testid="po-receive">
                {t('stock.receive')}
              </Button>
            )}
            {can('close') && (
              <Button onClick={() => setClosing(true)} data-testid="po-close">
                {t('stock.close')}
              </Button>
            )}
            {can('cancel') && (
              <Button danger onClick={() => act('cancel')}>
                {t('stock.cancelOrder')}
              </Button>
            )}
          </Space>
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('stock.status')}>
              <StatusTag value={o.status} styles={ORDER_STATUS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('stock.supplier')}>{o.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('stock.receivingWarehouse')}>{o.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('stock.currency')}>{o.currency}</Descriptions.Item>
            <Descriptions.Item label={t('stock.expectedDate')}>{o.expectedDate}</Descriptions.Item>
            <Descriptions.Item label={t('stock.overReceiptPct')}>{o.overReceiptPct}%</Descriptions.Item>
            <Descriptions.Item label={t('stock.totalAmount')}>{o.totalAmount.toFixed(2)}</Descriptions.Item>
            <Descriptions.Item label={t('stock.creator')}>{o.creatorName}</Descriptions.Item>
            <Descriptions.Item label={t('stock.remark')}>{o.remark ?? '-'}</Descriptions.Item>
            {o.closeReason && (
              <Descriptions.Item label={t('stock.closeReason')} span={3}>
                {o.closeReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <h4>{t('stock.lines')}</h4>
          <DataTable
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={o.lines}
            columns={[
              { title: t('stock.sku'), key: 'sku', render: (_, l) => `${l.skuCode} ${l.skuName}` },
              { title: t('stock.qty'), dataIndex: 'qty', align: 'right' },
              { title: t('stock.unitPrice'), key: 'price', align: 'right', render: (_, l) => l.unitPrice.toFixed(2) },
              { title: t('stock.amount'), key: 'amount', align: 'right', render: (_, l) => l.amount.toFixed(2) },
              { title: t('stock.receivedQty'), dataIndex: 'receivedQty', align: 'right' },
              { title: t('stock.rejectedQty'), dataIndex: 'rejectedQty', align: 'right' },
              { title: t('stock.returnedQty'), dataIndex: 'returnedQty', align: 'right' },
              ...(canTrace
                ? [
                    {
                      title: t('shipments.trace.title'),
                      key: 'trace',
                      render: (_: unknown, l: TPurchaseOrderDetail['lines'][number]) =>
                        l.receivedQty > 0 ? (
                          <Button size="small" type="link" onClick={() => setTracing(l.id)} data-testid={`po-line-trace-${l.id}`}>
                            {t('shipments.trace.open')}
                          </Button>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
          {tracing && <TraceDrawer open poLineId={tracing} onClose={() => setTracing(null)} />}
          <h4>{t('stock.receipts')}</h4>
          {o.receipts.length === 0 ? (
            <div>{t('stock.noReceipts')}</div>
          ) : (
            o.receipts.map((r) => (
              <div key={r.id} data-testid="po-receipt">
                <div style={{ fontWeight: 600 }}>
                  {r.no} · {r.operatorName} · {new Date(r.createTime).toLocaleString()}
                </div>
                <DataTable
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={r.lines}
                  columns={[
                    { title: t('stock.sku'), key: 'sku', render: (_, l) => l.skuCode },
                    { title: t('stock.receivedQty'), dataIndex: 'receivedQty', align: 'right' },
                    { title: t('stock.rejectedQty'), dataIndex: 'rejectedQty', align: 'right' },
                    { title: t('stock.rejectReason'), key: 'reason', render: (_, l) => l.rejectReason ?? '-' },
                    { title: t('stock.boxNo'), key: 'box', render: (_, l) => l.boxNo ?? '-' },
                    { title: 'SN', key: 'sns', render: (_, l) => (l.sns.length ? l.sns.join(', ') : '-') },
                  ]}
                />
              </div>
            ))
          )}
          <h4>{t('stock.approval')}</h4>
          <ApprovalPanel docType="purchaseOrder" docId={o.id} onDecided={refresh} />
        </Space>
      )}
      <ReceiveDialog
        order={receiving && o ? o : null}
        onClose={(saved) => {
          setReceiving(false);
          if (saved) refresh();
        }}
      />
      <Modal open={closing} title={t('stock.close')} onCancel={() => setClosing(false)} onOk={close} confirm>
        <p>{t('stock.closeConfirm', { no: o?.no ?? '' })}</p>
        <Form form={closeForm} layout="vertical">
          <Form.Item name="reason" label={t('stock.closeReason')} rules={[{ required: true, whitespace: true, message: t('kit.required') }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
