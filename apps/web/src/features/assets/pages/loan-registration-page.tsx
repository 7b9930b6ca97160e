import { loanResource } from '@diagops/contracts';
import dayjs from 'dayjs';
import { ResourceListPage } from '../../../shared/kit/resource';
import { LendableAssetField } from '../components/lendable-asset-field';
import { OverdueCell } from '../components/overdue-cell';

/** /assets/borrowingRegistration/registrationList: the loans still open; register a borrowing, take an asset back. */
export default function LoanRegistrationPage() {
  return (
    <ResourceListPage
      def={loanResource}
      fixedFilters={{ status: 'open' }}
      fields={{ assetId: { render: (mode) => (mode === 'add' ? <LendableAssetField /> : null) } }}
      cells={{ overdue: (row) => <OverdueCell row={row} /> }}
      initialValues={() => ({ lentDate: dayjs().format('YYYY-MM-DD'), dueDate: dayjs().add(7, 'day').format('YYYY-MM-DD') })}
    />
  );
}
