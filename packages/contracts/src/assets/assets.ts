import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { NAME_MAX, ZCode, ZMoney, ZName, ZRemark, ZText } from '../kit/strings';
import { ASSET_PERMISSION, ASSETS_ROUTE, LOAN_PERMISSION, LOAN_REGISTRATION_ROUTE } from './asset-names';

/**
 * Assets and borrowing (/assets/*, business.md §2): the company's tools, laptops, vehicles and
 * benches, lent to staff and given back. An asset is in stock, lent, under repair or
 * scrapped; a loan (a borrowing registration) lends an asset in stock to a borrower until a
 * due date, and its return records the condition the asset came back in.
 */
export const ASSET_CATEGORIES = {
  diagnosticTool: ['诊断设备', 'Diagnostic tool'],
  computer: ['电脑', 'Computer'],
  vehicle: ['车辆', 'Vehicle'],
  testBench: ['测试台架', 'Test bench'],
  instrument: ['仪器仪表', 'Instrument'],
  other: ['其他', 'Other'],
} as const;
const ZOptionalText = ZText.trim().max(NAME_MAX).optional();

export const assetResource = defineResource({
  name: 'asset',
  label: ['资产', 'Asset'],
  api: { service: 'asset', base: '/asset' },
  screen: {
    route: ASSETS_ROUTE,
    formBase: '/assets',
    menu: { parent: '/assets', icon: 'ContainerOutlined', sortOrder: 1, label: ['资产列表', 'Assets'] },
    forms: 'routes',
  },
  fields: {
    code: {
      schema: ZCode,
      label: ['资产编号', 'Asset number'],
      filter: 'prefix',
      sort: true,
      list: { width: 150, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    name: { schema: ZName, label: ['资产名称', 'Asset name'], filter: 'prefix', sort: true, list: { width: 180 } },
    category: {
      schema: z.enum(Object.keys(ASSET_CATEGORIES) as [keyof typeof ASSET_CATEGORIES]),
      label: ['资产类别', 'Category'],
      kind: 'select',
      options: { values: ASSET_CATEGORIES },
      filter: 'eq',
      list: { width: 120 },
    },
    model: { schema: ZOptionalText, label: ['规格型号', 'Model'], list: { width: 140 } },
    serialNo: { schema: ZOptionalText, label: ['序列号', 'Serial number'], filter: 'prefix', list: { width: 160 } },
    location: { schema: ZOptionalText, label: ['存放位置', 'Location'], list: { width: 140 } },
    purchaseDate: {
      schema: z.iso.date().optional(),
      label: ['购置日期', 'Purchase date'],
      kind: 'date',
      filter: 'dateRange',
      sort: true,
      list: { width: 120 },
    },
    price: { schema: ZMoney.optional(), label: ['购置金额', 'Purchase price'], kind: 'money', list: { width: 120 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    borrower: { schema: z.string(), label: ['当前借用人', 'Borrower'], readOnly: true, list: { width: 120 }, xlsx: false },
    dueDate: { schema: z.string(), label: ['应还日期', 'Due date'], kind: 'date', readOnly: true, list: { width: 120 }, xlsx: false },
    overdue: { schema: z.boolean(), label: ['逾期', 'Overdue'], kind: 'switch', readOnly: true, filter: 'eq', list: { width: 90 }, xlsx: false },
  },
  states: {
    field: 'status',
    initial: 'inStock',
    values: {
      inStock: { label: ['在库', 'In stock'], color: 'success' },
      lent: { label: ['借出', 'Lent'], color: 'processing' },
      repairing: { label: ['维修中', 'Under repair'], color: 'warning' },
      scrapped: { label: ['已报废', 'Scrapped'], color: 'default' },
    },
    transitions: {
      repair: { from: ['inStock'], to: 'repairing', label: ['送修', 'Send to repair'], permission: 'maintain', reason: true },
      repaired: { from: ['repairing'], to: 'inStock', label: ['修复入库', 'Back from repair'], permission: 'maintain' },
      scrap: { from: ['inStock', 'repairing'], to: 'scrapped', label: ['报废', 'Scrap'], permission: 'scrap', reason: true, danger: true },
    },
    events: { lend: ['借出', 'Lent'], giveBack: ['归还', 'Returned'] },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: ASSET_PERMISSION,
  permissionLabels: {
    view: ['查看资产', 'View assets'],
    export: ['导出资产', 'Export assets'],
    import: ['导入资产', 'Import assets'],
    maintain: ['资产送修与修复', 'Send assets to repair and back'],
    scrap: ['报废资产', 'Scrap assets'],
  },
  defaultSort: { field: 'code', order: 'asc' },
});

export const LOAN_CONDITIONS = {
  good: ['完好', 'Good'],
  worn: ['有磨损', 'Worn'],
  damaged: ['损坏', 'Damaged'],
} as const;
export const ZLoanCondition = z.enum(Object.keys(LOAN_CONDITIONS) as [keyof typeof LOAN_CONDITIONS]);

/** A borrowing: registered (open) until the asset comes back (returned); overdue while open past its due date. */
export const loanResource = defineResource({
  name: 'assetLoan',
  label: ['借用登记', 'Borrowing'],
  api: { service: 'asset', base: '/loan' },
  screen: {
    route: LOAN_REGISTRATION_ROUTE,
    menu: { parent: '/assets', icon: 'SolutionOutlined', sortOrder: 2, label: ['借用登记', 'Borrowing registration'] },
    forms: 'dialog',
  },
  fields: {
    assetId: {
      schema: ZId,
      label: ['资产', 'Asset'],
      kind: 'select',
      options: { lookup: 'lendableAssets' },
      list: false,
      xlsx: false,
      form: { lockedOnEdit: true },
    },
    assetCode: { schema: z.string(), label: ['资产编号', 'Asset number'], readOnly: true, list: { width: 150, fixed: 'left' } },
    assetName: { schema: z.string(), label: ['资产名称', 'Asset name'], readOnly: true, list: { width: 160 } },
    borrower: { schema: ZName, label: ['借用人', 'Borrower'], filter: 'prefix', sort: true, list: { width: 120 } },
    lentDate: { schema: z.iso.date(), label: ['借出日期', 'Lent on'], kind: 'date', filter: 'dateRange', sort: true, list: { width: 120 } },
    dueDate: { schema: z.iso.date(), label: ['应还日期', 'Due date'], kind: 'date', sort: true, list: { width: 120 } },
    purpose: { schema: ZRemark.optional(), label: ['借用用途', 'Purpose'], kind: 'textarea', list: false, form: { span: 24 } },
    returnedDate: { schema: z.string(), label: ['归还日期', 'Returned on'], kind: 'date', readOnly: true, list: { width: 120 } },
    returnCondition: {
      schema: z.string(),
      label: ['归还状况', 'Condition on return'],
      kind: 'select',
      options: { values: LOAN_CONDITIONS },
      readOnly: true,
      list: { width: 120 },
    },
    overdue: { schema: z.boolean(), label: ['逾期', 'Overdue'], kind: 'switch', readOnly: true, filter: 'eq', list: { width: 90 } },
  },
  states: {
    field: 'status',
    initial: 'open',
    values: { open: { label: ['借用中', 'On loan'], color: 'processing' }, returned: { label: ['已归还', 'Returned'], color: 'success' } },
    transitions: {
      giveBack: {
        from: ['open'],
        to: 'returned',
        label: ['归还', 'Return'],
        permission: 'lend',
        input: {
          returnCondition: { schema: ZLoanCondition, label: ['归还状况', 'Condition on return'], kind: 'select', options: { values: LOAN_CONDITIONS } },
          returnRemark: { schema: ZRemark.trim().optional(), label: ['归还说明', 'Return note'], kind: 'textarea' },
        },
      },
    },
  },
  ops: ['page', 'detail', 'save', 'export'],
  permissions: LOAN_PERMISSION,
  permissionLabels: {
    view: ['查看借用记录', 'View borrowings'],
    add: ['借出与归还资产', 'Lend and take back assets'],
    export: ['导出借用记录', 'Export borrowings'],
  },
  defaultSort: { field: 'lentDate', order: 'desc' },
});

export const ASSET_CONTRACTS = /* @__PURE__ */ resourceContracts(assetResource);
export const LOAN_CONTRACTS = /* @__PURE__ */ resourceContracts(loanResource);
export type TAsset = z.infer<typeof ASSET_CONTRACTS.ZRow>;
export type TAssetLoan = z.infer<typeof LOAN_CONTRACTS.ZRow>;
export const ASSET_PERMISSIONS = /* @__PURE__ */ resourcePermissions(assetResource);
export const LOAN_PERMISSIONS = /* @__PURE__ */ resourcePermissions(loanResource);
