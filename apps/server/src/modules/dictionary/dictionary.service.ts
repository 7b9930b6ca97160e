import type {
  Language,
  TCategoryNameQuery,
  TDeleteRequest,
  TDicCategory,
  TDicCategoryPageQuery,
  TDicEntry,
  TDicEntryPageQuery,
  TPage,
  TSaveDicCategoryRequest,
  TSaveDicEntryRequest,
  TSysDicEntry,
  TUpdateDicCategoryRequest,
  TUpdateDicEntryRequest,
} from '@diagops/contracts';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { startsWith } from '../../platform/kit/page';
import { deleteVersioned, updateVersioned } from '../../platform/kit/versioned';
import { categoryPage, entryCount, entryPage, presentCategory, presentEntry } from './dictionary.repository';
import { dicCategories, dicEntries } from './dictionary.tables';

export const PRODUCT_LINE_CATEGORY = 'product_line';

const pick = (lang: Language, zh: string, en: string) => (lang === 'zh-CN' ? zh : en);

/** Enabled entries of a category for a product line (line-specific entries and the shared ones). */
export async function entriesOf(db: DbOrTx, code: string, productLine: string | null): Promise<Array<typeof dicEntries.$inferSelect> | null> {
  const [cat] = await db.select().from(dicCategories).where(eq(dicCategories.code, code));
  if (!cat?.enabled) return null;
  const line = productLine === null ? isNull(dicEntries.productLine) : or(isNull(dicEntries.productLine), eq(dicEntries.productLine, productLine));
  return db
    .select()
    .from(dicEntries)
    .where(and(eq(dicEntries.categoryId, cat.id), eq(dicEntries.enabled, true), line))
    .orderBy(asc(dicEntries.sort), asc(dicEntries.id));
}

/** Whether `line` is an enabled product line ({product} path segment, products' productLine). */
export async function isProductLine(db: DbOrTx, line: string): Promise<boolean> {
  const entries = await entriesOf(db, PRODUCT_LINE_CATEGORY, null);
  return Boolean(entries?.some((e) => e.value === line));
}

/** The {product} segment must name a product line, else 1002. */
export async function requireProductLine(db: DbOrTx, line: string) {
  if (!(await isProductLine(db, line))) throw new AppError(1002);
}

export async function getSysDic(ctx: AppContext, productLine: string, code: string, lang: Language): Promise<TSysDicEntry[]> {
  await requireProductLine(ctx.db, productLine);
  const entries = found(await entriesOf(ctx.db, code, productLine));
  return entries.map((e) => ({ value: e.value, label: pick(lang, e.labelZh, e.labelEn), labelZh: e.labelZh, labelEn: e.labelEn, sort: e.sort }));
}

export async function getCategoryNames(ctx: AppContext, productLine: string, q: TCategoryNameQuery, lang: Language) {
  await requireProductLine(ctx.db, productLine);
  const conds = [eq(dicCategories.enabled, true)];
  if (q.codes?.length) conds.push(inArray(dicCategories.code, q.codes));
  if (q.keyword)
    conds.push(or(startsWith(dicCategories.code, q.keyword), startsWith(dicCategories.nameZh, q.keyword), startsWith(dicCategories.nameEn, q.keyword))!);
  const rows = await ctx.db
    .select()
    .from(dicCategories)
    .where(and(...conds))
    .orderBy(asc(dicCategories.sort), asc(dicCategories.id))
    .limit(500);
  return rows.map((c) => ({ code: c.code, name: pick(lang, c.nameZh, c.nameEn), nameZh: c.nameZh, nameEn: c.nameEn }));
}

// ---- maintenance ----

export function getCategoryPage(ctx: AppContext, q: TDicCategoryPageQuery): Promise<TPage<TDicCategory>> {
  return categoryPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select({ c: dicCategories, entryCount })
      .from(dicCategories)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => presentCategory({ ...r.c, entryCount: r.entryCount }));
  });
}

export async function getCategory(ctx: AppContext, id: number): Promise<TDicCategory> {
  const [row] = await ctx.db.select({ c: dicCategories, entryCount }).from(dicCategories).where(eq(dicCategories.id, id));
  const r = found(row);
  return presentCategory({ ...r.c, entryCount: r.entryCount });
}

export async function saveCategory(ctx: AppContext, req: FastifyRequest, body: TSaveDicCategoryRequest): Promise<TDicCategory> {
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'dictionary', action: 'createCategory' }, async (tx) => {
      const [created] = await tx
        .insert(dicCategories)
        .values({ ...body, description: body.description ?? null })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return presentCategory({ ...row, entryCount: 0 });
}

export async function updateCategory(ctx: AppContext, req: FastifyRequest, body: TUpdateDicCategoryRequest): Promise<TDicCategory> {
  const { id, version, ...values } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'dictionary', action: 'updateCategory' }, async (tx) => {
      const [current] = await tx.select().from(dicCategories).where(eq(dicCategories.id, id));
      // a built-in category keeps its code: other tables and the client refer to it
      if (current?.builtIn && current.code !== values.code)
        throw new AppError(1001, { errors: [{ field: 'code', message: 'a built-in category keeps its code' }] });
      const { before, after } = await updateVersioned(tx, dicCategories, id, version, { ...values, description: values.description ?? null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getCategory(ctx, id);
}

export async function deleteCategory(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'dictionary', action: 'deleteCategory' }, async (tx) => {
    const [current] = await tx.select().from(dicCategories).where(eq(dicCategories.id, body.id));
    if (current?.builtIn) throw new AppError(1000);
    const [entry] = await tx.select({ id: dicEntries.id }).from(dicEntries).where(eq(dicEntries.categoryId, body.id)).limit(1);
    if (entry) throw new AppError(1015);
    const before = await deleteVersioned(tx, dicCategories, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

export function getEntryPage(ctx: AppContext, q: TDicEntryPageQuery): Promise<TPage<TDicEntry>> {
  return entryPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(dicEntries)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentEntry);
  });
}

async function checkEntry(db: DbOrTx, body: TSaveDicEntryRequest) {
  const [cat] = await db.select({ id: dicCategories.id }).from(dicCategories).where(eq(dicCategories.id, body.categoryId));
  if (!cat) throw new AppError(1001, { errors: [{ field: 'categoryId', message: 'unknown category' }] });
  if (body.productLine && !(await isProductLine(db, body.productLine)))
    throw new AppError(1001, { errors: [{ field: 'productLine', message: 'unknown product line' }] });
}

export async function saveEntry(ctx: AppContext, req: FastifyRequest, body: TSaveDicEntryRequest): Promise<TDicEntry> {
  await checkEntry(ctx.db, body);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'dictionary', action: 'createEntry' }, async (tx) => {
      const [created] = await tx
        .insert(dicEntries)
        .values({ ...body, productLine: body.productLine ?? null })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return presentEntry(row);
}

export async function updateEntry(ctx: AppContext, req: FastifyRequest, body: TUpdateDicEntryRequest): Promise<TDicEntry> {
  await checkEntry(ctx.db, body);
  const { id, version, ...values } = body;
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'dictionary', action: 'updateEntry' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, dicEntries, id, version, { ...values, productLine: values.productLine ?? null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return presentEntry(row);
}

export async function deleteEntry(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'dictionary', action: 'deleteEntry' }, async (tx) => {
    const before = await deleteVersioned(tx, dicEntries, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}
