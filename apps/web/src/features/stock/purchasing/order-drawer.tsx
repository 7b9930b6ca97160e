import { type TPurchaseOrderDetail, TRACE_PERMISSIONS } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { DocumentDrawer, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { ApprovalPanel } from '../../approvals';
import { TraceDrawer } from '../trace';
import { closeOrder, getOrder, orderAction } from './purchasing-calls';
import { ORDER_STATUS } from './purchasing-labels';
import { ReceiveDialog } from './receive-dialog';

/** Closing an order by hand, with the reason it asks for. */
function CloseDialog({ order, onClose, onDone }: { order: TPurchaseOrderDetail; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const close = async () => {
    const v = await form.validateFields();
    try {
      await closeOrder(order.id, order.version, v.reason.trim());
      message.success(t('stock.done'));
      onDone();
    } catch (e) {
      showSaveError(e, message, form);
    }
  };
  return (
    <Modal open title={t('stock.close')} onCancel={onClose} onOk={close} confirm>
      <p>{t('stock.closeConfirm', { no: order.no })}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('stock.closeReason')} rules={[{ required: true, whitespace: true, message: t('kit.required') }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One purchase order: head, lines (with each line's trace), receipts, approval; submit, receive, close, cancel as its state allows. */
export function OrderDrawer({
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
  const [dialog, setDialog] = useState<'receive' | 'close' | null>(null);
  // the trace of a line's received SNs
  const [tracing, setTracing] = useState<number | null>(null);
  const canTrace = usePermission(TRACE_PERMISSIONS.view.name);
  return (
    <DocumentDrawer<TPurchaseOrderDetail>
      id={id}
      queryKey={['stock', 'purchaseOrder']}
      load={getOrder}
      prefix="po"
      width={980}
      title={(o) => (o ? `${t('stock.purchaseOrder')} ${o.no}` : t('stock.purchaseOrder'))}
      notFound={t('stock.notFound')}
      busy={dialog != null}
      onClose={onClose}
      onChanged={onChanged}
      actions={(o) => [
        { key: 'edit', label: t('stock.edit'), run: () => onEdit(o) },
        {
          key: 'submit',
          label: t('stock.submitForApproval'),
          primary: true,
          confirm: t('stock.submitConfirm', { no: o.no }),
          run: () => orderAction('submit', o.id, o.version),
          done: t('stock.done'),
        },
        { key: 'receive', label: t('stock.receive'), primary: true, run: () => setDialog('receive') },
        { key: 'close', label: t('stock.close'), run: () => setDialog('close') },
        {
          key: 'cancel',
          label: t('stock.cancelOrder'),
          danger: true,
          confirm: t('stock.cancelConfirm', { no: o.no }),
          run: () => orderAction('cancel', o.id, o.version),
          done: t('stock.done'),
        },
      ]}
      head={(o) => [
        { label: t('stock.status'), value: <StatusTag value={o.status} styles={ORDER_STATUS} /> },
        { label: t('stock.supplier'), value: o.supplierName },
        { label: t('stock.receivingWarehouse'), value: o.warehouseName },
        { label: t('stock.currency'), value: o.currency },
        { label: t('stock.expectedDate'), value: o.expectedDate },
        { label: t('stock.overReceiptPct'), value: `${o.overReceiptPct}%` },
        { label: t('stock.totalAmount'), value: o.totalAmount.toFixed(2) },
        { label: t('stock.creator'), value: o.creatorName },
        { label: t('stock.remark'), value: o.remark ?? '-', wide: true },
        o.closeReason && { label: t('stock.closeReason'), value: o.closeReason, wide: true },
      ]}
    >
      {(o, reload) => (
        <>
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
          <ApprovalPanel docType="purchaseOrder" docId={o.id} docVersion={o.version} onDecided={reload} />
          <ReceiveDialog
            order={dialog === 'receive' ? o : null}
            onClose={(saved) => {
              setDialog(null);
              if (saved) reload();
            }}
          />
          {dialog === 'close' && (
            <CloseDialog
              order={o}
              onClose={() => setDialog(null)}
              onDone={() => {
                setDialog(null);
                reload();
              }}
            />
          )}
        </>
      )}
    </DocumentDrawer>
  );
}
