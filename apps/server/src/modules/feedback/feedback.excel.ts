import type { TFeedback, TFeedbackExportQuery } from '@diagops/contracts';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { feedbackPage, presentFeedback, visibleFilters } from './feedback.repository';
import { feedback } from './feedback.tables';
import { listRows } from './list-export';

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const V = { pending: h('待确认', 'To be confirmed'), valid: h('有效', 'Valid'), invalid: h('无效', 'Invalid') } as const;
const S = {
  unanswered: h('未回复', 'Unanswered'),
  answered: h('已回复', 'Answered'),
  processing: h('处理中', 'Processing'),
  resolved: h('已解决', 'Resolved'),
  deleted: h('已删除', 'Deleted'),
  userDeleted: h('用户已删除', 'Deleted by user'),
  toBeClosed: h('待关闭', 'To be closed'),
  closed: h('已关闭', 'Closed'),
  reactivated: h('已激活', 'Reactivated'),
} as const;
const time = (s: string | null) => (s ? s.replace('T', ' ').slice(0, 19) : '');

const columns: XlsxColumn<TFeedback>[] = [
  { key: 'seqNo', header: h('序号', 'Sequence no.'), width: 20, value: (r) => r.seqNo },
  { key: 'appName', header: h('应用名称', 'App name'), width: 16, value: (r) => r.appName },
  { key: 'feedbackType', header: h('反馈类型', 'Feedback type'), width: 12, value: (r) => r.feedbackType },
  { key: 'language', header: h('语言', 'Language'), width: 8, value: (r) => r.language },
  { key: 'questionType', header: h('问题类型', 'Question type'), width: 16, value: (r) => r.questionType },
  { key: 'title', header: h('标题', 'Title'), width: 30, value: (r) => r.title },
  { key: 'content', header: h('内容', 'Content'), width: 50, value: (r) => r.content },
  { key: 'userEmail', header: h('用户邮箱', 'User e-mail'), width: 26, value: (r) => r.userEmail },
  { key: 'feedbackTime', header: h('反馈时间', 'Feedback time'), width: 20, value: (r) => time(r.feedbackTime) },
  { key: 'sn', header: h('SN', 'SN'), width: 16, value: (r) => r.sn },
  { key: 'vin', header: h('VIN', 'VIN'), width: 20, value: (r) => r.vin },
  { key: 'urgency', header: h('紧急程度', 'Urgency'), width: 12, value: (r) => r.urgency },
  { key: 'validity', header: h('有效性', 'Validity'), width: 10, value: (r, l) => V[r.validity][l] },
  { key: 'status', header: h('状态', 'Status'), width: 12, value: (r, l) => S[r.status][l] },
  { key: 'handlerName', header: h('处理人', 'Handler'), width: 14, value: (r) => r.handlerName },
  { key: 'tags', header: h('标签', 'Tags'), width: 24, value: (r) => r.tags.join(', ') },
  { key: 'expectedVersion', header: h('预计解决版本', 'Expected version'), width: 14, value: (r) => r.expectedVersion },
  { key: 'bugTrackerKey', header: h('缺陷编号', 'Bug-tracker id'), width: 14, value: (r) => r.bugTrackerKey },
  {
    key: 'firstResponseMinutes',
    header: h('首次响应(分钟)', 'First response (min)'),
    width: 14,
    value: (r) => (r.firstResponseMinutes == null ? '' : String(r.firstResponseMinutes)),
  },
  {
    key: 'resolutionMinutes',
    header: h('解决用时(分钟)', 'Resolution (min)'),
    width: 14,
    value: (r) => (r.resolutionMinutes == null ? '' : String(r.resolutionMinutes)),
  },
];

/** FB-22: at most 10,000 rows (61009, counted before anything is written). */
export const feedbackExport: ExportSpec<TFeedbackExportQuery, TFeedback> = registerExport({
  subject: 'feedback',
  fileName: h('问题反馈', 'Feedback'),
  sheetName: h('问题反馈', 'Feedback'),
  columns,
  // the queue's rows: deleted and user-deleted only when the status filter asks for them
  ...listRows(
    {
      count: (db, q: TFeedbackExportQuery) => feedbackPage.count(db, visibleFilters(q)),
      seek: (q: TFeedbackExportQuery, after, offset) => feedbackPage.seek(visibleFilters(q), after, offset),
      orderBy: (q: TFeedbackExportQuery) => feedbackPage.orderBy(visibleFilters(q)),
    },
    feedback,
    (r) => presentFeedback(r, Date.now()),
  ),
});
