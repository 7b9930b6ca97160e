import { DASHBOARD_PERMISSION, type DashboardKind } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChartCard, chartText } from '../../../shared/charts';
import { Access } from '../../../shared/components/access';
import { Alert } from '../../../shared/ui/alert';
import { Panel } from '../../../shared/ui/panel';
import { downloadDashboardPdf, getDashboard } from '../api/dashboard-api';
import styles from './dashboard.module.css';
import { readPeriod } from './month-of';
import { PeriodPicker } from './period-picker';

/** A dashboard: its month and zone (kept in the address), the month's totals and its charts, each with a table view. */
export function DashboardView({ kind, children }: { kind: DashboardKind; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { month, zone } = readPeriod(params, Date.now());
  const q = useQuery({ queryKey: ['dashboard', kind, month, zone], queryFn: () => getDashboard(kind, month, zone) });
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const [exporting, setExporting] = useState(false);
  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadDashboardPdf(kind, month, zone);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div data-testid={`dashboard-${kind}`}>
      <div className={styles.head}>
        <h1>{t(`dashboard.title.${kind}`)}</h1>
        <div className={styles.period}>
          <PeriodPicker month={month} zone={zone} onChange={(m, z) => setParams({ month: m, zone: String(z) }, { replace: true })} />
          <Access permission={DASHBOARD_PERMISSION.export}>
            <Button onClick={() => void exportPdf()} loading={exporting} data-testid="dashboard-pdf">
              {t('dashboard.exportPdf')}
            </Button>
          </Access>
        </div>
      </div>
      {children}
      {q.isError && <Alert type="error" showIcon message={t('dashboard.loadFailed')} />}
      <div className={styles.tiles}>
        {(q.data?.tiles ?? []).map((tile) => (
          <Panel key={tile.key} size="small" data-testid={`tile-${tile.key}`}>
            <div className={styles.tileLabel}>{chartText(tile.label, lang)}</div>
            <div className={styles.tileValue}>
              {number.format(tile.value)}
              {tile.unit && <span className={styles.tileUnit}>{chartText(tile.unit, lang)}</span>}
            </div>
          </Panel>
        ))}
      </div>
      <div className={styles.charts}>
        {q.isPending
          ? [1, 2].map((n) => <Panel key={n} loading title=" " />)
          : (q.data?.charts ?? []).map(({ key, ...c }) => <ChartCard key={key} data-testid={`chart-${key}`} {...c} />)}
      </div>
      <p className={styles.note}>{t('dashboard.zoneNote', { zone: zone === 8 ? 'UTC+8' : 'UTC+0' })}</p>
    </div>
  );
}
