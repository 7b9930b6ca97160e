import { OUTSOURCING_PERMISSIONS as P, type TOutsourcingDetail } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { ApprovalPanel } from '../../approvals';
import { OS_STATUS, splitSns, when } from '../special-stock/labels';
import { getOutsourcing, outsourcingAction, receiveOutsourcing } from './calls';

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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['stock', 'outsourcing', id], queryFn: () => getOutsourcing(id!), enabled: id != null, retry: false });
  const [running, setRunning] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const canEdit = usePermission(P.edit.name);
  const o = q.data;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ['stock', 'outsourcing', id] });
    onChanged();
  };
  const act = async (action: 'submit' | 'issue' | 'close' | 'cancel', order: TOutsourcingDetail) => {
    if (!(await confirmAction(t(`stockSpecial.os.confirm.${action}`, { no: order.no }), { danger: action === 'close' || action === 'cancel' }))) return;
    setRunning(true);
    try {
      await outsourcingAction(action, order.id, order.version);
      message.success(t(`stockSpecial.os.done.${action}`));
      reload();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  const allowed = new Set(o?.allowedActions ?? []);
  const lineColumns = (received: boolean) => [
    { title: t('stockSpecial.sku'), dataIndex: 'skuCode', render: (_: unknown, l: TOutsourcingDetail['products'][number]) => `${l.skuCode} ${l.skuName}` },
    { title: received ? t('stockSpecial.os.expectedQty') : t('stockSpecial.os.issueQty'), dataIndex: 'qty', width: 110, align: 'right' as const },
    ...(received ? [{ title: t('stockSpecial.os.receivedQty'), dataIndex: 'receivedQty', width: 110, align: 'right' as const }] : []),
  ];
  return (
    <Drawer
      open={id != null}
      onClose={onClose}
      width={860}
      title={o ? `${t('stockSpecial.os.order')} ${o.no}` : t('stockSpecial.os.order')}
      destroyOnHidden
      data-testid="os-drawer"
    >
      {q.isLoading ? (
        <Spin />
      ) : !o ? (
        <Empty description={t('stockSpecial.notFound')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {allowed.has('edit') && canEdit && (
              <Button disabled={running} onClick={() => onEdit(o)} data-testid="os-edit">
                {t('stockSpecial.edit')}
              </Button>
            )}
            {(['submit', 'issue'] as const).map(
              (a) =>
                allowed.has(a) && (
                  <Button key={a} type="primary" disabled={running} loading={running} onClick={() => act(a, o)} data-testid={`os-${a}`}>
                    {t(`stockSpecial.os.action.${a}`)}
                  </Button>
                ),
            )}
            {allowed.has('receive') && (
              <Button type="primary" disabled={running} onClick={() => setReceiving(true)} data-testid="os-receive">
                {t('stockSpecial.os.action.receive')}
              </Button>
            )}
            {(['close', 'cancel'] as const).map(
              (a) =>
                allowed.has(a) && (
                  <Button key={a} danger disabled={running} onClick={() => act(a, o)} data-testid={`os-${a}`}>
                    {t(`stockSpecial.os.action.${a}`)}
                  </Button>
                ),
            )}
          </Space>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="os-head">
            <Descriptions.Item label={t('stockSpecial.statusLabel')}>
              <StatusTag value={o.status} styles={OS_STATUS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.os.supplier')}>{o.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.warehouse')}>{o.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.os.expectedDate')}>{o.expectedDate}</Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.os.progress')}>
              {o.receivedQty} / {o.expectedQty}
            </Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.creator')}>{o.creatorName}</Descriptions.Item>
            {o.approval && (
              <Descriptions.Item label={t('stockSpecial.approval')}>
                {o.approval.step
                  ? i18n.language === 'en-US'
                    ? o.approval.step.nameEn
                    : o.approval.step.nameZh
                  : t(`stockSpecial.approvalStatus.${o.approval.status}`)}
              </Descriptions.Item>
            )}
            {o.issuedAt && <Descriptions.Item label={t('stockSpecial.os.issuedAt')}>{when(o.issuedAt)}</Descriptions.Item>}
            {o.closeReason && <Descriptions.Item label={t('stockSpecial.os.closeReason')}>{o.closeReason}</Descriptions.Item>}
            <Descriptions.Item label={t('stockSpecial.remark')} span={2}>
              {o.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
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
          <ApprovalPanel docType="outsourcing" docId={o.id} onDecided={reload} />
          <ReceiveDialog
            order={o}
            open={receiving}
            onClose={() => setReceiving(false)}
            onDone={() => {
              setReceiving(false);
              reload();
            }}
          />
        </Space>
      )}
    </Drawer>
  );
}
