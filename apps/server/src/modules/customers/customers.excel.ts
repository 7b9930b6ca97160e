import type { TCustomer, TCustomerExportQuery } from '@diagops/contracts';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { customers } from './customers.tables';
import { customerPage, presentCustomers } from './staff.repository';

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const CLASS = { normal: h('普通用户', 'Normal'), beta: h('测试用户', 'Beta') } as const;
const STATUS = { enabled: h('启用', 'Enabled'), disabled: h('停用', 'Disabled') } as const;

const columns: XlsxColumn<TCustomer>[] = [
  { key: 'id', header: h('用户ID', 'Customer ID'), width: 10, value: (r) => String(r.id) },
  { key: 'account', header: h('账号', 'Account'), width: 28, value: (r) => r.account },
  { key: 'email', header: h('邮箱', 'E-mail'), width: 28, value: (r) => r.email },
  { key: 'phone', header: h('手机号', 'Phone'), width: 16, value: (r) => r.phone },
  { key: 'name', header: h('姓名', 'Name'), value: (r) => r.name },
  { key: 'country', header: h('国家', 'Country'), width: 8, value: (r) => r.country },
  { key: 'classification', header: h('用户分类', 'Classification'), width: 10, value: (r, lang) => CLASS[r.classification][lang] },
  { key: 'status', header: h('状态', 'Status'), width: 10, value: (r, lang) => STATUS[r.status][lang] },
  { key: 'points', header: h('积分', 'Points'), width: 10, value: (r) => String(r.points) },
  { key: 'boundSnCount', header: h('绑定SN数', 'Bound SNs'), width: 10, value: (r) => String(r.boundSnCount) },
  { key: 'labels', header: h('标签', 'Labels'), width: 30, value: (r, lang) => r.labels.map((l) => (lang === 'zh-CN' ? l.nameZh : l.nameEn)).join(', ') },
  { key: 'registeredAt', header: h('注册时间', 'Registered'), width: 22, value: (r) => r.registeredAt.replace('T', ' ').slice(0, 19) },
];

/** The export shows phones masked: it has no caller to ask for the full-phone permission. */
export const customerExport: ExportSpec<TCustomerExportQuery, TCustomer> = registerExport({
  subject: 'customer',
  fileName: h('用户信息', 'Customers'),
  sheetName: h('用户信息', 'Customers'),
  columns,
  count: (db, q) => customerPage.count(db, q),
  fetch: async (db, q, limit, offset, after) => {
    const page = customerPage.seek(q, after, offset);
    const rows = await db
      .select()
      .from(customers)
      .where(page.where)
      .orderBy(...customerPage.orderBy(q))
      .limit(limit)
      .offset(page.offset);
    return presentCustomers(db, rows, false);
  },
  keyOf: (r) => r.id,
});
