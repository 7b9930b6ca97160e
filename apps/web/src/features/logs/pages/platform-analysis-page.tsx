import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../shared/kit/lazy-pickers';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input } from '../../../shared/ui/input';
import { getPlatformAnalysis } from '../api/platform-analysis';
import styles from './platform-analysis-page.module.css';

type Window = { from: string; to: string; module?: string };
const lastDay = (): Window => ({ from: dayjs().subtract(1, 'day').toISOString(), to: dayjs().toISOString() });
const percent = (v: number) => `${(v * 100).toFixed(2)}%`;

/** /logManage/platformAnalysis: the request log of a window (at most 31 days) summed per module, per route and per day. */
export default function PlatformAnalysisPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(1, 'day'), dayjs()]);
  const [module, setModule] = useState('');
  const [asked, setAsked] = useState<Window>(lastDay);
  const q = useQuery({ queryKey: ['platformAnalysis', asked], queryFn: () => getPlatformAnalysis(asked), retry: false });
  const n = (v: number) => v.toLocaleString(i18n.language);
  const totalsColumns = [
    { title: t('logs.analysis.requests'), dataIndex: 'requests', align: 'right' as const, render: (v: number) => n(v) },
    { title: t('logs.analysis.failed'), dataIndex: 'failed', align: 'right' as const, render: (v: number) => n(v) },
    { title: t('logs.analysis.refused'), dataIndex: 'refused', align: 'right' as const, render: (v: number) => n(v) },
    { title: t('logs.analysis.errorRate'), dataIndex: 'errorRate', align: 'right' as const, render: (v: number) => percent(v) },
    { title: t('logs.analysis.p50'), dataIndex: 'p50Ms', align: 'right' as const },
    { title: t('logs.analysis.p95'), dataIndex: 'p95Ms', align: 'right' as const },
    { title: t('logs.analysis.max'), dataIndex: 'maxMs', align: 'right' as const },
  ];
  const data = q.data;
  const tiles = data
    ? [
        [t('logs.analysis.requests'), n(data.totals.requests)],
        [t('logs.analysis.errorRate'), percent(data.totals.errorRate)],
        [t('logs.analysis.p50'), `${data.totals.p50Ms} ms`],
        [t('logs.analysis.p95'), `${data.totals.p95Ms} ms`],
      ]
    : [];
  return (
    <div className={styles.page}>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ from: range[0].toISOString(), to: range[1].toISOString(), ...(module.trim() ? { module: module.trim() } : {}) });
        }}
      >
        <div className={styles.field}>
          <label htmlFor="analysis-window">{t('logs.analysis.window')}</label>
          <RangePicker id="analysis-window" showTime value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} allowClear={false} />
        </div>
        <div className={styles.field}>
          <label htmlFor="analysis-module">{t('logs.analysis.module')}</label>
          <Input
            id="analysis-module"
            value={module}
            onChange={(e) => setModule(e.target.value)}
            placeholder={t('logs.analysis.allModules')}
            style={{ width: 180 }}
          />
        </div>
        <Button type="primary" htmlType="submit" loading={q.isFetching} data-testid="analysis-query">
          {t('logs.analysis.query')}
        </Button>
        <span className={styles.hint}>{t('logs.analysis.hint')}</span>
      </form>
      {q.error ? (
        <p role="alert" className={styles.error}>
          {(q.error as Error).message}
        </p>
      ) : null}
      <section className={styles.tiles} aria-label={t('logs.analysis.totals')}>
        {tiles.map(([label, value]) => (
          <div key={label} className={styles.tile}>
            <div className={styles.tileLabel}>{label}</div>
            <div className={styles.tileValue}>{value}</div>
          </div>
        ))}
      </section>
      <h2 className={styles.heading}>{t('logs.analysis.byModule')}</h2>
      <DataTable
        data-testid="analysis-modules"
        rowKey="module"
        loading={q.isFetching}
        size="small"
        columns={[{ title: t('logs.analysis.module'), dataIndex: 'module' }, ...totalsColumns]}
        dataSource={data?.modules ?? []}
      />
      <h2 className={styles.heading}>{t('logs.analysis.slowest')}</h2>
      <DataTable
        rowKey={(r) => `${r.method} ${r.route}`}
        loading={q.isFetching}
        size="small"
        scroll={{ x: 1100 }}
        columns={[
          { title: t('logs.analysis.method'), dataIndex: 'method', width: 80 },
          { title: t('logs.analysis.route'), dataIndex: 'route', width: 320 },
          ...totalsColumns,
        ]}
        dataSource={data?.slowestRoutes ?? []}
      />
      <h2 className={styles.heading}>{t('logs.analysis.perDay')}</h2>
      <DataTable
        rowKey="day"
        loading={q.isFetching}
        size="small"
        columns={[
          { title: t('logs.analysis.day'), dataIndex: 'day' },
          { title: t('logs.analysis.requests'), dataIndex: 'requests', align: 'right' as const, render: (v: number) => n(v) },
          { title: t('logs.analysis.failed'), dataIndex: 'failed', align: 'right' as const, render: (v: number) => n(v) },
        ]}
        dataSource={data?.perDay ?? []}
      />
    </div>
  );
}
