import { DASHBOARD_KINDS, DASHBOARD_ROUTES, type DashboardKind } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from '../components/dashboard.module.css';
import { DashboardView } from '../components/dashboard-view';
import { SchedulePanel } from '../components/schedule-panel';

/** /datascreen/{product,sale,user,aftersale}/detail: one area's charts and tables for the month. */
export default function DashboardDetailPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const kind = (DASHBOARD_KINDS.find((k) => DASHBOARD_ROUTES[k] === pathname) ?? 'product') as DashboardKind;
  return (
    <>
      <DashboardView key={kind} kind={kind}>
        <nav className={styles.links} aria-label={t('dashboard.details')}>
          <Link to={`${DASHBOARD_ROUTES.current}${search}`} data-testid="back-to-dashboard">
            {t('dashboard.back')}
          </Link>
        </nav>
      </DashboardView>
      <SchedulePanel dashboard={kind} />
    </>
  );
}
