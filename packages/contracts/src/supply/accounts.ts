import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { enabledStates } from '../kit/states';
import { NAME_MAX, ZName, ZRemark } from '../kit/strings';
import { CURRENCY_OPTIONS, ZShortText, ZSupplyCurrency } from './suppliers';
import { ACCOUNT_PERMISSION, ACCOUNT_ROUTE } from './supply-names';

export const ACCOUNT_KINDS = {
  bank: ['银行账户', 'Bank account'],
  paypal: ['PayPal', 'PayPal'],
  alipay: ['支付宝', 'Alipay'],
  wechatPay: ['微信支付', 'WeChat Pay'],
  other: ['其他', 'Other'],
} as const;
export type AccountKind = keyof typeof ACCOUNT_KINDS;
export const ZAccountKind = z.enum(Object.keys(ACCOUNT_KINDS) as [AccountKind, ...AccountKind[]]);
/** The account number: letters, digits, spaces, - . @ _ (bank numbers, IBANs, e-mail-like wallet ids). */
export const ZAccountNo = ZShortText(64)
  .min(1)
  .regex(/^[A-Za-z0-9@._ -]+$/, 'letters, digits, spaces and - . @ _');
/** SWIFT / BIC: 8 or 11 letters and digits. */
export const ZSwift = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/, '8 or 11 letters and digits');

/** An account number as lists show it: all but the last four characters hidden. */
export function maskAccountNo(no: string): string {
  const s = no.replace(/\s+/g, '');
  if (s.length <= 4) return s;
  return `${'*'.repeat(Math.min(s.length - 4, 12))}${s.slice(-4)}`;
}

/**
 * Basic accounts (/supply/account, /{svc}-supply/account/…): the bank and payment accounts of the
 * company and of its suppliers that purchase orders are paid from and to. Lists show the account
 * number masked (the last four characters); the detail shows it whole.
 */
export const accountResource = defineResource({
  name: 'basicAccount',
  label: ['基础账户', 'Basic account'],
  api: { service: 'supply', base: '/account' },
  screen: {
    route: ACCOUNT_ROUTE,
    forms: 'dialog',
    menu: { parent: '/supply', icon: 'BankOutlined', sortOrder: 20, label: ['基础账户', 'Basic accounts'] },
    formOrder: ['name', 'kind', 'holder', 'bankName', 'accountNo', 'swift', 'currency', 'supplierId', 'remark'],
    rowName: 'name',
    widths: { state: 90, actions: 220 },
  },
  fields: {
    name: { schema: ZName, label: ['账户名称', 'Account name'], filter: 'prefix', sort: true, list: { width: 180, fixed: 'left' } },
    kind: {
      schema: ZAccountKind,
      label: ['账户类型', 'Kind'],
      kind: 'select',
      options: { values: ACCOUNT_KINDS },
      filter: 'eq',
      list: { width: 110 },
      xlsx: { example: 'bank' },
    },
    holder: { schema: ZName, label: ['户名', 'Holder'], filter: 'prefix', list: { width: 180 } },
    bankName: { schema: ZShortText(NAME_MAX).optional(), label: ['开户行', 'Bank'], list: { width: 180 } },
    accountNo: { schema: ZAccountNo, label: ['账号', 'Account number'], list: { width: 180 }, xlsx: { example: '6222020200112233445' } },
    swift: { schema: ZSwift.optional(), label: ['SWIFT/BIC', 'SWIFT/BIC'], list: { width: 120 } },
    currency: {
      schema: ZSupplyCurrency,
      label: ['币种', 'Currency'],
      kind: 'select',
      options: { values: CURRENCY_OPTIONS },
      filter: 'eq',
      list: { width: 90 },
    },
    /** none (null clears it): the company's own account */
    supplierId: {
      schema: ZId.nullable().optional(),
      label: ['所属供应商', 'Supplier'],
      kind: 'select',
      options: { lookup: 'suppliers' },
      filter: 'eq',
      list: false,
      xlsx: { example: '' },
    },
    owner: { schema: z.string(), label: ['所属方', 'Owner'], readOnly: true, list: { width: 180 }, xlsx: false },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
  },
  states: enabledStates(['账户', 'Account']),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: ACCOUNT_PERMISSION,
  permissionNoun: ['基础账户', 'basic accounts'],
  permissionLabels: { status: ['启用与停用基础账户', 'Enable and disable basic accounts'] },
  defaultSort: { field: 'name', order: 'asc' },
});

export const ACCOUNT_CONTRACTS = /* @__PURE__ */ resourceContracts(accountResource);
export type TBasicAccount = z.infer<typeof ACCOUNT_CONTRACTS.ZRow>;
export const ACCOUNT_PERMISSIONS = /* @__PURE__ */ resourcePermissions(accountResource);
