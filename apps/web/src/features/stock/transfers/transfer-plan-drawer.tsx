import type { TTransferPlanDetail, TTransferPlanLine } from '@diagops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, DocumentDrawer, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { ApprovalPanel } from '../../approvals';
import { splitSns, when } from '../shared/stock-text';
import { arriveTransferPlan, cancelTransferPlan, getTransferPlan, shipTransferPlan, submitTransferPlan, writeOffTransferPlan } from './transfer-calls';
import { TRANSFER_STATUS } from './transfer-labels';

type Mode = 'ship' | 'arrive' | 'writeOff';
type Entry = { qty?: number | null; sns?: string; reason?: string };

/** Ship (SNs of serialised lines), arrive (per line a quantity ≤ in transit) or write a shortfall off (quantity + reason). */
function LinesDialog({ plan, mode, onClose, onDone }: { plan: TTransferPlanDetail; mode: Mode; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [running, setRunning] = useState(false);
  const set = (id: number, e: Entry) => setEntries((s) => ({ ...s, [id]: { ...s[id], ...e } }));
  const lines = mode === 'ship' ? plan.lines : plan.lines.filter((l) => l.inTransitQty > 0);
  const run = async () => {
    try {
      if (mode === 'ship') {
        const bad = lines.find((l) => l.serialised && splitSns(entries[l.id]?.sns).length !== l.plannedQty);
        if (bad) return void message.error(t('transfers.snCount', { sku: bad.skuCode, qty: bad.plannedQty, n: splitSns(entries[bad.id]?.sns).length }));
        if (!(await confirmAction(t('transfers.confirmShip', { no: plan.no })))) return;
        setRunning(true);
        await shipTransferPlan({
          id: plan.id,
          version: plan.version,
          lines: lines.filter((l) => l.serialised).map((l) => ({ lineId: l.id, sns: splitSns(entries[l.id]?.sns) })),
        });
      } else {
        const chosen = lines.filter((l) => (entries[l.id]?.qty ?? 0) > 0);
        if (chosen.length === 0) return void message.error(t('transfers.noQty'));
        const sns = (l: TTransferPlanLine) => (l.serialised ? { sns: splitSns(entries[l.id]?.sns) } : {});
        if (mode === 'arrive') {
          setRunning(true);
          await arriveTransferPlan({ id: plan.id, version: plan.version, lines: chosen.map((l) => ({ lineId: l.id, qty: entries[l.id]!.qty!, ...sns(l) })) });
        } else {
          const noReason = chosen.find((l) => !entries[l.id]?.reason?.trim());
          if (noReason) return void message.error(t('transfers.reasonRequired', { sku: noReason.skuCode }));
          if (!(await confirmAction(t('transfers.confirmWriteOff', { no: plan.no }), { danger: true }))) return;
          setRunning(true);
          await writeOffTransferPlan({
            id: plan.id,
            version: plan.version,
            lines: chosen.map((l) => ({ lineId: l.id, qty: entries[l.id]!.qty!, reason: entries[l.id]!.reason!.trim(), ...sns(l) })),
          });
        }
      }
      message.success(t(`transfers.done.${mode}`));
      onDone();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open
      onCancel={onClose}
      onOk={run}
      confirmLoading={running}
      okButtonProps={{ disabled: running, 'data-testid': 'transfer-dialog-ok' } as never}
      title={t(`transfers.dialog.${mode}`, { no: plan.no })}
      width={720}
      destroyOnHidden
    >
      {lines.map((l) => (
        <div key={l.id} style={{ marginBottom: 12 }} data-testid={`transfer-dialog-line-${l.id}`}>
          <div style={{ fontWeight: 600 }}>
            {l.skuCode} {l.skuName} · {mode === 'ship' ? t('transfers.plannedN', { n: l.plannedQty }) : t('transfers.inTransitN', { n: l.inTransitQty })}
          </div>
          {mode !== 'ship' && (
            <Space wrap>
              <InputNumber
                min={0}
                max={l.inTransitQty}
                precision={0}
                value={entries[l.id]?.qty ?? null}
                onChange={(v) => set(l.id, { qty: v as number | null })}
                aria-label={t('transfers.qty')}
                placeholder={t('transfers.qty')}
                data-testid={`transfer-qty-${l.id}`}
              />
              {mode === 'writeOff' && (
                <Input
                  style={{ width: 360 }}
                  maxLength={500}
                  value={entries[l.id]?.reason ?? ''}
                  onChange={(e) => set(l.id, { reason: e.target.value })}
                  placeholder={t('transfers.reason')}
                  aria-label={t('transfers.reason')}
                  data-testid={`transfer-reason-${l.id}`}
                />
              )}
            </Space>
          )}
          {l.serialised && (
            <Input.TextArea
              rows={3}
              style={{ marginTop: 4 }}
              value={entries[l.id]?.sns ?? ''}
              onChange={(e) => set(l.id, { sns: e.target.value })}
              placeholder={mode === 'ship' ? t('transfers.snsPlaceholder') : t('transfers.snsInTransit', { sns: l.inTransitSns.join(' ') })}
              aria-label={t('transfers.sns')}
              data-testid={`transfer-sns-${l.id}`}
            />
          )}
        </div>
      ))}
    </Modal>
  );
}

/** One transfer plan: head, lines with the five quantities, approval, and the actions its state and the user's permissions allow. */
export function TransferPlanDrawer({
  id,
  onClose,
  onEdit,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (p: TTransferPlanDetail) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Mode | null>(null);
  return (
    <DocumentDrawer<TTransferPlanDetail>
      id={id}
      queryKey={['stock', 'transferPlan']}
      load={getTransferPlan}
      prefix="transfer"
      width={900}
      title={(p) => (p ? `${t('transfers.plan')} ${p.no}` : t('transfers.plan'))}
      notFound={t('transfers.notFound')}
      busy={dialog != null}
      onClose={onClose}
      onChanged={onChanged}
      actions={(p) => [
        { key: 'edit', label: t('transfers.edit'), run: () => onEdit(p) },
        {
          key: 'submit',
          label: t('transfers.submit'),
          primary: true,
          confirm: t('transfers.confirmSubmit', { no: p.no }),
          run: () => submitTransferPlan(p.id, p.version),
          done: t('transfers.done.submit'),
        },
        ...(['ship', 'arrive', 'writeOff'] as const).map((m) => ({
          key: m,
          label: t(`transfers.${m}`),
          primary: m !== 'writeOff',
          danger: m === 'writeOff',
          run: () => setDialog(m),
        })),
        {
          key: 'cancel',
          label: t('transfers.cancel'),
          danger: true,
          confirm: t('transfers.confirmCancel', { no: p.no }),
          run: () => cancelTransferPlan(p.id, p.version),
          done: t('transfers.done.cancel'),
        },
      ]}
      head={(p) => [
        { label: t('transfers.status.label'), value: <StatusTag value={p.status} styles={TRANSFER_STATUS} /> },
        { label: t('transfers.plannedShipDate'), value: p.plannedShipDate },
        { label: t('transfers.from'), value: p.fromWarehouseName },
        { label: t('transfers.to'), value: p.toWarehouseName },
        { label: t('transfers.creator'), value: p.creatorName },
        { label: t('transfers.shippedAt'), value: when(p.shippedAt) },
        p.cancelReason && { label: t('transfers.cancelReason'), value: p.cancelReason, wide: true },
        { label: t('transfers.remark'), value: p.remark ?? '-', wide: true },
      ]}
    >
      {(p, reload) => (
        <>
          <DataTable<TTransferPlanLine>
            size="small"
            rowKey="id"
            dataSource={p.lines}
            data-testid="transfer-lines"
            scroll={{ x: 800 }}
            columns={[
              { title: t('transfers.sku'), dataIndex: 'skuCode', render: (_: never, l: TTransferPlanLine) => `${l.skuCode} ${l.skuName}` },
              ...(['plannedQty', 'shippedQty', 'arrivedQty', 'writtenOffQty', 'inTransitQty'] as const).map((k) => ({
                title: t(`transfers.q.${k}`),
                dataIndex: k,
                width: 80,
                align: 'right' as const,
              })),
              {
                title: t('transfers.detailCol'),
                key: 'more',
                render: (_: never, l: TTransferPlanLine) => (
                  <Space wrap size={4}>
                    {l.inTransitSns.map((sn) => (
                      <Tag key={sn} color="blue">
                        {sn}
                      </Tag>
                    ))}
                    {l.writeOffReasons.map((r) => (
                      <Tag key={r} color="orange">
                        {r}
                      </Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          <ApprovalPanel docType="transferPlan" docId={p.id} docVersion={p.version} onDecided={reload} />
          {dialog && (
            <LinesDialog
              plan={p}
              mode={dialog}
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
