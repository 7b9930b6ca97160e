import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../ui/empty';
import { Panel } from '../ui/panel';
import styles from './chart-card.module.css';
import { ChartTable } from './chart-table';
import { type ChartData, type ChartText, chartText } from './chart-types';
import { EChart } from './echart';

export type ChartCardProps = ChartData & {
  title: ChartText;
  /** the chart's height in pixels (280) */
  height?: number;
  /** beside the chart / table switch */
  extra?: ReactNode;
  loading?: boolean;
  /** shown first: the chart (default) or its table */
  defaultView?: 'chart' | 'table';
  'data-testid'?: string;
};

/**
 * A titled chart with a switch to a table of the same numbers. The chart library loads on the
 * first chart shown. Texts (title, axis names, legend, dimension values) are either already in
 * the user's language or bilingual ([zh, en]) and picked here.
 */
export function ChartCard({ title, height = 280, extra, loading, defaultView = 'chart', 'data-testid': testId, ...data }: ChartCardProps) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState(defaultView);
  const heading = chartText(title, i18n.language);
  const empty = data.dimensions.length === 0 || data.series.length === 0;
  const toggle = (
    <fieldset aria-label={t('charts.view', { title: heading })} className={styles.switch}>
      {(['chart', 'table'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`chart-view-${v}`}>
          {t(`charts.${v}`)}
        </button>
      ))}
    </fieldset>
  );
  return (
    <Panel
      title={heading}
      extra={
        <span className={styles.extra}>
          {extra}
          {toggle}
        </span>
      }
      loading={loading}
      data-testid={testId}
    >
      {empty ? (
        <div className={styles.empty} style={{ height: view === 'chart' ? height : undefined }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.noData')} />
        </div>
      ) : view === 'chart' ? (
        <EChart data={data} height={height} />
      ) : (
        <ChartTable data={data} caption={heading} />
      )}
    </Panel>
  );
}
