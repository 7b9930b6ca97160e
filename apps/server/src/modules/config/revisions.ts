import { createHash } from 'node:crypto';
import type { ResourceDef, RevisionState, TBlastRadius, TRevision } from '@diagops/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import type { ResourceService } from '../../platform/kit/resource-service';
import { lockVersion } from '../../platform/kit/versioned';
import { audienceOf } from '../stock';
import { configRevisions } from './config.tables';

/**
 * The review of revisioned configurations (contracts config/revisions.ts): a config's row holds what
 * was last passed; every change is a revision (draft → in review → passed or rejected) holding the
 * whole values. Nobody passes or rejects a revision they wrote or changed (102060); passing needs the
 * token of the blast-radius preview the reviewer saw (102061 when it changed since).
 */
export type RevisionKind = {
  /** ask: the AI ask presets (the ai area, decision 0037) */
  kind: 'general' | 'product' | 'mask' | 'pack' | 'ask';
  tableName: string;
  def: ResourceDef;
  service: ResourceService;
  table: PgTable & Record<string, PgColumn>;
  /** the readOnly number field and its prefix (GC20261128-17) */
  numberField: string;
  prefix: string;
  /** the product models (and SKU codes) a revision's values reach */
  audience: (data: Record<string, unknown>) => { productModelIds: number[]; skuCodes?: string[] };
  /** checks of the values beyond their schemas (e.g. product models that exist) */
  check?: (tx: Tx, data: Record<string, unknown>) => Promise<void>;
};

const OPEN: RevisionState[] = ['draft', 'inReview', 'rejected'];
type RevisionRow = typeof configRevisions.$inferSelect;
type ObjectRow = Record<string, unknown> & { id: number; version: number; status: string; appliedSeq: number; openRevision: string };

const me = (req: FastifyRequest) => req.auth!;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const writableNames = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, f]) => !f.readOnly)
    .map(([k]) => k);

function valuesOf(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of writableNames(def)) out[k] = body[k] ?? null;
  return out;
}

/** The product models a revision's values name (a list, or one model). */
const modelsOf = (d: Record<string, unknown>): number[] =>
  Array.isArray(d.productModelIds) ? (d.productModelIds as number[]) : d.productModelId != null ? [Number(d.productModelId)] : [];

/** The fields that differ between two revisions' values (arrays compared as written). */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));
}

export function revisionEngine(k: RevisionKind) {
  const table = k.table as PgTable & Record<string, PgColumn> & { id: PgColumn; version: PgColumn };

  async function openRevision(db: DbOrTx, objectId: number): Promise<RevisionRow | undefined> {
    const [r] = await db
      .select()
      .from(configRevisions)
      .where(and(eq(configRevisions.kind, k.kind), eq(configRevisions.objectId, objectId), inArray(configRevisions.state, OPEN)))
      .orderBy(desc(configRevisions.seq))
      .limit(1);
    return r;
  }
  async function lastSeq(tx: Tx, objectId: number): Promise<number> {
    const [r] = await tx
      .select({ seq: sql<number>`coalesce(max(${configRevisions.seq}), 0)::int` })
      .from(configRevisions)
      .where(and(eq(configRevisions.kind, k.kind), eq(configRevisions.objectId, objectId)));
    return r?.seq ?? 0;
  }
  async function lockObject(tx: Tx, id: number, version: number): Promise<ObjectRow> {
    const [seen] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.delFlag!, false)));
    if (!seen) throw new AppError(1002);
    return (await lockVersion(tx, table as never, id, version)) as ObjectRow;
  }
  /** the object's bookkeeping after a revision changed: one version more, the open revision's state */
  async function touch(tx: Tx, obj: ObjectRow, set: Record<string, unknown>) {
    const now = new Date();
    const [after] = (await tx
      .update(table)
      .set({ ...set, version: sql`${table.version} + 1`, updatedAt: now } as never)
      .where(eq(table.id, obj.id))
      .returning()) as ObjectRow[];
    return after!;
  }
  const saved = (obj: ObjectRow, rev: { seq: number; state: string }) => ({
    id: obj.id,
    version: obj.version,
    seq: rev.seq,
    state: rev.state as RevisionState,
  });
  const log = (action: string) => ({ module: k.def.name, action });

  async function preview(ctx: AppContext, req: FastifyRequest, db: DbOrTx, obj: ObjectRow, rev: RevisionRow): Promise<TBlastRadius> {
    const target = k.audience(rev.data);
    const audience = await audienceOf(db, target, requestLanguage(req));
    const overlapping = await db.execute(sql`
      select r.kind, r.object_id as id, r.seq, r.state, r.data, coalesce(g.config_no, p.package_no, m.mask_no, k.pack_no) as number
      from ${configRevisions} r
      left join config_general g on r.kind = 'general' and g.id = r.object_id
      left join config_product p on r.kind = 'product' and p.id = r.object_id
      left join config_mask m on r.kind = 'mask' and m.id = r.object_id
      left join config_pack k on r.kind = 'pack' and k.id = r.object_id
      where r.state in ('draft', 'inReview', 'rejected') and not (r.kind = ${k.kind} and r.object_id = ${obj.id})`);
    const models = new Set(target.productModelIds);
    type Open = { kind: string; id: number; seq: number; state: RevisionState; data: Record<string, unknown>; number: string };
    const others = (overlapping as unknown as { rows: Open[] }).rows
      .filter((r) => modelsOf(r.data).some((i) => models.has(i)))
      .map((r) => ({ kind: r.kind, id: r.id, number: r.number, seq: r.seq, state: r.state }));
    const body = { ...audience, overlapping: others };
    const token = createHash('sha256')
      .update(JSON.stringify([body, rev.seq, rev.updatedAt.toISOString(), obj.version]))
      .digest('hex')
      .slice(0, 32);
    return { ...body, computedAt: new Date(ctx.clock.now()).toISOString(), token };
  }

  function actionsFor(req: FastifyRequest, obj: ObjectRow, rev: RevisionRow, open: RevisionRow | undefined): TRevision['allowedActions'] {
    const p = me(req).permissions;
    const P = k.def.permissions;
    const mine = rev.authorId === me(req).userId || rev.editorIds.includes(me(req).userId);
    const out: TRevision['allowedActions'] = [];
    const isOpen = OPEN.includes(rev.state as RevisionState);
    // the applied revision of a config with none open: editing it opens the next one
    const applied = rev.state === 'passed' && !open && rev.seq === obj.appliedSeq && obj.status !== 'disabled';
    if ((isOpen || applied) && p.has(P.edit!)) out.push('edit');
    if ((rev.state === 'draft' || rev.state === 'rejected') && p.has(P.edit!)) out.push('submit');
    if (rev.state === 'inReview' && p.has(P.review!) && !mine) out.push('pass', 'reject');
    if (rev.state === 'passed' && !open && rev.seq < obj.appliedSeq && p.has(P.edit!) && obj.status !== 'disabled') out.push('rollback');
    return out;
  }

  async function decide(req: FastifyRequest, rev: RevisionRow | undefined): Promise<RevisionRow> {
    if (rev?.state !== 'inReview') throw new AppError(1017, { state: rev?.state ?? 'none' });
    const who = me(req).userId;
    if (rev.authorId === who || rev.editorIds.includes(who)) throw new AppError(102060);
    return rev;
  }
  const today = (ctx: AppContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10).replaceAll('-', '');

  return {
    kind: k,
    /** a new config: its row (status new, showing the draft's values) and its first revision, a draft */
    async create(ctx: AppContext, req: FastifyRequest, body: Record<string, unknown>) {
      return uniqueOr10120(
        mutate(ctx.db, req, log('create'), async (tx) => {
          const data = valuesOf(k.def, body);
          await k.check?.(tx, data);
          const seq = (await tx.execute(sql`select nextval(pg_get_serial_sequence(${k.tableName}, 'id'))::int as id`)) as unknown as {
            rows: Array<{ id: number }>;
          };
          const id = seq.rows[0]!.id;
          const number = `${k.prefix}${today(ctx)}${String(id).padStart(5, '0')}`;
          const [row] = (await tx
            .insert(table)
            .values({
              ...data,
              id,
              [k.numberField]: number,
              status: 'new',
              openRevision: 'draft',
              createdBy: me(req).userId,
              creatorName: me(req).username.slice(0, 64),
            } as never)
            .returning()) as ObjectRow[];
          await k.service.machine!.record(tx, req, { entityId: id, from: null, to: 'new', action: 'create' });
          const [rev] = await tx
            .insert(configRevisions)
            .values({
              kind: k.kind,
              objectId: id,
              seq: 1,
              state: 'draft',
              data,
              authorId: me(req).userId,
              authorName: me(req).username.slice(0, 64),
              editorIds: [me(req).userId],
            })
            .returning();
          return { result: saved(row!, rev!), targetId: id, after: row };
        }),
      );
    },
    /** changes the open revision (one in review loses its preview: passing needs a new look), or opens a new draft */
    async update(ctx: AppContext, req: FastifyRequest, body: Record<string, unknown> & { id: number; version: number }) {
      return mutate(ctx.db, req, log('update'), async (tx) => {
        const obj = await lockObject(tx, body.id, body.version);
        if (obj.status === 'disabled') throw new AppError(1017, { state: 'disabled' });
        const data = valuesOf(k.def, body);
        await k.check?.(tx, data);
        const open = await openRevision(tx, obj.id);
        const who = me(req).userId;
        let rev: RevisionRow;
        if (open) {
          [rev] = (await tx
            .update(configRevisions)
            .set({ data, editorIds: open.editorIds.includes(who) ? open.editorIds : [...open.editorIds, who], blast: null, updatedAt: new Date() })
            .where(eq(configRevisions.id, open.id))
            .returning()) as [RevisionRow];
        } else {
          [rev] = (await tx
            .insert(configRevisions)
            .values({
              kind: k.kind,
              objectId: obj.id,
              seq: (await lastSeq(tx, obj.id)) + 1,
              state: 'draft',
              data,
              authorId: who,
              authorName: me(req).username.slice(0, 64),
              editorIds: [who],
            })
            .returning()) as [RevisionRow];
        }
        // a config never passed shows its draft's values in the list
        const after = await touch(tx, obj, { openRevision: rev.state, ...(obj.appliedSeq === 0 ? data : {}) });
        return { result: saved(after, rev), targetId: obj.id, before: obj, after };
      });
    },
    async submit(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number }) {
      return mutate(ctx.db, req, log('submit'), async (tx) => {
        const obj = await lockObject(tx, body.id, body.version);
        const open = await openRevision(tx, obj.id);
        if (!open || open.state === 'inReview') throw new AppError(1017, { state: open?.state ?? 'none' });
        const [rev] = await tx.update(configRevisions).set({ state: 'inReview', updatedAt: new Date() }).where(eq(configRevisions.id, open.id)).returning();
        const after = await touch(tx, obj, { openRevision: 'inReview' });
        return { result: saved(after, rev!), targetId: obj.id };
      });
    },
    /** what passing the open revision would reach, with the token passing must carry */
    async preview(ctx: AppContext, req: FastifyRequest, id: number): Promise<TBlastRadius> {
      const [obj] = (await ctx.db
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.delFlag!, false)))) as ObjectRow[];
      if (!obj) throw new AppError(1002);
      const open = await openRevision(ctx.db, id);
      if (!open) throw new AppError(1017, { state: 'none' });
      return preview(ctx, req, ctx.db, obj, open);
    },
    async pass(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number; previewToken: string }) {
      return mutate(ctx.db, req, log('pass'), async (tx) => {
        const obj = await lockObject(tx, body.id, body.version);
        const rev = await decide(req, await openRevision(tx, obj.id));
        const seen = await preview(ctx, req, tx, obj, rev);
        if (seen.token !== body.previewToken) throw new AppError(102061);
        const now = new Date(ctx.clock.now());
        const [done] = await tx
          .update(configRevisions)
          .set({ state: 'passed', reviewerId: me(req).userId, reviewerName: me(req).username.slice(0, 64), blast: seen, decidedAt: now, updatedAt: now })
          .where(eq(configRevisions.id, rev.id))
          .returning();
        let after = await touch(tx, obj, { ...rev.data, appliedSeq: rev.seq, openRevision: 'none' });
        if (obj.status === 'new') after = (await k.service.setState(tx, req, obj.id, 'confirmed', 'confirmed')) as ObjectRow;
        return { result: saved(after, done!), targetId: obj.id, before: obj, after };
      });
    },
    async reject(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number; reason: string }) {
      return mutate(ctx.db, req, log('reject'), async (tx) => {
        const obj = await lockObject(tx, body.id, body.version);
        const rev = await decide(req, await openRevision(tx, obj.id));
        const now = new Date(ctx.clock.now());
        const [done] = await tx
          .update(configRevisions)
          .set({
            state: 'rejected',
            reviewerId: me(req).userId,
            reviewerName: me(req).username.slice(0, 64),
            reason: body.reason,
            decidedAt: now,
            updatedAt: now,
          })
          .where(eq(configRevisions.id, rev.id))
          .returning();
        const after = await touch(tx, obj, { openRevision: 'rejected' });
        return { result: saved(after, done!), targetId: obj.id };
      });
    },
    /** a new revision in review restoring an older passed one (reviewed like any other) */
    async rollback(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number; toSeq: number }) {
      return mutate(ctx.db, req, log('rollback'), async (tx) => {
        const obj = await lockObject(tx, body.id, body.version);
        if (obj.status === 'disabled' || (await openRevision(tx, obj.id))) throw new AppError(1017, { state: obj.openRevision });
        const [target] = await tx
          .select()
          .from(configRevisions)
          .where(and(eq(configRevisions.kind, k.kind), eq(configRevisions.objectId, obj.id), eq(configRevisions.seq, body.toSeq)));
        if (!target) throw new AppError(1002);
        if (target.state !== 'passed' || target.seq >= obj.appliedSeq) throw new AppError(1017, { state: target.state });
        const who = me(req).userId;
        const [rev] = await tx
          .insert(configRevisions)
          .values({
            kind: k.kind,
            objectId: obj.id,
            seq: (await lastSeq(tx, obj.id)) + 1,
            state: 'inReview',
            data: target.data,
            authorId: who,
            authorName: me(req).username.slice(0, 64),
            editorIds: [who],
            rollbackOf: target.seq,
          })
          .returning();
        const after = await touch(tx, obj, { openRevision: 'inReview' });
        return { result: saved(after, rev!), targetId: obj.id };
      });
    },
    /** every revision, newest first, with the fields it changed against the one before and what this caller may do with it */
    async list(ctx: AppContext, req: FastifyRequest, id: number): Promise<TRevision[]> {
      const [obj] = (await ctx.db
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.delFlag!, false)))) as ObjectRow[];
      if (!obj) throw new AppError(1002);
      const rows = await ctx.db
        .select()
        .from(configRevisions)
        .where(and(eq(configRevisions.kind, k.kind), eq(configRevisions.objectId, id)))
        .orderBy(desc(configRevisions.seq));
      const open = rows.find((r) => OPEN.includes(r.state as RevisionState));
      return rows.map((r, i) => ({
        id: r.id,
        seq: r.seq,
        state: r.state as RevisionState,
        data: r.data,
        changes: changesBetween(rows[i + 1]?.data ?? null, r.data),
        authorId: r.authorId,
        authorName: r.authorName,
        editorIds: r.editorIds,
        reviewerName: r.reviewerName,
        reason: r.reason,
        rollbackOf: r.rollbackOf,
        blast: (r.blast as TBlastRadius | null) ?? null,
        createTime: r.createdAt.toISOString(),
        decideTime: iso(r.decidedAt),
        allowedActions: actionsFor(req, obj, r, open),
      }));
    },
  };
}

export type RevisionEngine = ReturnType<typeof revisionEngine>;
