import { FINANCE_REPORT_ROUTES, type TFinanceReportKey } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ReportFrame } from '../components/report-frame';

const DETAIL = FINANCE_REPORT_ROUTES.pointsDetail.replace('/{recordNo?}', '');
/** Reports whose rows are points entries: each opens the points detail of its record. */
const WITH_DETAIL = new Set<TFinanceReportKey>(['pointsDetail', 'pointsObtained', 'pointsUsage', 'pointsInventory']);

/** Which report a path is (the points detail with or without its record). */
export function reportOfPath(path: string): TFinanceReportKey | undefined {
  if (path.startsWith(DETAIL)) return 'pointsDetail';
  return (Object.entries(FINANCE_REPORT_ROUTES) as Array<[TFinanceReportKey, string]>).find(([, p]) => p === path)?.[0];
}

/** Every finance report but the rules: the shared frame for the report its path names. */
export default function ReportPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { recordNo } = useParams();
  const key = reportOfPath(pathname);
  if (!key) return null;
  const record = key === 'pointsDetail' && recordNo ? Number(recordNo) : undefined;
  return (
    <ReportFrame
      key={`${key}-${record ?? ''}`}
      reportKey={key}
      recordNo={record}
      rowAction={
        WITH_DETAIL.has(key)
          ? {
              title: t('finance.detail.open'),
              render: (r) =>
                r.recordNo ? (
                  <Link to={`${DETAIL}/${r.recordNo}${search}`} data-testid="finance-record-link">
                    {t('finance.detail.open')}
                  </Link>
                ) : null,
            }
          : undefined
      }
    >
      {record ? (
        <div>
          {t('finance.detail.record')}: <strong data-testid="finance-record">{record}</strong> ·{' '}
          <Link to={`${DETAIL}${search}`}>{t('finance.detail.all')}</Link>
        </div>
      ) : null}
    </ReportFrame>
  );
}
