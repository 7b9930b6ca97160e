import type { TMappingDiff, VehicleItemKind } from '@diagops/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { resolveVehicleItem } from './basic-data.service';
import { currentSetId, linesOf, lockDraft, mappingSetService, ourItemLabels } from './mapping.service';
import { vehicleProviderEntries as E, vehicleMappingLines as L, vehicleMappingSets as S } from './mapping.tables';

/** A draft's mappings: add (an existing one answers 10120, VEH-04), remove, accept in bulk; a set's lines and diff; restore. */
const LOG = { module: 'vehicleMapping' } as const;

async function entryOf(tx: DbOrTx, entryId: number) {
  const [entry] = await tx
    .select()
    .from(E)
    .where(and(eq(E.id, entryId), eq(E.delFlag, false)));
  if (!entry) throw new AppError(1001, { errors: [{ field: 'entryId', message: 'no such provider entry' }] });
  return entry;
}

/** Our item of the entry's kind, followed through merges to the live one (unknown → 102067). */
async function ourTarget(tx: DbOrTx, kind: string, ourId: number) {
  const live = await resolveVehicleItem(tx, kind as VehicleItemKind, ourId);
  if (live === null) throw new AppError(102067);
  return live;
}

/** Adds one mapping to a locked draft; false when the entry is mapped there already. */
async function addLine(tx: Tx, setId: number, entryId: number, ourId: number): Promise<boolean> {
  const entry = await entryOf(tx, entryId);
  const target = await ourTarget(tx, entry.kind, ourId);
  const [had] = await tx
    .select({ id: L.id })
    .from(L)
    .where(and(eq(L.setId, setId), eq(L.entryId, entryId)));
  if (had) return false;
  await tx.insert(L).values({ setId, entryId, kind: entry.kind, ourId: target });
  return true;
}

export async function addMapping(ctx: AppContext, req: FastifyRequest, b: { setId: number; entryId: number; ourId: number }) {
  await mutate(ctx.db, req, { ...LOG, action: 'addMapping' }, async (tx) => {
    await lockDraft(tx, b.setId);
    if (!(await addLine(tx, b.setId, b.entryId, b.ourId))) throw new AppError(10120);
    await touch(tx, b.setId);
    return { result: null, targetId: b.setId, after: b };
  });
  return null;
}

export async function addMappings(ctx: AppContext, req: FastifyRequest, b: { setId: number; lines: Array<{ entryId: number; ourId: number }> }) {
  return mutate(ctx.db, req, { ...LOG, action: 'addMappings' }, async (tx) => {
    await lockDraft(tx, b.setId);
    const duplicates: number[] = [];
    let added = 0;
    for (const l of b.lines) {
      if (await addLine(tx, b.setId, l.entryId, l.ourId)) added++;
      else duplicates.push(l.entryId);
    }
    await touch(tx, b.setId);
    return { result: { added, duplicates }, targetId: b.setId, after: { added, duplicates } };
  });
}

export async function removeMapping(ctx: AppContext, req: FastifyRequest, b: { setId: number; entryId: number }) {
  await mutate(ctx.db, req, { ...LOG, action: 'removeMapping' }, async (tx) => {
    await lockDraft(tx, b.setId);
    const gone = await tx
      .delete(L)
      .where(and(eq(L.setId, b.setId), eq(L.entryId, b.entryId)))
      .returning({ id: L.id });
    if (gone.length === 0) throw new AppError(1002);
    await touch(tx, b.setId);
    return { result: null, targetId: b.setId, before: b };
  });
  return null;
}

/** a draft's change moves its version (an open edit form of the set sees it changed) */
const touch = (tx: DbOrTx, setId: number) =>
  tx
    .update(S)
    .set({ version: sql`${S.version} + 1`, updatedAt: sql`now()` })
    .where(eq(S.id, setId));

async function setRow(db: DbOrTx, id: number) {
  const [set] = await db
    .select()
    .from(S)
    .where(and(eq(S.id, id), eq(S.delFlag, false)));
  if (!set) throw new AppError(1002);
  return set;
}

/** A set's lines with the provider's and our names, a page at a time. */
export async function mappingLines(
  ctx: AppContext,
  req: FastifyRequest,
  q: { setId: number; provider?: string; kind?: string; current?: number; size?: number },
) {
  await setRow(ctx.db, q.setId);
  const current = q.current ?? 1;
  const size = q.size ?? 20;
  const where = and(eq(L.setId, q.setId), q.provider ? eq(E.provider, q.provider) : undefined, q.kind ? eq(L.kind, q.kind) : undefined);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(L).innerJoin(E, eq(E.id, L.entryId)).where(where);
  const rows = await ctx.db
    .select({ entryId: L.entryId, provider: E.provider, kind: L.kind, code: E.code, name: E.name, ourId: L.ourId })
    .from(L)
    .innerJoin(E, eq(E.id, L.entryId))
    .where(where)
    .orderBy(asc(E.provider), asc(L.kind), asc(E.code), asc(L.id))
    .limit(size)
    .offset((current - 1) * size);
  const labels = await labelsFor(ctx.db, rows, requestLanguage(req));
  const records = rows.map((r) => {
    const l = labels.get(`${r.kind}:${r.ourId}`);
    return { ...r, ourCode: l?.code ?? null, ourName: l?.name ?? null };
  });
  return { records, total: Number(total), current, size };
}

async function labelsFor(db: DbOrTx, rows: Array<{ kind: string; ourId: number | null }>, lang: string) {
  const out = new Map<string, { code: string; name: string | null }>();
  for (const kind of new Set(rows.map((r) => r.kind))) {
    const ids = rows.filter((r) => r.kind === kind && r.ourId !== null).map((r) => r.ourId as number);
    for (const [id, l] of await ourItemLabels(db, kind as VehicleItemKind, ids, lang)) out.set(`${kind}:${id}`, l);
  }
  return out;
}

/** A set against the set it was drafted from (a draft: the current set now). */
export async function mappingDiff(ctx: AppContext, req: FastifyRequest, id: number): Promise<TMappingDiff> {
  const set = await setRow(ctx.db, id);
  const against = set.status === 'draft' ? await currentSetId(ctx.db) : set.baseSetId;
  const [after, before] = [await linesOf(ctx.db, id), await linesOf(ctx.db, against)];
  const changes: Array<{ change: 'added' | 'changed' | 'removed'; entryId: number; beforeId: number | null; afterId: number | null }> = [];
  for (const [e, our] of after) {
    const was = before.get(e);
    if (was === undefined) changes.push({ change: 'added', entryId: e, beforeId: null, afterId: our });
    else if (was !== our) changes.push({ change: 'changed', entryId: e, beforeId: was, afterId: our });
  }
  for (const [e, was] of before) if (!after.has(e)) changes.push({ change: 'removed', entryId: e, beforeId: was, afterId: null });
  const entries = changes.length
    ? await ctx.db
        .select()
        .from(E)
        .where(
          inArray(
            E.id,
            changes.map((c) => c.entryId),
          ),
        )
    : [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const lang = requestLanguage(req);
  const labels = await labelsFor(
    ctx.db,
    changes.flatMap((c) => [
      { kind: byId.get(c.entryId)!.kind, ourId: c.beforeId },
      { kind: byId.get(c.entryId)!.kind, ourId: c.afterId },
    ]),
    lang,
  );
  const nameOf = (kind: string, ourId: number | null) => (ourId === null ? null : (labels.get(`${kind}:${ourId}`)?.name ?? null));
  const lines = changes
    .map((c) => {
      const e = byId.get(c.entryId)!;
      return {
        ...c,
        provider: e.provider,
        kind: e.kind,
        code: e.code,
        name: e.name,
        beforeName: nameOf(e.kind, c.beforeId),
        afterName: nameOf(e.kind, c.afterId),
      };
    })
    .sort((a, b) => a.provider.localeCompare(b.provider) || a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code));
  const n = (k: string) => lines.filter((l) => l.change === k).length;
  return { setId: id, againstSetId: against ?? null, added: n('added'), changed: n('changed'), removed: n('removed'), lines };
}

/** A new draft holding an older published (or superseded) set's mappings: publishing it rolls the mapping back. */
export async function restoreSet(ctx: AppContext, req: FastifyRequest, b: { id: number; name?: string; remark?: string }) {
  const old = await setRow(ctx.db, b.id);
  if (old.status === 'draft') throw new AppError(1017, { state: 'draft', action: 'restore', allowedActions: [] });
  const lang = requestLanguage(req);
  const name = b.name ?? (lang === 'en-US' ? `Restore of ${old.name}` : `恢复：${old.name}`).slice(0, 128);
  const row = await mutate(ctx.db, req, { module: 'vehicleMappingSet', action: 'restore' }, async (tx) => {
    const created = await mappingSetService.insert(tx, req, { name, remark: b.remark ?? null });
    await tx.delete(L).where(eq(L.setId, created.id));
    await tx.execute(sql`insert into ${L} (set_id, entry_id, kind, our_id) select ${created.id}, entry_id, kind, our_id from ${L} where set_id = ${old.id}`);
    const [after] = await tx.update(S).set({ restoredFrom: old.id }).where(eq(S.id, created.id)).returning();
    return { result: after!, targetId: created.id, after };
  });
  return (await mappingSetService.present(ctx, req, ctx.db, [row as never]))[0]!;
}
