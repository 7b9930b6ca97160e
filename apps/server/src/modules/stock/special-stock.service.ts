import {
  SPECIAL_STOCK_PERMISSIONS as P,
  SPECIAL_STOCK_KINDS_OF,
  type SpecialStockAction,
  type SpecialStockStatus,
  type TSpecialStock,
  type TSpecialStockDetail,
  type TSpecialStockPageQuery,
  type TSpecialStockSave,
  type TSpecialStockUpdate,
} from '@diagops/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { lockVersion } from '../../platform/kit/versioned';
import { type ApprovalDocType, approvalsOf, documentChanged, registerApprovalDocument } from '../approvals';
import { skuNamesView } from '../skus';
import {
  actionsFor,
  actorOf,
  bad,
  bump,
  checkSkus,
  checkWarehouse,
  dayFrom,
  dayTo,
  listRows,
  lockForDecision,
  nextDocNo,
  requireAction,
  rowById,
  type StateActions,
  setStatus,
  skuLabel,
  submitDocument,
  warehouseNames,
} from './documents';
import { type Movement, moveStock, skuInfo } from './ledger';
import { specialStockDocs as docs, specialStockLines as lines } from './special-stock.tables';

export const MODULE = 'stock';
const DOC: ApprovalDocType = 'specialStock';

// ---------------------------------------------------------------- special stock

type DocRow = typeof docs.$inferSelect;
/** What each state allows, before permissions: a draft or rejected document is edited, submitted or cancelled. */
const BY_STATE: StateActions<SpecialStockStatus, SpecialStockAction> = {
  draft: ['edit', 'submit', 'cancel'],
  rejected: ['edit', 'submit', 'cancel'],
  applying: [],
  approved: [],
  cancelled: [],
};
const actionsOf = (status: SpecialStockStatus, perms: Set<string>) => actionsFor(BY_STATE, status, P, perms);
const allow = (status: string, action: SpecialStockAction, perms: Set<string>) =>
  requireAction(BY_STATE, status, action, () => actionsOf(status as SpecialStockStatus, perms));

const page = definePage<TSpecialStockPageQuery>({
  table: docs,
  filters: {
    no: (v) => startsWith(docs.no, v),
    status: (v) => eq(docs.status, v),
    direction: (v) => eq(docs.direction, v),
    kind: (v) => eq(docs.kind, v),
    warehouseId: (v) => eq(docs.warehouseId, v),
    createdFrom: (v) => dayFrom(docs.createdAt, v),
    createdTo: (v) => dayTo(docs.createdAt, v),
  },
  sortable: { createTime: docs.createdAt, no: docs.no },
  defaultSort: [{ column: docs.createdAt, order: 'desc' }],
  tiebreak: docs.id,
});

async function present(db: DbOrTx, rows: DocRow[], req: FastifyRequest): Promise<TSpecialStock[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const ids = rows.map((r) => r.id);
  const [totals, names, approvals] = await Promise.all([
    db
      .select({ docId: lines.docId, n: sql<number>`count(*)::int`, qty: sql<number>`coalesce(sum(${lines.qty}), 0)::int` })
      .from(lines)
      .where(inArray(lines.docId, ids))
      .groupBy(lines.docId),
    warehouseNames(
      db,
      rows.map((r) => r.warehouseId),
      lang,
    ),
    approvalsOf(db, DOC, ids),
  ]);
  const byDoc = new Map(totals.map((t) => [t.docId, t]));
  const perms = caller(req).permissions;
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    direction: r.direction as TSpecialStock['direction'],
    kind: r.kind as TSpecialStock['kind'],
    warehouseId: r.warehouseId,
    warehouseName: names.get(r.warehouseId) ?? '',
    reason: r.reason,
    remark: r.remark,
    status: r.status as SpecialStockStatus,
    lineCount: byDoc.get(r.id)?.n ?? 0,
    totalQty: byDoc.get(r.id)?.qty ?? 0,
    creatorId: r.creatorId,
    creatorName: r.creatorName,
    postedAt: r.postedAt?.toISOString() ?? null,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    version: r.version,
    approval: approvals.get(r.id) ?? null,
    allowedActions: actionsOf(r.status as SpecialStockStatus, perms),
  }));
}

export async function specialStockPage(ctx: AppContext, req: FastifyRequest, q: TSpecialStockPageQuery) {
  return page.run(
    ctx.db,
    q,
    listRows(ctx.db, docs, (rows) => present(ctx.db, rows, req)),
  );
}

async function detailOf(db: DbOrTx, req: FastifyRequest, row: DocRow): Promise<TSpecialStockDetail> {
  const [head] = await present(db, [row], req);
  const ls = await db.select().from(lines).where(eq(lines.docId, row.id)).orderBy(asc(lines.seq));
  const info = await skuInfo(
    db,
    ls.map((l) => l.skuId),
  );
  const lang = requestLanguage(req);
  return {
    ...head!,
    lines: ls.map((l) => ({
      id: l.id,
      skuId: l.skuId,
      skuCode: info.get(l.skuId)?.code ?? '',
      skuName: skuLabel(info.get(l.skuId), lang),
      serialised: info.get(l.skuId)?.serialised ?? false,
      qty: l.qty,
      sns: l.sns,
    })),
  };
}

export async function specialStockDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  return detailOf(ctx.db, req, await rowById(ctx.db, docs, id));
}

/** Kind, warehouse, SKUs and SNs of a document as sent (nothing written yet). */
async function checkDocument(db: DbOrTx, b: TSpecialStockSave) {
  if (!SPECIAL_STOCK_KINDS_OF[b.direction].includes(b.kind)) throw bad('kind', 'not a kind of this direction');
  await checkWarehouse(db, b.warehouseId);
  const info = await checkSkus(
    db,
    b.lines.map((l, i) => ({ field: `lines.${i}.skuId`, skuId: l.skuId })),
  );
  const seen = new Set<string>();
  b.lines.forEach((l, i) => {
    const sns = l.sns ?? [];
    if (!info.get(l.skuId)!.serialised) {
      if (sns.length > 0) throw bad(`lines.${i}.sns`, 'this SKU has no serial numbers');
      return;
    }
    if (sns.length !== l.qty) throw new AppError(78106, { errors: [{ field: `lines.${i}.sns`, message: 'as many serial numbers as the quantity' }] });
    for (const sn of sns) {
      if (seen.has(sn)) throw bad(`lines.${i}.sns`, 'a serial number appears twice');
      seen.add(sn);
    }
  });
}

async function writeLines(tx: Tx, docId: number, b: TSpecialStockSave) {
  await tx.delete(lines).where(eq(lines.docId, docId));
  await tx.insert(lines).values(b.lines.map((l, i) => ({ docId, seq: i + 1, skuId: l.skuId, qty: l.qty, sns: l.sns ?? [] })));
}

export async function addSpecialStock(ctx: AppContext, req: FastifyRequest, b: TSpecialStockSave) {
  const me = caller(req);
  await checkDocument(ctx.db, b);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addSpecialStock' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'special_stock_docs', 'SS', now);
    const [row] = await tx
      .insert(docs)
      .values({
        id,
        no,
        direction: b.direction,
        kind: b.kind,
        warehouseId: b.warehouseId,
        reason: b.reason,
        remark: b.remark ?? null,
        status: 'draft',
        creatorId: me.userId,
        creatorName: me.username,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeLines(tx, id, b);
    return { result: row!, targetId: id, after: { no, ...b } };
  });
  return detailOf(ctx.db, req, row);
}

export async function updateSpecialStock(ctx: AppContext, req: FastifyRequest, b: TSpecialStockUpdate) {
  const me = caller(req);
  const { id, version, ...body } = b;
  await checkDocument(ctx.db, body);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'editSpecialStock' }, async (tx) => {
    const before = await lockVersion(tx, docs, id, version);
    const status = before.status as SpecialStockStatus;
    allow(status, 'edit', me.permissions);
    const [after] = await tx
      .update(docs)
      .set({ direction: body.direction, kind: body.kind, warehouseId: body.warehouseId, reason: body.reason, remark: body.remark ?? null, ...bump(docs, now) })
      .where(eq(docs.id, id))
      .returning();
    await writeLines(tx, id, body);
    // a document that went through approval before: its approvals start again from the first step
    if (status === 'rejected') await documentChanged(tx, DOC, id, after!.version, me.userId, now);
    return { result: after!, targetId: id, before, after: body };
  });
  return detailOf(ctx.db, req, row);
}

export async function submitSpecialStock(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'submitSpecialStock' }, async (tx) => {
    const before = await lockVersion(tx, docs, b.id, b.version);
    allow(before.status, 'submit', me.permissions);
    const kindWord = before.direction === 'in' ? 'Special stock in' : 'Special stock out';
    const title = `${kindWord} ${before.no}: ${before.reason}`.slice(0, 200);
    const after = await submitDocument(tx, docs, DOC, before, { title, submitterId: me.userId, warehouseIds: [before.warehouseId] }, now);
    return { result: after, targetId: b.id };
  });
  return detailOf(ctx.db, req, row);
}

/** Cancels a draft or rejected document (nothing was posted; it cannot be submitted again). */
export async function cancelSpecialStock(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'cancelSpecialStock' }, async (tx) => {
    const before = await lockVersion(tx, docs, b.id, b.version);
    allow(before.status, 'cancel', me.permissions);
    const after = await setStatus(tx, docs, b.id, 'cancelled', now);
    return { result: after, targetId: b.id, before: { status: before.status }, after: { status: 'cancelled' } };
  });
  return detailOf(ctx.db, req, row);
}

/** Where a special movement leaves an SN: in stock when it comes in; scrapped when scrapped or lost; shipped when it leaves otherwise. */
function snStatusOf(direction: string, kind: string) {
  if (direction === 'in') return 'inStock';
  return kind === 'scrap' || kind === 'loss' ? 'scrapped' : 'shipped';
}

/**
 * The approval engine's decision, inside the approving transaction: passed posts every line to
 * the ledger (below zero → 78101 and the whole approval fails, nothing half-posted); rejected
 * leaves the document editable.
 */
export function registerSpecialStockApproval(ctx: AppContext) {
  registerApprovalDocument(DOC, {
    async onDecided(tx, docId, outcome, by) {
      const doc = await lockForDecision(tx, docs, docId, outcome);
      const now = new Date(ctx.clock.now());
      if (outcome === 'rejected') {
        await setStatus(tx, docs, docId, 'rejected', now);
        return;
      }
      const ls = await tx.select().from(lines).where(eq(lines.docId, docId)).orderBy(asc(lines.seq));
      const sign = doc.direction === 'in' ? 1 : -1;
      const status = snStatusOf(doc.direction, doc.kind);
      const movements: Movement[] = ls.map((l) => ({
        skuId: l.skuId,
        warehouseId: doc.warehouseId,
        qty: sign * l.qty,
        kind: doc.direction === 'in' ? 'specialIn' : 'specialOut',
        doc: { type: DOC, id: doc.id, no: doc.no, lineId: l.id },
        reason: doc.reason,
        ...(l.sns.length > 0 ? { sns: l.sns, sn: { status } } : {}),
      }));
      await moveStock(tx, movements, await actorOf(tx, by.userId), now);
      await setStatus(tx, docs, docId, 'approved', now, { postedAt: now });
    },
  });
}

/** The forms' SKU picker: up to 20 live SKUs whose code starts with the keyword (or the ids asked for), named in the caller's language. */
export async function stockSkuOptions(ctx: AppContext, req: FastifyRequest, q: { keyword?: string | undefined; ids?: string | undefined }) {
  const v = skuNamesView;
  const where = q.ids
    ? and(eq(v.delFlag, false), inArray(v.id, q.ids.split(',').map(Number)))
    : and(eq(v.delFlag, false), q.keyword ? startsWith(v.skuCode, q.keyword) : undefined);
  const rows = await ctx.db
    .select()
    .from(v)
    .where(where)
    .orderBy(asc(v.skuCode))
    .limit(q.ids ? 100 : 20);
  const lang = requestLanguage(req);
  return rows.map((r) => ({ id: r.id, code: r.skuCode, name: lang === 'en-US' ? r.nameEn : r.nameZh, serialised: r.serialised }));
}
