import { aiQueryLogResource, errorLogResource, hiddenBackupResource, requestLogResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { JsonBlock } from '../components/json-block';

/** /logManage/requestLog: every API request (never its body); search by time, user, module, status, device. */
export function RequestLogPage() {
  return <ResourceListPage def={requestLogResource} />;
}

/** /logManage/logList: the requests the server could not answer, with their error and stack. */
export function ErrorLogPage() {
  return <ResourceListPage def={errorLogResource} />;
}

/** /logManage/AiQueryLog: the questions customers asked the AI assistant and how it answered. */
export function AiQueryLogPage() {
  return <ResourceListPage def={aiQueryLogResource} />;
}

/** /logManage/hiddenDataBackup: data hidden from customers' view, kept whole; the detail shows it. */
export function HiddenBackupPage() {
  return <ResourceListPage def={hiddenBackupResource} fields={{ payload: { render: (_, record) => <JsonBlock name="payload" record={record} /> } }} />;
}
