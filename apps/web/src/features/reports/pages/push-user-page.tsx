import { PushForm } from '../components/push-form';

/** /testReportManage/pushUser: a report's summary to customers by account. */
export default function PushUserPage() {
  return <PushForm target="users" />;
}
