import { sql } from 'drizzle-orm';
import { CARD_REPORTS } from './cards.reports';
import { POINTS_REPORTS } from './points.reports';
import type { ReportDef } from './report-frame';
import { reconcileSoftSales, softSaleRows } from './soft-sale.report';

const softSaleOrder: ReportDef = {
  key: 'softSaleOrder',
  source: () => sql`select 1 as k where false`,
  memory: softSaleRows,
  reconcile: reconcileSoftSales,
};

/** The 15 finance reports (routes.tsv area finance), by key. */
export const FINANCE_REPORT_DEFS: ReadonlyMap<string, ReportDef> = new Map([...POINTS_REPORTS, ...CARD_REPORTS, softSaleOrder].map((d) => [d.key, d]));
