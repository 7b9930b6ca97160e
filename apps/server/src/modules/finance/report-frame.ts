import {
  CARD_PRODUCT_LABELS,
  EXPORT_MAX_ROWS,
  FINANCE_COLUMNS,
  FINANCE_JOB_MAX_ROWS,
  FINANCE_KIND_LABELS,
  FINANCE_REPORTS,
  FINANCE_STATUS_LABELS,
  type FinanceColumn,
  type Language,
  type TCardProduct,
  type TFinanceExportQuery,
  type TFinanceReport,
  type TFinanceReportKey,
  type TFinanceReportQuery,
  type TReconciliationLine,
} from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { type Filters, monthWindow } from './finance.window';

/**
 * One finance report (decision 0040): a source query whose columns are named as the report's
 * columns (FINANCE_COLUMNS) plus `k`, the order (a unique increasing integer when `keyset`, so an
 * export reads it in batches after the last key), and the reconciliation of its measure. The
 * frame pages, totals, reconciles and exports every report the same way.
 */
export type ReportDef = {
  key: TFinanceReportKey;
  source: (f: Filters) => SQL;
  /** instead of SQL: rows another area's index gives (the mall's orders), already in order */
  memory?: (db: DbOrTx, f: Filters) => Promise<Array<Record<string, string | number | null>>>;
  /** `k` is the ledger entry's id: an export reads it in windows of ids */
  keyset?: boolean;
  /** every row is an entry made in the month (the export's id windows span the month's entries) */
  windowed?: boolean;
  reconcile: (db: DbOrTx, f: Filters) => Promise<TReconciliationLine[]>;
  /** what the export holds when it is not the screen's rows (the full declaration's entry lines) */
  exportAs?: { columns: FinanceColumn[]; source: (f: Filters) => SQL; keyset: boolean; windowed?: boolean };
};

type Row = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

export const filtersOf = (q: TFinanceExportQuery, lang: Language): Filters => ({ ...q, ...monthWindow(q.month, q.zone), lang });

const NUMERIC = new Set(['count', 'points', 'money']);
/** A row as the API and the xlsx give it: times as ISO text, numbers as numbers, no key. */
function present(columns: FinanceColumn[], r: Row): Record<string, string | number | null> {
  // `_k`: the row's key for the screen (the xlsx writes the columns only)
  const out: Record<string, string | number | null> = { _k: String(r.k) };
  for (const c of columns) {
    const v = r[c.key];
    if (v === null || v === undefined) out[c.key] = null;
    else if (v instanceof Date) out[c.key] = v.toISOString();
    else if (c.cell === 'time') out[c.key] = new Date(String(v)).toISOString();
    else if (NUMERIC.has(c.cell) || c.cell === 'cardType') out[c.key] = Number(v);
    else out[c.key] = typeof v === 'boolean' ? String(v) : (v as string | number);
  }
  return out;
}

const ident = (k: string) => sql.raw(`"${k.replace(/"/g, '')}"`);

/** The page, the totals of the columns marked total (money only when the rows are in one currency) and the reconciliation. */
export async function runReport(db: DbOrTx, def: ReportDef, q: TFinanceReportQuery, lang: Language): Promise<TFinanceReport> {
  const f = filtersOf(q, lang);
  const columns = FINANCE_COLUMNS[def.key];
  if (def.memory) return memoryReport(db, def, def.memory, q, f);
  const src = def.source(f);
  const totalCols = columns.filter((c) => c.total);
  const hasCurrency = columns.some((c) => c.key === 'currency');
  const sums = totalCols.map((c) => sql`coalesce(sum(r.${ident(c.key)}), 0)::float8 as ${ident(c.key)}`);
  const [page, agg, reconciliation] = await Promise.all([
    db.execute(sql`select * from (${src}) r order by r.k limit ${q.size} offset ${(q.current - 1) * q.size}`),
    db.execute(
      sql`select count(*)::int as n, ${hasCurrency ? sql`count(distinct r.currency)::int` : sql`1`} as currencies${sums.length ? sql`, ${sql.join(sums, sql`, `)}` : sql``} from (${src}) r`,
    ),
    def.reconcile(db, f),
  ]);
  const a = rowsOf(agg)[0] ?? {};
  const totals: Record<string, number> = {};
  for (const c of totalCols) if (c.cell !== 'money' || Number(a.currencies) <= 1) totals[c.key] = Number(a[c.key] ?? 0);
  return {
    key: def.key,
    from: f.from.toISOString(),
    to: f.to.toISOString(),
    rows: rowsOf(page).map((r) => present(columns, r)),
    total: Number(a.n ?? 0),
    totals,
    reconciliation,
  };
}

async function memoryReport(db: DbOrTx, def: ReportDef, memory: NonNullable<ReportDef['memory']>, q: TFinanceReportQuery, f: Filters): Promise<TFinanceReport> {
  const columns = FINANCE_COLUMNS[def.key];
  const [all, reconciliation] = await Promise.all([memory(db, f), def.reconcile(db, f)]);
  const currencies = new Set(all.map((r) => r.currency ?? null));
  const totals: Record<string, number> = {};
  for (const c of columns.filter((c) => c.total))
    if (c.cell !== 'money' || currencies.size <= 1) totals[c.key] = Math.round(all.reduce((s, r) => s + Number(r[c.key] ?? 0), 0) * 100) / 100;
  return {
    key: def.key,
    from: f.from.toISOString(),
    to: f.to.toISOString(),
    rows: all.slice((q.current - 1) * q.size, q.current * q.size).map((r) => present(columns, r)),
    total: all.length,
    totals,
    reconciliation,
  };
}

/** What an export of the report writes: columns and the source read in batches. */
export function exportPlan(def: ReportDef) {
  const columns = def.exportAs?.columns ?? FINANCE_COLUMNS[def.key];
  const source = def.exportAs?.source ?? def.source;
  const keyset = def.exportAs?.keyset ?? def.keyset ?? false;
  const windowed = def.exportAs?.windowed ?? def.windowed ?? false;
  return { columns, source, keyset, windowed };
}

export async function exportCount(db: DbOrTx, def: ReportDef, f: Filters): Promise<number> {
  if (def.memory) return (await def.memory(db, f)).length;
  const { source } = exportPlan(def);
  return Number(rowsOf(await db.execute(sql`select count(*)::int as n from (${source(f)}) r`))[0]?.n ?? 0);
}

/** Streams at once within EXPORT_MAX_ROWS (61009 beyond: the caller starts a job); a job holds up to FINANCE_JOB_MAX_ROWS (79901). */
export function assertExportable(n: number, asJob: boolean): void {
  if (!asJob && n > EXPORT_MAX_ROWS) throw new AppError(61009, { total: n, max: EXPORT_MAX_ROWS });
  if (n > FINANCE_JOB_MAX_ROWS) throw new AppError(79901, { total: n, max: FINANCE_JOB_MAX_ROWS });
}

/** The report's rows in batches, by keyset on `k` when it is unique and increasing, else by offset. */
export async function* exportBatches(db: DbOrTx, def: ReportDef, f: Filters, batch = 5000): AsyncIterable<Array<Record<string, string | number | null>>> {
  const { source, keyset, columns, windowed: inMonth } = exportPlan(def);
  if (def.memory) {
    const all = await def.memory(db, f);
    for (let i = 0; i < all.length; i += batch) yield all.slice(i, i + batch).map((r) => present(columns, r));
    return;
  }
  if (!keyset) {
    for (let offset = 0; ; offset += batch) {
      const rows = rowsOf(await db.execute(sql`select * from (${source(f)}) r order by r.k limit ${batch} offset ${offset}`));
      if (rows.length > 0) yield rows.map((r) => present(columns, r));
      if (rows.length < batch) return;
    }
  }
  // `k` is an entry id: read windows of `batch` ids, each a small index range whatever the size of the
  // month (a LIMIT after a keyset would sort the rest of the month's rows, with their sale look-ups, every batch)
  const windowed = inMonth && !f.recordNo;
  const from = f.from.toISOString();
  const to = f.to.toISOString();
  const [b] = rowsOf(
    await db.execute(
      windowed
        ? sql`select (select min(id) from value_ledger where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as lo,
            (select max(id) from value_ledger where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as hi`
        : sql`select min(id) as lo, max(id) as hi from value_ledger`,
    ),
  );
  if (b?.lo == null) return;
  const src = source(f);
  for (let after = Number(b.lo) - 1; after < Number(b.hi); after += batch) {
    const rows = rowsOf(await db.execute(sql`select * from (${src}) r where r.k > ${after} and r.k <= ${after + batch} order by r.k`));
    if (rows.length > 0) yield rows.map((r) => present(columns, r));
  }
}

/** The xlsx columns of a report's export in the caller's language (cells already presented). */
export function xlsxColumns(def: ReportDef): XlsxColumn<Record<string, string | number | null>>[] {
  return exportPlan(def).columns.map((c) => ({
    key: c.key,
    header: { 'zh-CN': c.zh, 'en-US': c.en },
    width: c.cell === 'time' ? 22 : 16,
    value: (r, lang) => {
      const v = r[c.key];
      const zh = lang === 'zh-CN';
      if (c.cell === 'kind' && typeof v === 'string') return FINANCE_KIND_LABELS[v]?.[zh ? 'zh' : 'en'] ?? v;
      if (c.cell === 'product' && typeof v === 'string') return CARD_PRODUCT_LABELS[v as TCardProduct]?.[zh ? 'zh' : 'en'] ?? v;
      if (c.cell === 'status' && typeof v === 'string') return FINANCE_STATUS_LABELS[v]?.[zh ? 'zh' : 'en'] ?? v;
      if (c.cell === 'time' && typeof v === 'string') return new Date(v);
      return v;
    },
  }));
}

export const reportFileName = (def: ReportDef) => ({ 'zh-CN': FINANCE_REPORTS[def.key].zh, 'en-US': FINANCE_REPORTS[def.key].en }) as Record<Language, string>;
