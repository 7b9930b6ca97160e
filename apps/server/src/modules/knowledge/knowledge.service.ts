import type {
  Language,
  TKnowledgeCategory,
  TKnowledgeCategoryNode,
  TKnowledgeItem,
  TKnowledgePageQuery,
  TKnowledgePublishRequest,
  TKnowledgeRevision,
  TKnowledgeRow,
  TKnowledgeStatus,
  TKnowledgeType,
  TPage,
  TSaveKnowledgeCategoryRequest,
  TSaveKnowledgeRequest,
  TUpdateKnowledgeCategoryRequest,
  TUpdateKnowledgeRequest,
} from '@diagops/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { deleteVersioned, lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { attachItemFiles, detachItemFiles, itemFiles, type KnowledgeFile } from './knowledge.files';
import {
  allCategories,
  type CategoryRow,
  categoryInUse,
  findCategory,
  findItemRow,
  hasChildren,
  type ItemRow,
  knowledgePage,
  presentCategory,
  presentRow,
  selectItems,
} from './knowledge.repository';
import { knowledgeCategories, knowledgeItems, knowledgeRevisions } from './knowledge.tables';
import { itemSearchTerms, sanitizeContent } from './knowledge.text';

const fieldError = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

// ---- categories ----

/** The two-level tree (optionally of one knowledge type), in sort order. */
export async function categoryTree(ctx: AppContext, lang: Language, type?: TKnowledgeType): Promise<TKnowledgeCategoryNode[]> {
  const rows = (await allCategories(ctx.db)).map((r) => presentCategory(r, lang)).filter((c) => !type || c.knowledgeType === type);
  return rows.filter((c) => c.parentId === null).map((top) => ({ ...top, children: rows.filter((c) => c.parentId === top.id) }));
}

async function categoryOut(db: DbOrTx, id: number, lang: Language): Promise<TKnowledgeCategory> {
  const c = found(await findCategory(db, id));
  return presentCategory({ c, itemCount: 0 }, lang);
}

export async function saveCategory(ctx: AppContext, req: FastifyRequest, body: TSaveKnowledgeCategoryRequest): Promise<TKnowledgeCategory> {
  const id = await mutate(ctx.db, req, { module: 'knowledgeCategory', action: 'create' }, async (tx) => {
    if (body.parentId != null) {
      const parent = await findCategory(tx, body.parentId);
      if (!parent) throw fieldError('parentId', 'unknown category');
      if (parent.parentId !== null) throw fieldError('parentId', 'categories have two levels');
      // KB-05: a child's type is its parent's
      if (parent.knowledgeType !== body.knowledgeType) throw fieldError('knowledgeType', "must match the parent category's type");
    }
    const [created] = await tx
      .insert(knowledgeCategories)
      .values({ ...body, parentId: body.parentId ?? null })
      .returning();
    return { result: created!.id, targetId: created!.id, after: created };
  });
  return categoryOut(ctx.db, id, requestLanguage(req));
}

export async function updateCategory(ctx: AppContext, req: FastifyRequest, body: TUpdateKnowledgeCategoryRequest): Promise<TKnowledgeCategory> {
  const { id, version, ...values } = body;
  await mutate(ctx.db, req, { module: 'knowledgeCategory', action: 'update' }, async (tx) => {
    const current = await lockVersion(tx, knowledgeCategories, id, version);
    if (current.knowledgeType !== values.knowledgeType) {
      if (current.parentId !== null) throw fieldError('knowledgeType', "must match the parent category's type");
      if ((await hasChildren(tx, id)) || (await categoryInUse(tx, id))) throw fieldError('knowledgeType', 'cannot change the type of a category in use');
    }
    const { before, after } = await updateVersioned(tx, knowledgeCategories, id, version, values);
    return { result: after, targetId: id, before, after };
  });
  return categoryOut(ctx.db, id, requestLanguage(req));
}

export async function deleteCategory(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number }): Promise<void> {
  await mutate(ctx.db, req, { module: 'knowledgeCategory', action: 'delete' }, async (tx) => {
    await lockVersion(tx, knowledgeCategories, body.id, body.version);
    // KB-04: a parent with children cannot be deleted; nor a category items are filed under
    if ((await hasChildren(tx, body.id)) || (await categoryInUse(tx, body.id))) throw new AppError(1015);
    const before = await deleteVersioned(tx, knowledgeCategories, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

// ---- items ----

export function getKnowledgePage(ctx: AppContext, q: TKnowledgePageQuery, lang: Language): Promise<TPage<TKnowledgeRow>> {
  return knowledgePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectItems(ctx.db, lang)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentRow);
  });
}

export async function getKnowledge(ctx: AppContext, id: number, lang: Language): Promise<TKnowledgeItem> {
  const row = found(await findItemRow(ctx.db, id, lang));
  return { ...presentRow(row), contentZh: row.i.contentZh, contentEn: row.i.contentEn, files: await itemFiles(ctx, id) };
}

/** KB-02/05: the big category is a top-level one of the item's type, the small one its child. */
async function checkClassification(db: DbOrTx, body: TSaveKnowledgeRequest) {
  const bigC = await findCategory(db, body.bigClassify);
  if (!bigC || bigC.parentId !== null) throw fieldError('bigClassify', 'unknown category');
  if (bigC.knowledgeType !== body.knowledgeType) throw fieldError('knowledgeType', "must match the category's type");
  const smallC = await findCategory(db, body.smallClassify);
  if (!smallC || smallC.parentId !== bigC.id) throw fieldError('smallClassify', 'not a subcategory of the chosen category');
}

type Snapshot = { title: string; contentZh: string; contentEn: string; status: TKnowledgeStatus; fileNames: string[] };

async function writeRevision(
  tx: Tx,
  req: FastifyRequest,
  item: ItemRow,
  action: TKnowledgeRevision['action'],
  changed: string[],
  files: KnowledgeFile[] | null,
) {
  let fileNames = files?.map((f) => f.name);
  if (!fileNames) {
    const [last] = await tx
      .select({ snapshot: knowledgeRevisions.snapshot })
      .from(knowledgeRevisions)
      .where(eq(knowledgeRevisions.itemId, item.id))
      .orderBy(sql`${knowledgeRevisions.id} desc`)
      .limit(1);
    fileNames = (last?.snapshot as Snapshot | undefined)?.fileNames ?? [];
  }
  const snapshot: Snapshot = { title: item.title, contentZh: item.contentZh, contentEn: item.contentEn, status: item.status as TKnowledgeStatus, fileNames };
  await tx.insert(knowledgeRevisions).values({
    itemId: item.id,
    version: item.version,
    action,
    changed,
    userId: req.auth?.userId ?? null,
    username: req.auth?.username ?? null,
    snapshot,
  });
}

export async function saveKnowledge(ctx: AppContext, req: FastifyRequest, body: TSaveKnowledgeRequest): Promise<TKnowledgeItem> {
  await checkClassification(ctx.db, body);
  const contentZh = sanitizeContent(body.contentZh);
  const contentEn = sanitizeContent(body.contentEn);
  const now = new Date(ctx.clock.now());
  const user = req.auth!;
  const id = await mutate(ctx.db, req, { module: 'knowledge', action: 'create' }, async (tx) => {
    const [created] = await tx
      .insert(knowledgeItems)
      .values({
        title: body.title,
        knowledgeType: body.knowledgeType,
        bigClassify: body.bigClassify,
        smallClassify: body.smallClassify,
        contentZh,
        contentEn,
        status: body.publish ? 'published' : 'draft',
        publishedAt: body.publish ? now : null,
        searchTerms: itemSearchTerms({ title: body.title, contentZh, contentEn }),
        createdBy: user.userId,
        createdByName: user.username,
        updatedByName: user.username,
      })
      .returning();
    const files = await attachItemFiles(ctx, tx, created!.id, body.fileIds, user.userId);
    const [item] = await tx.update(knowledgeItems).set({ fileCount: files.length }).where(eq(knowledgeItems.id, created!.id)).returning();
    await writeRevision(tx, req, item!, 'create', ['title', 'classification', 'contentZh', 'contentEn', ...(files.length ? ['files'] : [])], files);
    const { searchTerms: _s, ...logged } = item!;
    return { result: created!.id, targetId: created!.id, after: { ...logged, fileIds: body.fileIds } };
  });
  return getKnowledge(ctx, id, requestLanguage(req));
}

export async function updateKnowledge(ctx: AppContext, req: FastifyRequest, body: TUpdateKnowledgeRequest): Promise<TKnowledgeItem> {
  const { id, version } = body;
  const contentZh = sanitizeContent(body.contentZh);
  const contentEn = sanitizeContent(body.contentEn);
  const user = req.auth!;
  // read before the transaction (filesOf reads on its own connection)
  const filesBefore = await itemFiles(ctx, id);
  await mutate(ctx.db, req, { module: 'knowledge', action: 'update' }, async (tx) => {
    const current = await lockVersion(tx, knowledgeItems, id, version);
    await detachItemFiles(ctx, tx, id, body.fileIds);
    const files = await attachItemFiles(ctx, tx, id, body.fileIds, user.userId);
    const changed: string[] = [];
    if (current.title !== body.title) changed.push('title');
    if (current.contentZh !== contentZh) changed.push('contentZh');
    if (current.contentEn !== contentEn) changed.push('contentEn');
    const ids = (fs: KnowledgeFile[]) =>
      fs
        .map((f) => f.id)
        .sort()
        .join();
    if (ids(filesBefore) !== ids(files)) changed.push('files');
    const { before, after } = await updateVersioned(tx, knowledgeItems, id, version, {
      title: body.title,
      contentZh,
      contentEn,
      searchTerms: itemSearchTerms({ title: body.title, contentZh, contentEn }),
      fileCount: files.length,
      updatedByName: user.username,
    });
    await writeRevision(tx, req, after, 'update', changed, files);
    const strip = ({ searchTerms: _s, contentZh: _z, contentEn: _e, ...rest }: ItemRow) => rest;
    return { result: undefined, targetId: id, before: strip(before), after: { ...strip(after), changed } };
  });
  return getKnowledge(ctx, id, requestLanguage(req));
}

export async function publishKnowledge(ctx: AppContext, req: FastifyRequest, body: TKnowledgePublishRequest): Promise<TKnowledgeItem> {
  await mutate(ctx.db, req, { module: 'knowledge', action: body.action }, async (tx) => {
    const current = await lockVersion(tx, knowledgeItems, body.id, body.version);
    const from = body.action === 'publish' ? 'draft' : 'published';
    if (current.status !== from) throw new AppError(1017);
    const to: TKnowledgeStatus = body.action === 'publish' ? 'published' : 'draft';
    const now = new Date(ctx.clock.now());
    const { after } = await updateVersioned(tx, knowledgeItems, body.id, body.version, {
      status: to,
      publishedAt: to === 'published' ? now : current.publishedAt,
      updatedByName: req.auth!.username,
    });
    await writeRevision(tx, req, after, body.action, ['status'], null);
    return { result: undefined, targetId: body.id, before: { status: current.status }, after: { status: to } };
  });
  return getKnowledge(ctx, body.id, requestLanguage(req));
}

export async function deleteKnowledge(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number }): Promise<void> {
  await mutate(ctx.db, req, { module: 'knowledge', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, knowledgeItems, body.id, body.version);
    await detachItemFiles(ctx, tx, body.id, []);
    await writeRevision(tx, req, { ...before, version: before.version + 1 }, 'delete', [], null);
    const { searchTerms: _s, contentZh: _z, contentEn: _e, ...logged } = before;
    return { result: undefined, targetId: body.id, before: logged };
  });
}

export async function knowledgeRevisionsOf(ctx: AppContext, id: number): Promise<TKnowledgeRevision[]> {
  found(await findItemRow(ctx.db, id, 'en-US'));
  const rows = await ctx.db.select().from(knowledgeRevisions).where(eq(knowledgeRevisions.itemId, id)).orderBy(asc(knowledgeRevisions.id));
  return rows.map((r) => {
    const s = r.snapshot as Snapshot;
    return {
      id: r.id,
      version: r.version,
      action: r.action as TKnowledgeRevision['action'],
      changed: r.changed,
      username: r.username,
      title: s.title,
      contentZh: s.contentZh,
      contentEn: s.contentEn,
      status: s.status,
      fileNames: s.fileNames ?? [],
      createTime: r.createdAt.toISOString(),
    };
  });
}

export type { CategoryRow };
/** Used by the demo data: the ids of categories by English name. */
export async function categoryIdsByName(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: knowledgeCategories.id, nameEn: knowledgeCategories.nameEn }).from(knowledgeCategories);
  return new Map(rows.map((r) => [r.nameEn, r.id]));
}
