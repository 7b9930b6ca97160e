import { inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { startsWith } from '../../platform/kit/page';
import { productModelNamesView } from '../products';
import { channelNamesView } from '../supply';

type Option = { id: number; label: string };
const LOOKUP_SIZE = 50;

/** Product models by code or name prefix (or by ids), labelled "code name" in the caller's language. */
export async function productModelOptions(db: DbOrTx, req: FastifyRequest, keyword?: string, ids?: number[]): Promise<Option[]> {
  const v = productModelNamesView;
  const en = requestLanguage(req) === 'en-US';
  const where = ids ? inArray(v.id, ids) : keyword ? or(startsWith(v.code, keyword), startsWith(v.nameZh, keyword), startsWith(v.nameEn, keyword)) : undefined;
  const rows = await db
    .select()
    .from(v)
    .where(where)
    .orderBy(v.code)
    .limit(ids ? ids.length : LOOKUP_SIZE);
  return rows.map((r) => ({ id: r.id, label: `${r.code} ${en ? r.nameEn : r.nameZh}` }));
}

export async function channelOptions(db: DbOrTx, req: FastifyRequest, keyword?: string, ids?: number[]): Promise<Option[]> {
  const v = channelNamesView;
  const en = requestLanguage(req) === 'en-US';
  const where = ids ? inArray(v.id, ids) : keyword ? or(startsWith(v.code, keyword), startsWith(v.nameZh, keyword), startsWith(v.nameEn, keyword)) : undefined;
  const rows = await db
    .select()
    .from(v)
    .where(where)
    .orderBy(v.code)
    .limit(ids ? ids.length : LOOKUP_SIZE);
  return rows.map((r) => ({ id: r.id, label: en ? r.nameEn : r.nameZh }));
}

/** Labels of ids, for a page of rows. */
export async function labelsOf(lookup: typeof productModelOptions, db: DbOrTx, req: FastifyRequest, ids: number[]): Promise<Map<number, string>> {
  const want = [...new Set(ids)];
  if (want.length === 0) return new Map();
  return new Map((await lookup(db, req, undefined, want)).map((o) => [o.id, o.label]));
}

/** Every product model named exists (1002 names the missing ones otherwise). */
export async function checkProductModels(tx: Tx, ids: number[]): Promise<void> {
  const want = [...new Set(ids)];
  const found = await tx
    .select({ id: productModelNamesView.id })
    .from(productModelNamesView)
    .where(
      sql`${productModelNamesView.id} = any(${sql`array[${sql.join(
        want.map((i) => sql`${i}`),
        sql`, `,
      )}]::int[]`})`,
    );
  const have = new Set(found.map((r) => r.id));
  const missing = want.filter((i) => !have.has(i));
  if (missing.length > 0) throw new AppError(1002, { productModelIds: missing });
}
