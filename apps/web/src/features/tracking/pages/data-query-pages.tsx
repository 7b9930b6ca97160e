import { ReloadOutlined } from '@ant-design/icons';
import { TRACKING_DATA_PERMISSION as D } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChartCard } from '../../../shared/charts';
import { Access } from '../../../shared/components/access';
import { RangePicker } from '../../../shared/kit/lazy-pickers';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { type DataRow, dataDetail, dataQuery, runRollups } from '../api/tracking-api';
import styles from './tracking.module.css';

const DAY = 'YYYY-MM-DD';
type Days = [Dayjs, Dayjs];
const lastWeek = (): Days => [dayjs().subtract(6, 'day'), dayjs()];

/** /buryingPoint/dataQuery/list: events per event and software code over days, from the daily rollup. */
export function DataQueryPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [range, setRange] = useState<Days>(lastWeek);
  const [event, setEvent] = useState('');
  const [softCode, setSoftCode] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [asked, setAsked] = useState({ from: lastWeek()[0].format(DAY), to: lastWeek()[1].format(DAY), event: '', softCode: '' });
  const q = useQuery({
    queryKey: ['tracking', 'dataQuery', asked, page],
    queryFn: () =>
      dataQuery({
        from: asked.from,
        to: asked.to,
        ...(asked.event ? { event: asked.event } : {}),
        ...(asked.softCode ? { softCode: asked.softCode } : {}),
        ...page,
      }),
    retry: false,
  });
  const refresh = async () => {
    const r = await runRollups();
    message.success(t('tracking.data.recomputed', { from: r.from, to: r.to }));
    await q.refetch();
  };
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className={styles.page}>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          setPage((p) => ({ ...p, current: 1 }));
          setAsked({ from: range[0].format(DAY), to: range[1].format(DAY), event: event.trim(), softCode: softCode.trim() });
        }}
      >
        <label className={styles.field} htmlFor="data-query-pages-f1">
          <span>{t('tracking.data.days')}</span>
          <RangePicker id="data-query-pages-f1" value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} allowClear={false} />
        </label>
        <label className={styles.field} htmlFor="data-query-pages-f2">
          <span>{t('tracking.data.event')}</span>
          <Input id="data-query-pages-f2" value={event} onChange={(e) => setEvent(e.target.value)} style={{ width: 180 }} data-testid="data-event" />
        </label>
        <label className={styles.field} htmlFor="data-query-pages-f3">
          <span>{t('tracking.data.softCode')}</span>
          <Input id="data-query-pages-f3" value={softCode} onChange={(e) => setSoftCode(e.target.value)} style={{ width: 140 }} />
        </label>
        <Button type="primary" htmlType="submit" loading={q.isFetching} data-testid="data-query">
          {t('tracking.search.query')}
        </Button>
        <Access permission={D.refresh}>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()} data-testid="run-rollups">
            {t('tracking.data.recompute')}
          </Button>
        </Access>
        <span className={styles.hint}>{t('tracking.data.hint')}</span>
      </form>
      {q.error ? (
        <p role="alert" className={styles.error}>
          {(q.error as Error).message}
        </p>
      ) : null}
      <DataTable<DataRow>
        data-testid="data-rows"
        rowKey={(r) => `${r.eventId}/${r.softCode}`}
        loading={q.isFetching}
        size="small"
        columns={[
          { title: t('tracking.data.event'), dataIndex: 'eventCode', width: 180 },
          { title: t('tracking.data.eventName'), key: 'name', render: (_: never, r) => (i18n.language === 'zh-CN' ? r.nameZh : r.nameEn) },
          { title: t('tracking.data.softCode'), dataIndex: 'softCode', width: 140 },
          { title: t('tracking.data.events'), dataIndex: 'events', align: 'right', width: 120, render: (v: number) => n(v) },
          { title: t('tracking.data.deviceDays'), dataIndex: 'deviceDays', align: 'right', width: 140, render: (v: number) => n(v) },
          { title: t('tracking.data.lastDay'), dataIndex: 'lastDay', width: 120 },
          {
            title: t('kit.actions'),
            key: 'detail',
            width: 100,
            render: (_: never, r) => (
              <Link to={`/buryingPoint/dataQuery/detail/${r.eventId}/${encodeURIComponent(r.softCode)}`}>{t('tracking.data.detail')}</Link>
            ),
          },
        ]}
        dataSource={q.data?.records ?? []}
        pagination={{ current: page.current, pageSize: page.size, total: q.data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
      />
    </div>
  );
}

const GROUPS = ['day', 'hour', 'version', 'country', 'productModel'] as const;

/** /buryingPoint/dataQuery/detail/{eventId?}/{softCode?}: one event over days or hours, or by version, country or model. */
export function DataDetailPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const eventId = Number(params.eventId);
  const softCode = params.softCode;
  const [range, setRange] = useState<Days>(lastWeek);
  const [groupBy, setGroupBy] = useState<(typeof GROUPS)[number]>('day');
  const q = useQuery({
    queryKey: ['tracking', 'dataDetail', eventId, softCode, range[0].format(DAY), range[1].format(DAY), groupBy],
    queryFn: () => dataDetail({ eventId, ...(softCode ? { softCode } : {}), from: range[0].format(DAY), to: range[1].format(DAY), groupBy }),
    enabled: eventId > 0,
    retry: false,
  });
  const rows = q.data?.rows ?? [];
  const name = q.data ? `${q.data.event.code} ${i18n.language === 'zh-CN' ? q.data.event.nameZh : q.data.event.nameEn}` : '';
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <label className={styles.field} htmlFor="data-query-pages-f4">
          <span>{t('tracking.data.days')}</span>
          <RangePicker id="data-query-pages-f4" value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} allowClear={false} />
        </label>
        <label className={styles.field} htmlFor="data-query-pages-f5">
          <span>{t('tracking.data.groupBy')}</span>
          <Select
            id="data-query-pages-f5"
            aria-label={t('tracking.data.groupBy')}
            value={groupBy}
            onChange={(v) => setGroupBy(v as (typeof GROUPS)[number])}
            options={GROUPS.map((g) => ({ value: g, label: t(`tracking.data.by.${g}`) }))}
            style={{ width: 160 }}
          />
        </label>
        <span className={styles.hint}>{softCode ? `${t('tracking.data.softCode')}: ${softCode}` : ''}</span>
      </div>
      {!(eventId > 0) ? <p className={styles.hint}>{t('tracking.data.pickEvent')}</p> : null}
      {q.error ? (
        <p role="alert" className={styles.error}>
          {(q.error as Error).message}
        </p>
      ) : null}
      <ChartCard
        data-testid="data-chart"
        title={name || t('tracking.data.detail')}
        loading={q.isFetching}
        kind={groupBy === 'day' || groupBy === 'hour' ? 'line' : 'bar'}
        xName={t(`tracking.data.by.${groupBy}`)}
        yName={t('tracking.data.events')}
        dimensions={rows.map((r) => ({ key: r.key, label: r.key || '-' }))}
        series={[
          { key: 'events', label: t('tracking.data.events'), values: rows.map((r) => r.events) },
          { key: 'devices', label: t('tracking.data.devices'), values: rows.map((r) => r.devices) },
        ]}
      />
    </div>
  );
}
