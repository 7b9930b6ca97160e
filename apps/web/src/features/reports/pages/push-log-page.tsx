import { reportPushResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /testReportManage/pushLog: every push of a report's summary, its recipients, who pushed it and how far it got. */
export default function PushLogPage() {
  return <ResourceListPage def={reportPushResource} />;
}
