import { AUDIENCE_FIELD_OPERATORS, type TAudience, type TAudienceCondition } from '@diagops/contracts';
import { type AnyColumn, and, count, eq, gte, inArray, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { customerColumns as c } from '../customers';
import { deviceExpiryColumns as d } from '../devices';
import { productOfModel } from '../products';

const TEXT_FIELDS: Record<string, AnyColumn> = { country: c.country, registerType: c.source, customerType: c.userType, classification: c.classification };

function likeAny(column: AnyColumn, v: string): SQL {
  const pattern = `%${v.toLowerCase().replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
  return sql`lower(${column}) like ${pattern}`;
}

const DAY_MS = 86_400_000;

/**
 * A time condition's value: a GMT date (YYYY-MM-DD) is that whole day — "at least" from its
 * start, "at most" up to its end — and any other time string is the instant it names (at least:
 * from it, at most: up to and including it). Null when it names no time (or no real date).
 */
function timeRange(v: string): { atLeast: (col: AnyColumn) => SQL; atMost: (col: AnyColumn) => SQL } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const from = new Date(`${v}T00:00:00.000Z`);
    if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== v) return null;
    const next = new Date(from.getTime() + DAY_MS);
    return { atLeast: (col) => gte(col, from), atMost: (col) => lt(col, next) };
  }
  const at = new Date(v);
  if (Number.isNaN(at.getTime())) return null;
  return { atLeast: (col) => gte(col, at), atMost: (col) => lte(col, at) };
}

/** A comma list of positive ids, or null when any of it is not one. */
function idList(v: string): number[] | null {
  const ids = v.split(',').map((x) => Number(x.trim()));
  return ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647) ? null : [...new Set(ids)];
}

/** Product-model conditions must name models that exist (not deleted): else 1001 naming the condition's value. */
async function checkModels(db: DbOrTx, a: TAudience): Promise<void> {
  if (a.mode !== 'group') return;
  for (const [i, cond] of a.conditions.entries()) {
    if (cond.field !== 'productModel') continue;
    for (const id of idList(cond.value) ?? []) {
      if ((await productOfModel(db, id)) === null)
        throw new AppError(1001, { errors: [{ field: `audience.conditions.${i}.value`, message: 'no such product model' }] });
    }
  }
}

/** One MSG-18 condition as SQL over the customers' read-only columns; an operator a field cannot take → 1001. */
export function conditionSql(cond: TAudienceCondition, index: number): SQL {
  const bad = () => new AppError(1001, { errors: [{ field: `audience.conditions.${index}.operator`, message: 'not allowed for this field' }] });
  const badValue = () => new AppError(1001, { errors: [{ field: `audience.conditions.${index}.value`, message: 'not a valid value for this field' }] });
  const v = cond.value;
  if (!AUDIENCE_FIELD_OPERATORS[cond.field].includes(cond.operator)) throw bad();
  if (cond.field in TEXT_FIELDS) {
    const col = TEXT_FIELDS[cond.field]!;
    switch (cond.operator) {
      case 'contains':
        return likeAny(col, v);
      case 'notContains':
        return sql`(${col} is null or not (${likeAny(col, v)}))`;
      case 'equal':
        return sql`lower(${col}) = ${v.toLowerCase()}`;
      case 'notEqual':
        return sql`(${col} is null or lower(${col}) <> ${v.toLowerCase()})`;
      default:
        throw bad();
    }
  }
  if (cond.field === 'registrationTime' || cond.field === 'softwareExpiryTime') {
    if (cond.operator !== 'atLeast' && cond.operator !== 'atMost') throw bad();
    const range = timeRange(v);
    if (!range) throw badValue();
    const within = range[cond.operator];
    if (cond.field === 'registrationTime') return within(c.registeredAt);
    // one of the customer's bound devices (owned, not locked) whose software expires in the range: one EXISTS, served by devices_customer_idx (customer_id, …)
    const expiry = within(d.expiryTime);
    return sql`exists (select 1 from ${d} where ${d.customerId} = ${c.id} and ${d.status} <> 'locked' and ${expiry})`;
  }
  // productId: the product the customer registered through; contains = any of a comma list
  const ids = idList(v);
  if (!ids) throw badValue();
  if (cond.field === 'productModel') {
    // owners of at least one bound device (customer_id theirs, as the bound SN count) of the model(s): one EXISTS by owner, served by devices_customer_idx
    const owns = sql`exists (select 1 from ${d} where ${d.customerId} = ${c.id} and ${inArray(d.productModelId, ids)})`;
    switch (cond.operator) {
      case 'contains':
        return owns;
      case 'equal':
        if (ids.length !== 1) throw badValue();
        return owns;
      case 'notEqual':
        if (ids.length !== 1) throw badValue();
        return sql`not ${owns}`;
      case 'notContains':
        return sql`not ${owns}`;
      default:
        throw bad();
    }
  }
  switch (cond.operator) {
    case 'contains':
      return inArray(c.productId, ids);
    case 'notContains':
      return sql`(${c.productId} is null or not (${inArray(c.productId, ids)}))`;
    case 'equal':
      return eq(c.productId, ids[0]!);
    case 'notEqual':
      return sql`(${c.productId} is null or ${ne(c.productId, ids[0]!)})`;
    case 'atLeast':
      return and(isNotNull(c.productId), gte(c.productId, ids[0]!))!;
    default:
      return and(isNotNull(c.productId), lte(c.productId, ids[0]!))!;
  }
}

/** Who an audience reaches: live, enabled customers matching it. */
export function audienceWhere(a: TAudience): SQL {
  const live = and(eq(c.delFlag, false), eq(c.status, 'enabled'))!;
  if (a.mode === 'all') return live;
  if (a.mode === 'group') return and(live, ...a.conditions.map(conditionSql))!;
  return and(live, inArray(sql`lower(${c.account})`, [...new Set(a.ids.map((x) => x.toLowerCase()))]))!;
}

export async function countAudience(db: DbOrTx, a: TAudience): Promise<number> {
  const where = audienceWhere(a); // operators and value forms first (1001), then the models named
  await checkModels(db, a);
  const [row] = await db.select({ n: count() }).from(c).where(where);
  return Number(row?.n ?? 0);
}

/** MSG-12: specified IDs must exist and appear once; the refusal names every bad line (1-based). */
export async function checkIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  const errors: Array<{ field: string; message: string }> = [];
  const seen = new Map<string, number>();
  const clean = ids.map((x) => x.trim());
  clean.forEach((id, i) => {
    const key = id.toLowerCase();
    if (!id) errors.push({ field: `audience.ids.${i + 1}`, message: 'required' });
    else if (seen.has(key)) errors.push({ field: `audience.ids.${i + 1}`, message: 'repeated' });
    else seen.set(key, i);
  });
  const keys = [...seen.keys()];
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const part = keys.slice(i, i + 1000);
    const rows = await db
      .select({ a: sql<string>`lower(${c.account})` })
      .from(c)
      .where(and(eq(c.delFlag, false), inArray(sql`lower(${c.account})`, part)));
    for (const r of rows) known.add(r.a);
  }
  for (const [key, i] of seen) if (!known.has(key)) errors.push({ field: `audience.ids.${i + 1}`, message: 'does not exist' });
  if (errors.length > 0) {
    errors.sort((a, b) => Number(a.field.split('.').at(-1)) - Number(b.field.split('.').at(-1)));
    throw new AppError(76106, { errors });
  }
  return clean;
}

/** MSG-11/12: an audience that reaches nobody, or names bad IDs, is refused. */
export async function checkAudience(db: DbOrTx, a: TAudience): Promise<TAudience> {
  if (a.mode === 'ids') return { mode: 'ids', ids: await checkIds(db, a.ids) };
  if (a.mode === 'group' && (await countAudience(db, a)) === 0) throw new AppError(76105);
  return a;
}
