import { DownloadOutlined } from '@ant-design/icons';
import { TRACKING_DATA_PERMISSION as D, type TEventRecord } from '@diagops/contracts';
import { Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { RangePicker } from '../../../shared/kit/lazy-pickers';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input } from '../../../shared/ui/input';
import { type Cursor, type SearchBody, searchDetail, searchOriginal, startDownload } from '../api/tracking-api';
import styles from './tracking.module.css';

type Row = { time: string; clientId: string } & Partial<TEventRecord> & { raw?: string };
const PAGE = 20;
/** an event's time in the browser's zone, to the second */
const shownTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** The search form both searches share: a window (at most 31 days) and an SN, event or client id. */
function useSearch(original: boolean) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(1, 'day'), dayjs()]);
  const [filters, setFilters] = useState({ sn: '', event: '', clientId: '', softCode: '' });
  const [rows, setRows] = useState<Row[]>([]);
  const [next, setNext] = useState<Cursor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = (): SearchBody => ({
    from: range[0].toISOString(),
    to: range[1].toISOString(),
    ...Object.fromEntries(
      Object.entries(filters)
        .filter(([, v]) => v.trim() !== '')
        .map(([k, v]) => [k, v.trim()]),
    ),
  });
  const run = async (after?: Cursor) => {
    setBusy(true);
    setError(null);
    try {
      const q = { ...body(), size: PAGE, ...(after ? { after } : {}) };
      const page = original ? await searchOriginal(q) : await searchDetail(q);
      setRows((before) => (after ? [...before, ...(page.records as Row[])] : (page.records as Row[])));
      setNext(page.next);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { range, setRange, filters, setFilters, rows, next, error, busy, run, body };
}

function SearchPage({ original }: { original: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const s = useSearch(original);
  const field = (key: keyof typeof s.filters, width = 160) => (
    <label className={styles.field} htmlFor={`search-${key}`}>
      <span>{t(`tracking.search.${key}`)}</span>
      <Input
        id={`search-${key}`}
        value={s.filters[key]}
        onChange={(e) => s.setFilters({ ...s.filters, [key]: e.target.value })}
        style={{ width }}
        data-testid={`search-${key}`}
      />
    </label>
  );
  const download = async () => {
    try {
      await startDownload(s.body());
      message.success(t('tracking.search.downloadStarted'));
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const columns = original
    ? [
        { title: t('tracking.search.time'), dataIndex: 'time', width: 170, render: (v: string) => shownTime(v) },
        { title: t('tracking.search.clientId'), dataIndex: 'clientId', width: 200 },
        { title: t('tracking.search.raw'), dataIndex: 'raw', render: (v: string) => <pre className={styles.raw}>{v}</pre> },
      ]
    : [
        { title: t('tracking.search.time'), dataIndex: 'time', width: 170, render: (v: string) => shownTime(v) },
        { title: t('tracking.search.event'), dataIndex: 'eventCode', width: 150 },
        { title: t('tracking.data.eventName'), key: 'name', width: 140, render: (_: never, r: Row) => (i18n.language === 'zh-CN' ? r.nameZh : r.nameEn) },
        { title: t('tracking.search.sn'), dataIndex: 'sn', width: 140 },
        { title: t('tracking.search.softCode'), dataIndex: 'softCode', width: 110 },
        { title: t('tracking.search.version'), dataIndex: 'version', width: 90 },
        { title: t('tracking.search.country'), dataIndex: 'country', width: 80 },
        { title: t('tracking.search.properties'), key: 'properties', render: (_: never, r: Row) => <code>{JSON.stringify(r.properties ?? {})}</code> },
        { title: t('tracking.search.clientId'), dataIndex: 'clientId', width: 180 },
      ];
  return (
    <div className={styles.page}>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          void s.run();
        }}
      >
        <label className={styles.field} htmlFor="search-pages-f2">
          <span>{t('tracking.search.window')}</span>
          <RangePicker id="search-pages-f2" showTime value={s.range} onChange={(v) => v?.[0] && v[1] && s.setRange([v[0], v[1]])} allowClear={false} />
        </label>
        {field('sn')}
        {field('event')}
        {field('clientId', 200)}
        {field('softCode', 120)}
        <Button type="primary" htmlType="submit" loading={s.busy} data-testid="search-run">
          {t('tracking.search.query')}
        </Button>
        {original ? null : (
          <Access permission={D.download}>
            <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="search-download">
              {t('tracking.search.download')}
            </Button>
          </Access>
        )}
        <span className={styles.hint}>{t('tracking.search.hint')}</span>
      </form>
      {s.error ? (
        <p role="alert" className={styles.error} data-testid="search-error">
          {s.error}
        </p>
      ) : null}
      <DataTable<Row>
        data-testid="search-rows"
        rowKey={(r) => `${r.time}/${r.clientId}`}
        loading={s.busy}
        size="small"
        scroll={{ x: 1200 }}
        columns={columns}
        dataSource={s.rows}
      />
      {s.next ? (
        <Button onClick={() => void s.run(s.next!)} loading={s.busy} data-testid="search-more">
          {t('tracking.search.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** /buryingPoint/detailSearch: raw events as columns, newest first, by keyset pages. */
export function DetailSearchPage() {
  return <SearchPage original={false} />;
}

/** /buryingPoint/originalDataSearch: raw events as stored. */
export function OriginalSearchPage() {
  return <SearchPage original />;
}
