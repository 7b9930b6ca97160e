import { DASHBOARD_ROUTES } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from '../components/dashboard.module.css';
import { DashboardView } from '../components/dashboard-view';
import { SchedulePanel } from '../components/schedule-panel';

const DETAILS = ['product', 'sale', 'user', 'aftersale'] as const;

/** /datascreen/current: the month's totals, a chart of each area, links to the four details, and the scheduled e-mails. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.toString();
  return (
    <>
      <DashboardView kind="current">
        <nav className={styles.links} aria-label={t('dashboard.details')}>
          {DETAILS.map((k) => (
            <Link key={k} to={`${DASHBOARD_ROUTES[k]}${query ? `?${query}` : ''}`} data-testid={`detail-${k}`}>
              {t(`dashboard.title.${k}`)}
            </Link>
          ))}
        </nav>
      </DashboardView>
      <SchedulePanel dashboard="current" />
    </>
  );
}
