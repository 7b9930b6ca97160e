import { REPORT_KINDS, REPORT_RESOURCES, REPORT_ROUTES } from '@diagops/contracts';
import { useLocation } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';

/** A kind's list (diagnosis, battery, thermal, detection, new-energy), chosen by the route; diagnosis times show in UTC (UTIL-08). */
export default function ReportListPage() {
  const { pathname } = useLocation();
  const kind = REPORT_KINDS.find((k) => REPORT_ROUTES[k].list === pathname) ?? 'diagnosis';
  return <ResourceListPage key={kind} def={REPORT_RESOURCES[kind]} />;
}
