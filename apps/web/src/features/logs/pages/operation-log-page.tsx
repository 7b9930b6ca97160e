import { operationLogResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { ChangeDiff } from '../components/change-diff';

/** /logManage/operationLog: every change, who made it and when; the detail shows the fields it changed. */
export default function OperationLogPage() {
  return (
    <ResourceListPage
      def={operationLogResource}
      fields={{ before: { render: (_, record) => <ChangeDiff record={record} /> }, after: { render: () => null } }}
    />
  );
}
