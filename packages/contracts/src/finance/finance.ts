import { z } from 'zod';
import { definePermissions, type PermissionDef } from '../permissions/registry';
import {
  CARD_PRODUCT_KEYS,
  FINANCE_REPORT_KEYS,
  FINANCE_REPORTS,
  FINANCE_RULES_EDIT_PERMISSION,
  financeExportPermission,
  financeMenuPath,
  financeViewPermission,
  type TCardProduct,
} from './finance-names';

/** The rows a report may export as a background job (beyond EXPORT_MAX_ROWS, which streams at once). */
export const FINANCE_JOB_MAX_ROWS = 1_000_000;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A report's filters: the month (in UTC+0 or UTC+8, UTIL-10), product, channel, card type, customer; and the page. */
export const ZFinanceReportQuery = z
  .object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    zone: z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || n === 8, { message: 'zone is 0 or 8' })
      .default(8),
    product: z.enum(CARD_PRODUCT_KEYS as [TCardProduct, ...TCardProduct[]]).optional(),
    channelId: id.optional(),
    cardType: z.coerce.number().int().min(273).max(287).optional(),
    customerId: id.optional(),
    /** the points detail's record: the entry and what it drew from or what drew from it */
    recordNo: id.optional(),
    current: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(20),
  })
  .strict();
export type TFinanceReportQuery = z.infer<typeof ZFinanceReportQuery>;
/** The same filters without the page, for an export. */
export const ZFinanceExportQuery = ZFinanceReportQuery.omit({ current: true, size: true });
export type TFinanceExportQuery = z.infer<typeof ZFinanceExportQuery>;

const ZCell = z.union([z.string(), z.number(), z.null()]);
/** opening + movements = closing, per unit (points, cards, or money per currency); difference is closing − opening − movements. */
export const ZReconciliationLine = z.object({
  unit: z.enum(['points', 'cards', 'money']),
  currency: z.string().nullable(),
  opening: z.number(),
  movements: z.number(),
  closing: z.number(),
  difference: z.number(),
});
export type TReconciliationLine = z.infer<typeof ZReconciliationLine>;

export const ZFinanceReport = z.object({
  key: z.enum(FINANCE_REPORT_KEYS as [string, ...string[]]),
  /** the month's window as instants [from, to) */
  from: z.string(),
  to: z.string(),
  rows: z.array(z.record(z.string(), ZCell)),
  total: z.number(),
  /** sums of the columns marked total, over all rows of the filters (not the page) */
  totals: z.record(z.string(), z.number()),
  reconciliation: z.array(ZReconciliationLine),
});
export type TFinanceReport = z.infer<typeof ZFinanceReport>;

export const ZPointsRule = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  validityDays: z.number().nullable(),
  version: z.number(),
  updatedBy: z.string().nullable(),
  updateTime: z.string(),
});
export type TPointsRule = z.infer<typeof ZPointsRule>;
/** Staff change how long a rule's future awards last (null: never expire); awards already made keep their expiry. */
export const ZPointsRuleUpdate = z
  .object({
    id: z.number().int().positive(),
    version: z.number().int().positive(),
    validityDays: z.number().int().min(1).max(3650).nullable(),
  })
  .strict();
export type TPointsRuleUpdate = z.infer<typeof ZPointsRuleUpdate>;

export const ZExportJobStarted = z.object({ jobId: z.string() });

/** One view and one export permission per report page, and the rules' edit. */
export const FINANCE_PERMISSIONS: PermissionDef[] = [
  ...FINANCE_REPORT_KEYS.flatMap((k) => {
    const r = FINANCE_REPORTS[k];
    const page = financeMenuPath(k);
    return [
      { name: financeViewPermission(k), page, zh: `查看${r.zh}`, en: `View the ${r.en.toLowerCase()}` },
      { name: financeExportPermission(k), page, zh: `导出${r.zh}`, en: `Export the ${r.en.toLowerCase()}` },
    ];
  }),
  ...Object.values(
    definePermissions({
      rulesEdit: { name: FINANCE_RULES_EDIT_PERMISSION, page: financeMenuPath('pointsRules'), zh: '编辑积分活动规则', en: 'Edit points activity rules' },
    }),
  ),
];
