import { SN_STATUS_LABELS, type SnStatus, STOCK_MOVEMENT_KIND_LABELS, type StockMovementKind, type TSnTrace } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../shared/ui/data-table/pagination';
import { Empty } from '../../../shared/ui/empty';
import { Spin } from '../../../shared/ui/spin';
import { when } from '../shared/stock-text';
import { getPoLineTrace, getSnTrace } from './trace-calls';
import styles from './trace-drawer.module.css';

type Props = { open: boolean; onClose: () => void } & ({ sn: string; poLineId?: undefined } | { poLineId: number; sn?: undefined });

function useLabels() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return {
    t,
    kind: (k: string) => {
      const l = STOCK_MOVEMENT_KIND_LABELS[k as StockMovementKind];
      return l ? (en ? l.en : l.zh) : k;
    },
    snStatus: (s: string) => {
      const l = SN_STATUS_LABELS[s as SnStatus];
      return l ? (en ? l.en : l.zh) : s;
    },
    deviceStatus: (s: string) => t(`shipments.deviceStatus.${s}`, { defaultValue: s }),
  };
}

function Step({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <li className={styles.step} data-testid={testId}>
      <div className={styles.title}>{title}</div>
      <div className={styles.body}>{children}</div>
    </li>
  );
}

/** One SN's way, as a plain vertical list of steps: purchase, receipt, movements, dealer, device. */
function SnWay({ trace }: { trace: TSnTrace }) {
  const { t, kind, snStatus, deviceStatus } = useLabels();
  return (
    <ol className={styles.steps} data-testid="trace-steps">
      <Step title={t('shipments.trace.purchase')} testId="trace-purchase">
        {trace.purchase ? (
          <>
            {trace.purchase.orderNo} · {trace.purchase.supplierName} · {when(trace.purchase.orderDate)}
          </>
        ) : (
          t('shipments.trace.none')
        )}
      </Step>
      <Step title={t('shipments.trace.receipt')} testId="trace-receipt">
        {trace.receipt ? (
          <>
            {trace.receipt.receiptNo} · {when(trace.receipt.receivedAt)}
            {trace.receipt.boxNo ? ` · ${t('shipments.trace.box')} ${trace.receipt.boxNo}` : ''}
          </>
        ) : (
          t('shipments.trace.none')
        )}
      </Step>
      {trace.movements.map((m) => (
        <Step key={m.id} title={kind(m.kind)} testId="trace-movement">
          {m.warehouseName} · {m.qty > 0 ? `+${m.qty}` : m.qty} · {m.docNo} · {when(m.at)} · {m.operator}
        </Step>
      ))}
      {trace.transfers.length > 0 && <Step title={t('shipments.trace.transfers')}>{trace.transfers.map((x) => x.docNo).join(', ')}</Step>}
      <Step title={t('shipments.trace.current')}>
        {trace.current
          ? `${snStatus(trace.current.status)}${trace.current.warehouseName ? ` · ${trace.current.warehouseName}` : ''}`
          : t('shipments.trace.none')}
      </Step>
      <Step title={t('shipments.trace.dealer')} testId="trace-dealer">
        {trace.shippedTo ? trace.shippedTo.name : t('shipments.trace.none')}
        {trace.heldBy && trace.heldBy.id !== trace.shippedTo?.id ? ` · ${t('shipments.trace.heldBy')} ${trace.heldBy.name}` : ''}
      </Step>
      <Step title={t('shipments.trace.device')} testId="trace-device">
        {trace.device ? (
          <>
            {deviceStatus(trace.device.status)}
            {trace.device.activationTime && ` · ${t('shipments.trace.activated')} ${when(trace.device.activationTime)}`} ·{' '}
            {trace.device.bound ? t('shipments.trace.bound') : t('shipments.trace.notBound')}
          </>
        ) : (
          t('shipments.trace.noDevice')
        )}
      </Step>
    </ol>
  );
}

function SnTraceBody({ sn }: { sn: string }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['stock', 'trace', 'sn', sn], queryFn: () => getSnTrace(sn), retry: false });
  if (q.isLoading) return <Spin />;
  const tr = q.data;
  if (!tr || (!tr.current && tr.movements.length === 0 && !tr.device)) return <Empty description={t('shipments.trace.notFound')} />;
  return <SnWay trace={tr} />;
}

function PoLineBody({ poLineId }: { poLineId: number }) {
  const { t, snStatus, deviceStatus } = useLabels();
  const [page, setPage] = useState(1);
  const [sn, setSn] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['stock', 'trace', 'poLine', poLineId, page], queryFn: () => getPoLineTrace(poLineId, page, 20), retry: false });
  if (sn) {
    return (
      <>
        <button type="button" className={styles.back} onClick={() => setSn(null)}>
          ← {t('shipments.trace.back')}
        </button>
        <h4 className={styles.sn}>{sn}</h4>
        <SnTraceBody sn={sn} />
      </>
    );
  }
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d || d.total === 0) return <Empty description={t('shipments.trace.noneReceived')} />;
  return (
    <>
      {d.purchase && (
        <p className={styles.head}>
          {d.purchase.orderNo} · {d.purchase.supplierName} · {when(d.purchase.orderDate)}
        </p>
      )}
      <ol className={styles.steps} data-testid="trace-po-line">
        {d.records.map((r) => (
          <Step
            key={r.sn}
            title={
              <button type="button" className={styles.link} onClick={() => setSn(r.sn)}>
                {r.sn}
              </button>
            }
          >
            {snStatus(r.status)}
            {r.warehouseName ? ` · ${r.warehouseName}` : ''}
            {r.boxNo ? ` · ${t('shipments.trace.box')} ${r.boxNo}` : ''}
            {r.dealer ? ` · ${r.dealer.name}` : ''}
            {r.deviceStatus ? ` · ${deviceStatus(r.deviceStatus)}` : ''}
          </Step>
        ))}
      </ol>
      <Pagination size="small" current={page} pageSize={20} total={d.total} onChange={setPage} showSizeChanger={false} />
    </>
  );
}

/** The trace (issue 31 §7): an SN's way from its purchase order to the dealer and the activated device, or the SNs received on a purchase-order line. */
export function TraceDrawer(p: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={p.open}
      onClose={p.onClose}
      width={560}
      destroyOnHidden
      title={p.sn ? `${t('shipments.trace.title')} · ${p.sn}` : t('shipments.trace.poLineTitle')}
      data-testid="trace-drawer"
    >
      {p.open && (p.sn ? <SnTraceBody sn={p.sn} /> : <PoLineBody poLineId={p.poLineId!} />)}
    </Drawer>
  );
}
