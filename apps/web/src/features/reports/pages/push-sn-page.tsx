import { PushForm } from '../components/push-form';

/** /testReportManage/pushSN: a report's summary to the owners of SNs. */
export default function PushSnPage() {
  return <PushForm target="sns" />;
}
