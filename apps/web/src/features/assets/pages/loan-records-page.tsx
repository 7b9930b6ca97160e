import { LOAN_RECORDS_ROUTE, loanResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { OverdueCell } from '../components/overdue-cell';

/** /assets/borrowingRecord/recordList: every loan, open or returned, with its search and export. */
export default function LoanRecordsPage() {
  return <ResourceListPage def={loanResource} route={LOAN_RECORDS_ROUTE} noAdd cells={{ overdue: (row) => <OverdueCell row={row} /> }} />;
}
