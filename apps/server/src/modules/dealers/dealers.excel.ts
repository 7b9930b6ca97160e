import type { Language, TDealer, TDealerExportQuery, TProfit, TProfitExportQuery } from '@diagops/contracts';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { dealerPage, presentDealer, presentProfit, profitPage, selectDealers, selectProfits } from './dealers.repository';
import type { DealerScope } from './dealers.scope';

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const STATUS = { enabled: h('启用', 'Enabled'), disabled: h('禁用', 'Disabled') } as const;
const time = (s: string) => s.replace('T', ' ').slice(0, 19);

/** An export reads only the caller's part of the network: the scope travels with the query (also into a job). */
export type Scoped<Q> = { query: Q; scope: DealerScope; lang: Language };

const dealerColumns: XlsxColumn<TDealer>[] = [
  { key: 'code', header: h('经销商编码', 'Dealer code'), value: (r) => r.code },
  { key: 'name', header: h('经销商名称', 'Dealer name'), width: 24, value: (r) => r.name },
  { key: 'level', header: h('级别', 'Level'), width: 8, value: (r) => r.level },
  { key: 'parentName', header: h('上级经销商', 'Parent dealer'), width: 24, value: (r) => r.parentName },
  { key: 'account', header: h('账号', 'Account'), value: (r) => r.account },
  { key: 'status', header: h('状态', 'Status'), width: 10, value: (r, lang) => STATUS[r.status][lang] },
  { key: 'areaName', header: h('区域', 'Area'), value: (r) => r.areaName },
  { key: 'contactName', header: h('联系人', 'Contact'), value: (r) => r.contactName },
  { key: 'email', header: h('邮箱', 'E-mail'), width: 24, value: (r) => r.email },
  { key: 'serviceTeamName', header: h('服务团队', 'Service team'), value: (r) => r.serviceTeamName },
  {
    key: 'doiRegistered',
    header: h('DOI资质', 'DOI qualification'),
    value: (r, lang) => (r.doiRegistered ? h('已注册', 'Registered') : h('未注册', 'Not registered'))[lang],
  },
  { key: 'createTime', header: h('创建时间', 'Created'), width: 22, value: (r) => time(r.createTime) },
];

export const dealerExport: ExportSpec<Scoped<TDealerExportQuery>, TDealer> = registerExport({
  subject: 'dealers',
  fileName: h('经销商', 'Dealers'),
  sheetName: h('经销商', 'Dealers'),
  columns: dealerColumns,
  count: (db, s) => dealerPage.count(db, s.query, s.scope),
  fetch: async (db, s, limit, offset, after) => {
    const page = dealerPage.seek(s.query, after, offset, s.scope);
    const rows = await selectDealers(db)
      .where(page.where)
      .orderBy(...dealerPage.orderBy(s.query))
      .limit(limit)
      .offset(page.offset);
    return rows.map(presentDealer);
  },
  keyOf: (r) => r.id,
});

const profitColumns: XlsxColumn<TProfit>[] = [
  { key: 'period', header: h('期间', 'Period'), width: 10, value: (r) => r.period },
  { key: 'dealerCode', header: h('经销商编码', 'Dealer code'), value: (r) => r.dealerCode },
  { key: 'dealerName', header: h('经销商名称', 'Dealer name'), width: 24, value: (r) => r.dealerName },
  { key: 'skuCode', header: h('SKU编码', 'SKU code'), value: (r) => r.skuCode },
  { key: 'skuName', header: h('SKU名称', 'SKU name'), width: 24, value: (r) => r.skuName },
  { key: 'quantity', header: h('数量', 'Quantity'), width: 10, value: (r) => r.quantity },
  { key: 'salesAmount', header: h('销售额', 'Sales'), width: 12, value: (r) => r.salesAmount },
  { key: 'ratio', header: h('分润比例(%)', 'Ratio (%)'), width: 12, value: (r) => r.ratio },
  { key: 'profitAmount', header: h('分润金额', 'Profit'), width: 12, value: (r) => r.profitAmount },
];

export const profitExport: ExportSpec<Scoped<TProfitExportQuery>, TProfit> = registerExport({
  subject: 'dealerProfits',
  fileName: h('分润明细', 'Profit details'),
  sheetName: h('分润明细', 'Profit details'),
  columns: profitColumns,
  count: (db, s) => profitPage.count(db, s.query, s.scope),
  fetch: async (db, s, limit, offset) => {
    // the order (period) may repeat: read by offset
    const rows = await selectProfits(db, s.lang)
      .where(profitPage.where(s.query, s.scope))
      .orderBy(...profitPage.orderBy(s.query))
      .limit(limit)
      .offset(offset);
    return rows.map(presentProfit);
  },
});
