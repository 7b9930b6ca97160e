import type { TRefundExportQuery, TRefundRecord } from '@diagops/contracts';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { refundRecords } from './feedback.tables';
import { listRows } from './list-export';
import { presentRf, refundPage } from './settings.service';

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const STATUS = { pending: h('待处理', 'Pending'), refunded: h('已退款', 'Refunded'), rejected: h('已拒绝', 'Rejected') } as const;

const columns: XlsxColumn<TRefundRecord>[] = [
  { key: 'orderNo', header: h('订单号', 'Order no.'), width: 20, value: (r) => r.orderNo },
  { key: 'customerAccount', header: h('用户', 'Customer'), width: 26, value: (r) => r.customerAccount },
  { key: 'sn', header: h('SN', 'SN'), width: 16, value: (r) => r.sn },
  { key: 'amount', header: h('金额', 'Amount'), width: 12, value: (r) => r.amount.toFixed(2) },
  { key: 'currency', header: h('币种', 'Currency'), width: 8, value: (r) => r.currency },
  { key: 'reason', header: h('原因', 'Reason'), width: 40, value: (r) => r.reason },
  { key: 'status', header: h('状态', 'Status'), width: 10, value: (r, l) => STATUS[r.status][l] },
  { key: 'createTime', header: h('时间', 'Time'), width: 20, value: (r) => r.createTime.replace('T', ' ').slice(0, 19) },
  { key: 'cardNo', header: h('卡号', 'Card no.'), width: 20, value: (r) => r.cardNo },
  { key: 'operatorName', header: h('操作人', 'Operator'), width: 16, value: (r) => r.operatorName },
];

/** The refund list's filters as xlsx: at most 10,000 rows (61009, counted before anything is written). */
export const refundExport: ExportSpec<TRefundExportQuery, TRefundRecord> = registerExport({
  subject: 'feedback-refunds',
  fileName: h('退款记录', 'Refund records'),
  sheetName: h('退款记录', 'Refund records'),
  columns,
  ...listRows(refundPage, refundRecords, presentRf),
});
