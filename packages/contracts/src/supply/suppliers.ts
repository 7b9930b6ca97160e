import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { enabledStates } from '../kit/states';
import { ZCode, ZName, ZRemark, ZText } from '../kit/strings';
import { CURRENCIES } from '../skus/skus';
import { SUPPLIER_PERMISSION, SUPPLIER_ROUTE } from './supply-names';

/** Payment terms a supplier is paid on. */
export const PAYMENT_TERMS = {
  prepaid: ['预付款', 'Prepaid'],
  cashOnDelivery: ['货到付款', 'Cash on delivery'],
  net30: ['月结30天', 'Net 30'],
  net60: ['月结60天', 'Net 60'],
  net90: ['月结90天', 'Net 90'],
} as const;
export type PaymentTerm = keyof typeof PAYMENT_TERMS;
export const ZPaymentTerm = z.enum(Object.keys(PAYMENT_TERMS) as [PaymentTerm, ...PaymentTerm[]]);
/** The currencies a supplier, an account or a price is kept in (the SKUs' list), as select options. */
export const CURRENCY_OPTIONS = Object.fromEntries(CURRENCIES.map((c) => [c, [c, c] as const])) as unknown as Record<
  (typeof CURRENCIES)[number],
  readonly [string, string]
>;
export const ZSupplyCurrency = z.enum(CURRENCIES);
/** A two-letter country code (ISO 3166-1 alpha-2); the server keeps it in capitals. */
export const ZCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code');
export const ZShortText = (max: number) => ZText.trim().max(max);

/**
 * Suppliers (/supply/supplier, /{svc}-supply/supplier/…): the factories and vendors purchase
 * orders are placed with. A new supplier starts enabled; a disabled one takes no new purchase
 * orders and dealers' factory allocations refuse it (73222); its past documents stay.
 */
export const supplierResource = defineResource({
  name: 'supplier',
  label: ['供应商', 'Supplier'],
  api: { service: 'supply', base: '/supplier' },
  screen: {
    route: SUPPLIER_ROUTE,
    forms: 'dialog',
    menu: { parent: '/supply', icon: 'ShopOutlined', sortOrder: 10, label: ['供应商', 'Suppliers'] },
    rowName: ['nameZh', 'nameEn'],
    widths: { state: 90, actions: 220 },
  },
  fields: {
    code: {
      schema: ZCode,
      label: ['供应商编码', 'Supplier code'],
      filter: 'prefix',
      sort: true,
      list: { width: 140, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 200 } },
    nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 220 } },
    contact: { schema: ZShortText(64).optional(), label: ['联系人', 'Contact'], list: { width: 110 } },
    phone: { schema: ZShortText(32).optional(), label: ['电话', 'Phone'], list: { width: 140 } },
    email: { schema: z.email('a valid e-mail address').max(128).optional(), label: ['邮箱', 'E-mail'], list: { width: 180 } },
    country: { schema: ZCountryCode.optional(), label: ['国家/地区', 'Country'], filter: 'eq', list: { width: 100 }, xlsx: { example: 'CN' } },
    currency: {
      schema: ZSupplyCurrency,
      label: ['结算币种', 'Currency'],
      kind: 'select',
      options: { values: CURRENCY_OPTIONS },
      filter: 'eq',
      list: { width: 90 },
    },
    paymentTerms: {
      schema: ZPaymentTerm,
      label: ['付款条件', 'Payment terms'],
      kind: 'select',
      options: { values: PAYMENT_TERMS },
      filter: 'eq',
      list: { width: 120 },
    },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
  },
  filters: { name: { label: ['名称', 'Name'], prefixOf: ['nameZh', 'nameEn'] } },
  states: enabledStates(['供应商', 'Supplier'], {
    confirm: {
      disable: [
        '停用供应商“{name}”？停用后不能再向它下采购单，经销商的工厂调拨也不能再选择它；已有单据不受影响。',
        'Disable the supplier "{name}"? No new purchase orders or factory allocations can use it; existing documents stay.',
      ],
    },
  }),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: SUPPLIER_PERMISSION,
  permissionNoun: ['供应商', 'suppliers'],
  permissionLabels: { status: ['启用与停用供应商', 'Enable and disable suppliers'] },
  defaultSort: { field: 'code', order: 'asc' },
});

export const SUPPLIER_CONTRACTS = /* @__PURE__ */ resourceContracts(supplierResource);
export type TSupplier = z.infer<typeof SUPPLIER_CONTRACTS.ZRow>;
export const SUPPLIER_PERMISSIONS = /* @__PURE__ */ resourcePermissions(supplierResource);
