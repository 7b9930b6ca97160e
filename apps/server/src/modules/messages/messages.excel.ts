import type { TSendRecord, TSendRecordExportQuery } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { customerColumns } from '../customers';
import { presentRecord, recordPage } from './messages.repository';
import { messageRecords, messageSends } from './messages.tables';

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const CHANNEL = { station: h('站内信', 'In-station'), push: h('推送', 'Push'), email: h('邮件', 'E-mail') } as const;
const STATUS = {
  pending: h('待发送', 'Pending'),
  success: h('成功', 'Sent'),
  failed: h('失败', 'Failed'),
  withdrawn: h('已撤回', 'Withdrawn'),
} as const;
const YES = h('是', 'Yes');
const NO = h('否', 'No');
const yesNo = (v: boolean, l: 'zh-CN' | 'en-US') => (v ? YES : NO)[l];
const time = (s: string | null) => (s ? s.replace('T', ' ').slice(0, 19) : '');

type Row = TSendRecord & { clicks: number };

/** MSG-21 fields and the per-record statistics of MSG-22 (delivered, clicks, read, deleted). */
const columns: XlsxColumn<Row>[] = [
  { key: 'id', header: h('记录ID', 'Record ID'), width: 12, value: (r) => r.id },
  { key: 'batchSerial', header: h('批次流水号', 'Batch serial no.'), width: 22, value: (r) => r.batchSerial },
  { key: 'messageId', header: h('消息ID', 'Message ID'), width: 10, value: (r) => r.messageId },
  { key: 'sender', header: h('发送人', 'Sender'), width: 14, value: (r) => r.sender },
  { key: 'customerAccount', header: h('目标用户', 'Target user'), width: 28, value: (r) => r.customerAccount ?? String(r.customerId) },
  { key: 'channel', header: h('渠道', 'Channel'), width: 10, value: (r, l) => CHANNEL[r.channel][l] },
  { key: 'status', header: h('状态', 'Status'), width: 10, value: (r, l) => STATUS[r.status][l] },
  { key: 'delivered', header: h('送达', 'Delivered'), width: 8, value: (r, l) => yesNo(r.delivered, l) },
  { key: 'clicked', header: h('点击', 'Clicked'), width: 8, value: (r, l) => yesNo(r.clicked, l) },
  { key: 'clicks', header: h('点击次数', 'Clicks'), width: 10, value: (r) => r.clicks },
  { key: 'read', header: h('已读', 'Read'), width: 8, value: (r, l) => yesNo(r.read, l) },
  { key: 'deleted', header: h('已删除', 'Deleted'), width: 8, value: (r, l) => yesNo(r.deleted, l) },
  { key: 'attempts', header: h('尝试次数', 'Attempts'), width: 10, value: (r) => r.attempts },
  { key: 'remarks', header: h('备注', 'Remarks'), width: 40, value: (r) => r.remarks },
  { key: 'deliverTime', header: h('送达时间(GMT)', 'Delivered at (GMT)'), width: 20, value: (r) => time(r.deliverTime) },
  { key: 'createTime', header: h('创建时间(GMT)', 'Created at (GMT)'), width: 20, value: (r) => time(r.createTime) },
];

/** The send records of /messageCenter/sendRecord as xlsx: the list's filters and order, streamed, at most 10,000 rows (61009). */
export const sendRecordExport: ExportSpec<TSendRecordExportQuery, Row> = registerExport({
  subject: 'message-records',
  fileName: h('发送记录', 'Send records'),
  sheetName: h('发送记录', 'Send records'),
  columns,
  count: (db, q) => recordPage.count(db, q),
  fetch: async (db, q, limit, offset, after) => {
    const page = recordPage.seek(q, after, offset);
    const rows = await db
      .select({ r: messageRecords, batchSerial: messageSends.batchSerial, sender: messageSends.sender, account: customerColumns.account })
      .from(messageRecords)
      .innerJoin(messageSends, eq(messageSends.id, messageRecords.sendId))
      .leftJoin(customerColumns, eq(customerColumns.id, messageRecords.customerId))
      .where(page.where)
      .orderBy(...recordPage.orderBy(q))
      .limit(limit)
      .offset(page.offset);
    return rows.map((x) => ({ ...presentRecord(x.r, x), clicks: x.r.clicks }));
  },
  keyOf: (r) => r.id,
});
