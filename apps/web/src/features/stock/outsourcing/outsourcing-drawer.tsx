import { OUTSOURCING_PERMISSIONS as P, type TOutsourcingDetail } from '@diagops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { DocumentDrawer, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { ApprovalPanel, ApprovalStep } from '../../approvals';
import { SnDialog } from '../shared/sn-dialog';
import { splitSns, when } from '../shared/stock-text';
import { OS_STATUS } from '../special-stock/labels';
import { getOutsourcing, issueOutsourcing, outsourcingAction, receiveOutsourcing } from './calls';

/** A receipt of finished goods: a quantity per line (partial allowed, up to expected + 5%), SNs for serialised SKUs. */
function ReceiveDialog({ order, open, onClose, onDone }: { order: TOutsourcingDetail; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [sns, setSns] = useState<Record<number, string>>({});
  const [running, setRunning] = useState(false);
  const receive = async () => {
    const lines = order.products
      .filter((l) => (qty[l.id] ?? 0) > 0)
      .map((l) => ({ lineId: l.id, qty: qty[l.id]!, ...(l.serialised ? { sns: splitSns(sns[l.id]) } : {}) }));
    if (lines.length === 0) {
      message.error(t('stockSpecial.os.nothingToReceive'));
      return;
    }
    setRunning(true);
    try {
      await receiveOutsourcing({ id: order.id, version: order.version, lines });
      message.success(t('stockSpecial.os.received'));
      onDone();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={receive}
      confirmLoading={running}
      okButtonProps={{ disabled: running, 'data-testid': 'os-receive-ok' } as never}
      title={t('stockSpecial.os.receiveTitle', { no: order.no })}
      width={720}
      destroyOnHidden
    >
      {order.products.map((l) => (
        <div key={l.id} style={{ marginBottom: 12 }}>
          <label htmlFor={`os-recv-${l.id}`} style={{ display: 'block', marginBottom: 4 }}>
            {t('stockSpecial.os.receiveLine', { sku: `${l.skuCode} ${l.skuName}`, qty: l.qty, received: l.receivedQty })}
          </label>
          <InputNumber
            id={`os-recv-${l.id}`}
            min={0}
            max={1_000_000}
            precision={0}
            value={qty[l.id] ?? null}
            onChange={(v) => setQty((q) => ({ ...q, [l.id]: v as number | null }))}
            data-testid={`os-recv-qty-${l.id}`}
          />
          {l.serialised && (
            <Input.TextArea
              rows={3}
              style={{ marginTop: 4 }}
              value={sns[l.id] ?? ''}
              onChange={(e) => setSns((s) => ({ ...s, [l.id]: e.target.value }))}
              placeholder={t('stockSpecial.snsPlaceholder')}
              aria-label={t('stockSpecial.sns')}
              data-testid={`os-recv-sns-${l.id}`}
            />
          )}
        </div>
      ))}
    </Modal>
  );
}

/** One outsourcing order: head, material and finished lines, receipts, approval, and its actions (each confirmed; disabled while running). */
export function OutsourcingDrawer({
  id,
  onClose,
  onEdit,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (o: TOutsourcingDetail) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [receiving, setReceiving] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const canEdit = usePermission(P.edit.name);
  const lineColumns = (received: boolean) => [
    { title: t('stockSpecial.sku'), dataIndex: 'skuCode', render: (_: unknown, l: TOutsourcingDetail['products'][number]) => `${l.skuCode} ${l.skuName}` },
    { title: received ? t('stockSpecial.os.expectedQty') : t('stockSpecial.os.issueQty'), dataIndex: 'qty', width: 110, align: 'right' as const },
    ...(received
      ? [{ title: t('stockSpecial.os.receivedQty'), dataIndex: 'receivedQty', width: 110, align: 'right' as const }]
      : [{ title: t('stockSpecial.sns'), dataIndex: 'issuedSns', render: (sns: string[] | undefined) => sns?.join(', ') || '-' }]),
  ];
  const step = (o: TOutsourcingDetail, a: 'submit' | 'issue' | 'close' | 'cancel') => ({
    key: a,
    label: t(`stockSpecial.os.action.${a}`),
    primary: a === 'submit' || a === 'issue',
    danger: a === 'close' || a === 'cancel',
    confirm: t(`stockSpecial.os.confirm.${a}`, { no: o.no }),
    run: () => outsourcingAction(a, o.id, o.version),
    done: t(`stockSpecial.os.done.${a}`),
  });
  return (
    <DocumentDrawer<TOutsourcingDetail>
      id={id}
      queryKey={['stock', 'outsourcing']}
      load={getOutsourcing}
      prefix="os"
      title={(o) => (o ? `${t('stockSpecial.os.order')} ${o.no}` : t('stockSpecial.os.order'))}
      notFound={t('stockSpecial.notFound')}
      busy={receiving || issuing}
      onClose={onClose}
      onChanged={onChanged}
      actions={(o) => [
        { key: 'edit', label: t('stockSpecial.edit'), show: o.allowedActions.includes('edit') && canEdit, run: () => onEdit(o) },
        step(o, 'submit'),
        // serialised material names its SNs in a dialog; other material is issued after a confirmation
        o.materials.some((l) => l.serialised)
          ? { key: 'issue', label: t('stockSpecial.os.action.issue'), primary: true, run: () => setIssuing(true) }
          : step(o, 'issue'),
        { key: 'receive', label: t('stockSpecial.os.action.receive'), primary: true, run: () => setReceiving(true) },
        step(o, 'close'),
        step(o, 'cancel'),
      ]}
      head={(o) => [
        { label: t('stockSpecial.statusLabel'), value: <StatusTag value={o.status} styles={OS_STATUS} /> },
        { label: t('stockSpecial.os.supplier'), value: o.supplierName },
        { label: t('stockSpecial.warehouse'), value: o.warehouseName },
        { label: t('stockSpecial.os.expectedDate'), value: o.expectedDate },
        { label: t('stockSpecial.os.progress'), value: `${o.receivedQty} / ${o.expectedQty}` },
        { label: t('stockSpecial.creator'), value: o.creatorName },
        o.approval && { label: t('stockSpecial.approval'), value: <ApprovalStep approval={o.approval} /> },
        o.issuedAt && { label: t('stockSpecial.os.issuedAt'), value: when(o.issuedAt) },
        o.closeReason && { label: t('stockSpecial.os.closeReason'), value: o.closeReason },
        { label: t('stockSpecial.remark'), value: o.remark ?? '-', wide: true },
      ]}
    >
      {(o, reload) => (
        <>
          <div style={{ fontWeight: 600 }}>{t('stockSpecial.os.materials')}</div>
          <DataTable size="small" rowKey="id" pagination={false} dataSource={o.materials} columns={lineColumns(false)} data-testid="os-materials" />
          <div style={{ fontWeight: 600 }}>{t('stockSpecial.os.products')}</div>
          <DataTable size="small" rowKey="id" pagination={false} dataSource={o.products} columns={lineColumns(true)} data-testid="os-products" />
          {o.receipts.length > 0 && (
            <>
              <div style={{ fontWeight: 600 }}>{t('stockSpecial.os.receipts')}</div>
              <DataTable
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={o.receipts}
                data-testid="os-receipts"
                columns={[
                  { title: t('stockSpecial.sku'), dataIndex: 'skuCode' },
                  { title: t('stockSpecial.qty'), dataIndex: 'qty', width: 90, align: 'right' },
                  { title: t('stockSpecial.sns'), dataIndex: 'sns', render: (s: string[]) => s.join(', ') || '-' },
                  { title: t('stockSpecial.os.operator'), dataIndex: 'operatorName', width: 120 },
                  { title: t('stockSpecial.os.time'), dataIndex: 'createTime', width: 170, render: (v: string) => when(v) },
                ]}
              />
            </>
          )}
          <ApprovalPanel docType="outsourcing" docId={o.id} docVersion={o.version} onDecided={reload} />
          {issuing && (
            <SnDialog
              title={t('stockSpecial.os.confirm.issue', { no: o.no })}
              lines={o.materials.filter((l) => l.serialised)}
              testId="os-issue"
              send={(lines) => issueOutsourcing({ id: o.id, version: o.version, lines })}
              done={t('stockSpecial.os.done.issue')}
              onClose={() => setIssuing(false)}
              onDone={() => {
                setIssuing(false);
                reload();
              }}
            />
          )}
          <ReceiveDialog
            order={o}
            open={receiving}
            onClose={() => setReceiving(false)}
            onDone={() => {
              setReceiving(false);
              reload();
            }}
          />
        </>
      )}
    </DocumentDrawer>
  );
}
