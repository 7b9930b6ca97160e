import {
  LEGAL_PERMISSION as P,
  type TDiffPart,
  type TLegalDetail,
  type TLegalPageQuery,
  type TLegalRow,
  type TLegalSave,
  type TLegalType,
  type TLegalUpdate,
} from '@diagops/contracts';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { usersView } from '../users';
import { forgetCurrentVersions } from './legal.current';
import { typesForApp } from './legal.settings';
import { legalVersions } from './legal.tables';
import { cleanBodies, contentHash, diffBodies } from './legal.text';

type Version = typeof legalVersions.$inferSelect;
const LOG = 'legal';

/** The current version of each type: published, in effect by `now`, the latest such. */
export async function currentIds(db: DbOrTx, now: Date): Promise<Map<TLegalType, number>> {
  const rows = await db
    .selectDistinctOn([legalVersions.type], { type: legalVersions.type, id: legalVersions.id })
    .from(legalVersions)
    .where(and(eq(legalVersions.status, 'published'), lte(legalVersions.effectiveDate, now)))
    .orderBy(legalVersions.type, desc(legalVersions.seq));
  return new Map(rows.map((r) => [r.type as TLegalType, r.id]));
}

/** What the caller may do with a version: its state and permissions, and nobody reviews what they wrote or changed. */
function actionsFor(v: Version, req: FastifyRequest): string[] {
  const me = caller(req);
  const has = (p: string) => me.permissions.has(p);
  const mine = v.authorId === me.userId || v.editorIds.includes(me.userId);
  const out: string[] = [];
  if (v.status === 'draft' || v.status === 'rejected' || v.status === 'inReview') if (has(P.edit)) out.push('edit');
  if ((v.status === 'draft' || v.status === 'rejected') && has(P.submit)) out.push('submit');
  if (v.status === 'inReview' && has(P.publish) && !mine) out.push('publish', 'reject');
  return out;
}

async function namesOf(db: DbOrTx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: usersView.id, name: usersView.realName, username: usersView.username })
    .from(usersView)
    .where(inArray(usersView.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name || r.username]));
}

async function present(ctx: AppContext, req: FastifyRequest, rows: Version[]): Promise<TLegalRow[]> {
  const [names, current] = await Promise.all([
    namesOf(
      ctx.db,
      rows.flatMap((r) => [r.authorId, r.reviewerId]),
    ),
    currentIds(ctx.db, new Date(ctx.clock.now())),
  ]);
  return rows.map((r) => ({
    id: r.id,
    type: r.type as TLegalType,
    seq: r.seq,
    status: r.status as TLegalRow['status'],
    languages: r.languages,
    effectiveDate: r.effectiveDate.toISOString(),
    material: r.material,
    contentHash: r.contentHash,
    current: current.get(r.type as TLegalType) === r.id,
    authorId: r.authorId,
    authorName: r.authorId === null ? null : (names.get(r.authorId) ?? null),
    reviewerName: r.reviewerId === null ? null : (names.get(r.reviewerId) ?? null),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    remark: r.remark,
    rejectReason: r.rejectReason,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    allowedActions: actionsFor(r, req),
  }));
}

/** The versions list: by type, state, language, the apps a type applies to, and creation time. */
export async function pageVersions(ctx: AppContext, req: FastifyRequest, q: TLegalPageQuery) {
  const where: SQL[] = [];
  if (q.type) where.push(eq(legalVersions.type, q.type));
  if (q.status) where.push(eq(legalVersions.status, q.status));
  if (q.language) where.push(sql`${q.language} = any(${legalVersions.languages})`);
  if (q.softwareCode) {
    const types = await typesForApp(ctx.db, q.softwareCode);
    if (types.length === 0) return { records: [], total: 0, current: q.current, size: q.size };
    where.push(inArray(legalVersions.type, types));
  }
  if (q.createTimeFrom) where.push(gte(legalVersions.createdAt, new Date(q.createTimeFrom)));
  if (q.createTimeTo) where.push(lte(legalVersions.createdAt, new Date(q.createTimeTo)));
  const col = { createTime: legalVersions.createdAt, effectiveDate: legalVersions.effectiveDate, seq: legalVersions.seq }[q.sort?.field ?? 'createTime']!;
  const dir = q.sort?.order === 'asc' ? asc : desc;
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(legalVersions)
      .where(cond)
      .orderBy(dir(col), dir(legalVersions.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(legalVersions).where(cond),
  ]);
  return { records: await present(ctx, req, rows), total: count?.n ?? 0, current: q.current, size: q.size };
}

async function versionById(db: DbOrTx, id: number, lock = false): Promise<Version> {
  const q = db.select().from(legalVersions).where(eq(legalVersions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(1002);
  return row;
}

/** The published version before `v` of its type (for a draft: the latest published). */
async function previousPublished(db: DbOrTx, v: Version): Promise<Version | null> {
  const [row] = await db
    .select()
    .from(legalVersions)
    .where(and(eq(legalVersions.type, v.type), eq(legalVersions.status, 'published'), lt(legalVersions.seq, v.seq)))
    .orderBy(desc(legalVersions.seq))
    .limit(1);
  return row ?? null;
}

/** A version with its bodies, and each language's diff against the published version before it. */
export async function versionDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TLegalDetail> {
  const v = await versionById(ctx.db, id);
  const prev = await previousPublished(ctx.db, v);
  const [row] = await present(ctx, req, [v]);
  const diff: Record<string, TDiffPart[]> = {};
  const langs = [...new Set([...Object.keys(v.bodies), ...Object.keys(prev?.bodies ?? {})])];
  for (const lang of langs) diff[lang] = diffBodies(prev?.bodies[lang] ?? '', v.bodies[lang] ?? '');
  return { ...row!, bodies: v.bodies, previous: prev ? { id: prev.id, seq: prev.seq, contentHash: prev.contentHash } : null, diff };
}

/** A new draft of a type: the next version number, sanitised bodies in every required language. */
export async function addVersion(ctx: AppContext, req: FastifyRequest, body: TLegalSave): Promise<TLegalRow> {
  const me = caller(req);
  const bodies = cleanBodies(body.bodies);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: LOG, action: 'addVersion' }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(79501, hashtext(${body.type}))`);
    const [last] = await tx
      .select({ seq: sql<number>`coalesce(max(${legalVersions.seq}), 0)::int` })
      .from(legalVersions)
      .where(eq(legalVersions.type, body.type));
    const [created] = await tx
      .insert(legalVersions)
      .values({
        type: body.type,
        seq: (last?.seq ?? 0) + 1,
        bodies,
        languages: Object.keys(bodies),
        effectiveDate: new Date(body.effectiveDate),
        material: body.material,
        remark: body.remark ?? null,
        authorId: me.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { result: created!, targetId: created!.id, after: { type: created!.type, seq: created!.seq, material: created!.material } };
  });
  return (await present(ctx, req, [row]))[0]!;
}

function requireAction(v: Version, req: FastifyRequest, action: string) {
  const allowed = actionsFor(v, req);
  if (allowed.includes(action)) return;
  if (action === 'edit' && v.status === 'published') throw new AppError(79501);
  const me = caller(req);
  if ((action === 'publish' || action === 'reject') && v.status === 'inReview' && (v.authorId === me.userId || v.editorIds.includes(me.userId)))
    throw new AppError(79502);
  if (!me.permissions.has(action === 'reject' ? P.publish : (P as Record<string, string>)[action]!)) throw new AppError(1000);
  throw new AppError(1017, { state: v.status, action, allowedActions: allowed });
}

/** One step on a locked version: the state and version checked, the change written with its operation-log row. */
async function step(
  ctx: AppContext,
  req: FastifyRequest,
  id: number,
  version: number,
  action: string,
  change: (v: Version, tx: Tx) => Partial<Version>,
): Promise<TLegalRow> {
  const row = await mutate(ctx.db, req, { module: LOG, action: `${action}Version` }, async (tx) => {
    const v = await versionById(tx, id, true);
    requireAction(v, req, action);
    if (v.version !== version) throw new AppError(1005, { currentVersion: v.version });
    const [after] = await tx
      .update(legalVersions)
      .set({ ...change(v, tx), version: v.version + 1, updatedAt: new Date(ctx.clock.now()) })
      .where(eq(legalVersions.id, id))
      .returning();
    return { result: after!, targetId: id, before: { status: v.status, seq: v.seq }, after: { status: after!.status, seq: after!.seq } };
  });
  return (await present(ctx, req, [row]))[0]!;
}

/** Changes a draft (or a version in review or rejected); a published one answers 79501. A changer who is not the author becomes an editor. */
export function updateVersion(ctx: AppContext, req: FastifyRequest, body: TLegalUpdate) {
  const bodies = cleanBodies(body.bodies);
  const me = caller(req).userId;
  return step(ctx, req, body.id, body.version, 'edit', (v) => ({
    bodies,
    languages: Object.keys(bodies),
    effectiveDate: new Date(body.effectiveDate),
    material: body.material,
    remark: body.remark ?? null,
    editorIds: v.authorId === me || v.editorIds.includes(me) ? v.editorIds : [...v.editorIds, me],
  }));
}

export const submitVersion = (ctx: AppContext, req: FastifyRequest, id: number, version: number) =>
  step(ctx, req, id, version, 'submit', () => ({ status: 'inReview', rejectReason: null }));

export const rejectVersion = (ctx: AppContext, req: FastifyRequest, id: number, version: number, reason: string) =>
  step(ctx, req, id, version, 'reject', () => ({ status: 'rejected', rejectReason: reason, reviewerId: caller(req).userId }));

/** Publishes a version in review (never by its author or an editor): its content hash is fixed and it is immutable from now on. */
export async function publishVersion(ctx: AppContext, req: FastifyRequest, id: number, version: number) {
  const now = new Date(ctx.clock.now());
  const row = await step(ctx, req, id, version, 'publish', (v) => ({
    status: 'published',
    contentHash: contentHash(v.bodies),
    reviewerId: caller(req).userId,
    publishedAt: now,
  }));
  forgetCurrentVersions();
  return row;
}
