import { asc, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Many rows into a table in one statement with one parameter: the rows as JSON, unpacked by
 * jsonb_to_recordset. A multi-row VALUES binds a parameter a cell, and at an import's sizes binding
 * and planning cost more than the writing (10,000 models: 0.85 s against 0.2 s set-based). A column a
 * row leaves out is null; when that column has a default (which JSON cannot ask for), or a column
 * is of an array type, the rows go through drizzle's insert instead (and so does a single row).
 */

type Values = Record<string, unknown>;
type Plan = { names: string[]; types: string[]; encode: (row: Values) => Values };

const SERIAL_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

function planFor(table: PgTable, rows: Values[]): Plan | null {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (keys.some((k) => !columns[k])) return null;
  const cols = keys.map((k) => columns[k]!);
  // a row that leaves out a column with a default would get null here, not the default
  if (cols.some((c, i) => c.hasDefault && rows.some((r) => !(keys[i]! in r)))) return null;
  const types = cols.map((c) => SERIAL_TYPES[c.getSQLType()] ?? c.getSQLType());
  if (types.some((t) => t.endsWith(']'))) return null;
  const isJson = cols.map((c) => c.getSQLType() === 'json' || c.getSQLType() === 'jsonb');
  return {
    names: cols.map((c) => c.name),
    types,
    encode: (row) =>
      Object.fromEntries(
        keys.map((k, i) => {
          const v = row[k];
          return [cols[i]!.name, v === null || v === undefined || isJson[i] ? (v ?? null) : cols[i]!.mapToDriverValue(v)];
        }),
      ),
  };
}

const ident = (name: string) => sql.identifier(name);

function statement(table: PgTable, plan: Plan, rows: Values[], returning: SQL | null): SQL {
  const names = sql.join(plan.names.map(ident), sql`, `);
  const defs = sql.join(
    plan.names.map((n, i) => sql`${ident(n)} ${sql.raw(plan.types[i]!)}`),
    sql`, `,
  );
  const json = JSON.stringify(rows.map(plan.encode));
  return sql`insert into ${table} (${names}) select ${names} from rows from (jsonb_to_recordset(${json}::jsonb) as (${defs})) with ordinality as x(${names}, ord) order by ord${returning ? sql` returning ${returning}` : sql``}`;
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Inserts the rows (nothing returned). */
export async function bulkInsert(db: DbOrTx, table: PgTable, rows: Values[]): Promise<void> {
  if (rows.length === 0) return;
  const plan = rows.length > 1 ? planFor(table, rows) : null;
  if (!plan) await db.insert(table).values(rows as never);
  else await db.execute(statement(table, plan, rows, null));
}

/** Inserts the rows and answers them as stored (defaults filled), in the order given. */
export async function bulkInsertReturning<R extends { id: number }>(db: DbOrTx, table: PgTable & { id: PgColumn }, rows: Values[]): Promise<R[]> {
  if (rows.length === 0) return [];
  const plan = rows.length > 1 ? planFor(table, rows) : null;
  if (!plan)
    return (await db
      .insert(table)
      .values(rows as never)
      .returning()) as unknown as R[];
  const ids = rowsOf<{ id: number | string }>(await db.execute(statement(table, plan, rows, sql`${ident(table.id.name)}`))).map((r) => Number(r.id));
  // one statement numbers its rows in the order it inserts them (order by ord)
  ids.sort((a, b) => a - b);
  return (await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, ids))
    .orderBy(asc(table.id))) as unknown as R[];
}
