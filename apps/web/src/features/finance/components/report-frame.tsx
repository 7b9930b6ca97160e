import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  CARD_PRODUCT_KEYS,
  CARD_PRODUCT_LABELS,
  CARD_TYPE_CODES,
  EXPORT_MAX_ROWS,
  FINANCE_COLUMNS,
  FINANCE_REPORTS,
  type TFinanceReportKey,
  type TReconciliationLine,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../shared/ui/data-table/data-table';
import { InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import { exportReport, fetchReport, type ReportFilters } from '../api/finance-api';
import { formatCell, zoneTime } from './cells';
import styles from './report-frame.module.css';

type Row = Record<string, string | number | null>;

/** The current month in a zone, YYYY-MM. */
const monthNow = (zone: number) => new Date(Date.now() + zone * 3_600_000).toISOString().slice(0, 7);
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}
const num = (v: string | null) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : undefined);

/** The filters live in the address (?month=&zone=&product=&cardType=&channelId=&customerId=) so a report can be linked to. */
function useReportFilters(recordNo?: number): [ReportFilters, (patch: Partial<ReportFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const zone = params.get('zone') === '0' ? 0 : 8;
  const f: ReportFilters = {
    month: /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : monthNow(zone),
    zone,
    product: params.get('product') ?? undefined,
    cardType: num(params.get('cardType')),
    channelId: num(params.get('channelId')),
    customerId: num(params.get('customerId')),
    recordNo,
  };
  const set = (patch: Partial<ReportFilters>) => {
    const next = { ...f, ...patch };
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(next)) if (k !== 'recordNo' && v !== undefined && v !== null && v !== '') out[k] = String(v);
    setParams(out, { replace: true });
  };
  return [f, set];
}

function Reconciliation({ lines }: { lines: TReconciliationLine[] }) {
  const { t, i18n } = useTranslation();
  const fmt = (l: TReconciliationLine, n: number) =>
    l.unit === 'money' ? n.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : n.toLocaleString(i18n.language);
  return (
    <Panel title={t('finance.recon.title')} data-testid="finance-recon">
      <table className={styles.recon}>
        <thead>
          <tr>
            <th />
            <th>{t('finance.recon.opening')}</th>
            <th>{t('finance.recon.movements')}</th>
            <th>{t('finance.recon.closing')}</th>
            <th>{t('finance.recon.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.unit}-${l.currency}`} data-testid="finance-recon-line" data-unit={l.unit} data-currency={l.currency ?? ''}>
              <td>{l.currency ? `${t(`finance.recon.units.${l.unit}`)} (${l.currency})` : t(`finance.recon.units.${l.unit}`)}</td>
              <td data-testid="recon-opening">{fmt(l, l.opening)}</td>
              <td data-testid="recon-movements">{fmt(l, l.movements)}</td>
              <td data-testid="recon-closing">{fmt(l, l.closing)}</td>
              <td>
                <span data-testid="recon-difference">{fmt(l, l.difference)}</span>{' '}
                <Tag color={l.difference === 0 ? 'success' : 'error'}>{t(l.difference === 0 ? 'finance.recon.balanced' : 'finance.recon.unbalanced')}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.formula}>{t('finance.recon.formula')}</div>
    </Panel>
  );
}

type Props = {
  reportKey: TFinanceReportKey;
  /** the points detail's record (from its route) */
  recordNo?: number;
  /** a last column of actions per row (the rules' edit, a record's detail) */
  rowAction?: { title: string; render: (row: Row) => ReactNode };
  /** shown under the toolbar (the rules' list to edit) */
  children?: ReactNode;
  /** bump to refetch after a change */
  refreshKey?: number;
};

/**
 * One frame for the 15 finance reports (decision 0040): month (UTC+0 or UTC+8), product, card type,
 * channel and customer filters; the reconciliation line; the totals; the rows; the export (at once
 * within 10,000 rows, as a background job beyond).
 */
export function ReportFrame({ reportKey, recordNo, rowAction, children, refreshKey = 0 }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [f, setFilters] = useReportFilters(recordNo);
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const columns = FINANCE_COLUMNS[reportKey];
  const cards = FINANCE_REPORTS[reportKey].measure !== 'points' && reportKey !== 'softSaleOrder';
  const q = useQuery({
    queryKey: ['finance', reportKey, f, page, refreshKey],
    queryFn: () => fetchReport(reportKey, f, page.current, page.size),
  });
  const data = q.data;
  const change = (patch: Partial<ReportFilters>) => {
    setPage((p) => ({ ...p, current: 1 }));
    setFilters(patch);
  };
  const runExport = async () => {
    const asJob = (data?.total ?? 0) > EXPORT_MAX_ROWS;
    setExporting({ done: 0, total: data?.total ?? 0 });
    try {
      await exportReport(reportKey, f, asJob, (done, total) => setExporting({ done, total }));
    } catch {
      /* the http client has shown the refusal */
    } finally {
      setExporting(null);
    }
  };
  const tableColumns: DataColumn<Row>[] = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: lang === 'zh-CN' ? c.zh : c.en,
    align: ['money', 'points', 'count'].includes(c.cell) ? 'right' : 'left',
    // the full declaration's points line counts points in its money columns
    render: (v: never, r: Row) =>
      formatCell(r.product === 'points' && c.cell === 'money' ? { ...c, cell: 'points' } : c, v as string | number | null, lang, f.zone, t),
  }));
  if (rowAction) tableColumns.push({ key: '__action', title: rowAction.title, render: (_: never, r: Row) => rowAction.render(r) });
  const totals = columns.filter((c) => c.total && data && data.totals[c.key] !== undefined);
  return (
    <div className={styles.page} data-testid={`finance-report-${reportKey}`}>
      <div className={styles.toolbar}>
        <span className={styles.field}>
          <span id="finance-month-label">{t('finance.filters.month')}</span>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('finance.filters.prevMonth')}
            onClick={() => change({ month: shiftMonth(f.month, -1) })}
            data-testid="finance-month-prev"
          />
          <span className={styles.month} data-testid="finance-month">
            {f.month}
          </span>
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('finance.filters.nextMonth')}
            onClick={() => change({ month: shiftMonth(f.month, 1) })}
            data-testid="finance-month-next"
          />
        </span>
        <span className={styles.field}>
          <label htmlFor="finance-zone">{t('finance.filters.zone')}</label>
          <Select<number>
            id="finance-zone"
            style={{ width: 190 }}
            value={f.zone}
            onChange={(v: 0 | 8) => change({ zone: v })}
            options={[
              { value: 8, label: t('finance.filters.zone8') },
              { value: 0, label: t('finance.filters.zone0') },
            ]}
            data-testid="finance-zone"
          />
        </span>
        {cards && (
          <>
            <span className={styles.field}>
              <label htmlFor="finance-product">{t('finance.filters.product')}</label>
              <Select<string>
                id="finance-product"
                allowClear
                style={{ width: 170 }}
                placeholder={t('finance.filters.all')}
                value={f.product ?? null}
                onChange={(v?: string) => change({ product: v })}
                options={CARD_PRODUCT_KEYS.map((k) => ({ value: k, label: lang === 'zh-CN' ? CARD_PRODUCT_LABELS[k].zh : CARD_PRODUCT_LABELS[k].en }))}
              />
            </span>
            <span className={styles.field}>
              <label htmlFor="finance-card-type">{t('finance.filters.cardType')}</label>
              <Select<number>
                id="finance-card-type"
                allowClear
                style={{ width: 220 }}
                placeholder={t('finance.filters.all')}
                value={f.cardType ?? null}
                onChange={(v?: number) => change({ cardType: v })}
                options={CARD_TYPE_CODES.map((c) => ({ value: c, label: t(`finance.cardType.${c}`) }))}
              />
            </span>
            <span className={styles.field}>
              <label htmlFor="finance-channel">{t('finance.filters.channel')}</label>
              <InputNumber
                id="finance-channel"
                min={1}
                style={{ width: 100 }}
                value={f.channelId ?? null}
                onChange={(v) => change({ channelId: v ?? undefined })}
              />
            </span>
          </>
        )}
        <span className={styles.field}>
          <label htmlFor="finance-customer">{t('finance.filters.customer')}</label>
          <InputNumber
            id="finance-customer"
            min={1}
            style={{ width: 110 }}
            value={f.customerId ?? null}
            onChange={(v) => change({ customerId: v ?? undefined })}
          />
        </span>
        <Button icon={<DownloadOutlined />} onClick={runExport} loading={exporting !== null} disabled={!data || data.total === 0} data-testid="finance-export">
          {t('finance.export')}
        </Button>
        {data && (
          <span className={styles.window} data-testid="finance-window">
            {t('finance.filters.window', { from: zoneTime(data.from, 0), to: zoneTime(data.to, 0) })}
          </span>
        )}
      </div>
      {children}
      {data && <Reconciliation lines={data.reconciliation} />}
      {data && totals.length > 0 && (
        <Panel title={t('finance.totals')} data-testid="finance-totals">
          <div className={styles.totals}>
            {totals.map((c) => (
              <div key={c.key} className={styles.total} data-testid={`finance-total-${c.key}`}>
                <span className={styles.totalLabel}>{lang === 'zh-CN' ? c.zh : c.en}</span>
                <span className={styles.totalValue}>{formatCell(c, data.totals[c.key] ?? 0, lang, f.zone, t)}</span>
              </div>
            ))}
          </div>
        </Panel>
      )}
      <Panel title={FINANCE_REPORTS[reportKey][lang === 'zh-CN' ? 'zh' : 'en']} extra={data ? t('finance.rows', { total: data.total }) : null}>
        <DataTable<Row>
          data-testid="finance-rows"
          rowKey="_k"
          size="small"
          loading={q.isFetching}
          dataSource={data?.rows ?? []}
          columns={tableColumns}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      </Panel>
      <Modal open={exporting !== null && exporting.total > EXPORT_MAX_ROWS} title={t('finance.exporting')} footer={null} closable={false} maskClosable={false}>
        <div>{t('finance.exportAsJob', { max: EXPORT_MAX_ROWS.toLocaleString(lang) })}</div>
        <Progress percent={exporting && exporting.total > 0 ? Math.round((exporting.done / exporting.total) * 100) : 0} status="active" />
      </Modal>
    </div>
  );
}
