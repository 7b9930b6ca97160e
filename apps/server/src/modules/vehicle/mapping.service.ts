import { mappingSetResource, providerEntryResource, VEHICLE_ITEM_KINDS, type VehicleItemKind } from '@diagops/contracts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { type ResourceService, resourceService } from '../../platform/kit/resource-service';
import { onVehicleItemBound, onVehicleItemMerged, vehicleItems } from './basic-data.service';
import { vehicleProviderEntries as E, vehicleMappingLines as L, vehicleMappingSets as S } from './mapping.tables';

/**
 * Provider entries and mapping sets (contracts vehicle/mapping.ts). The current mapping is the
 * lines of the one published set; a draft starts as a copy of it and is published whole (VEH-05).
 */

/** The current (published) set's id, or null before the first is published (`except`: the set being published now). */
export async function currentSetId(db: DbOrTx, except?: number): Promise<number | null> {
  const [row] = await db
    .select({ id: S.id })
    .from(S)
    .where(and(eq(S.status, 'published'), eq(S.delFlag, false), except ? ne(S.id, except) : undefined))
    .orderBy(desc(S.publishedAt))
    .limit(1);
  return row?.id ?? null;
}

/** A name of an item in the caller's language, else English, else Chinese, else any. */
export const pickName = (names: Record<string, string> | undefined, lang: string): string | null =>
  names ? (names[lang] ?? names['en-US'] ?? names['zh-CN'] ?? Object.values(names)[0] ?? null) : null;

/** Our items' code and name (in the caller's language) for mapped ids of one kind. */
export async function ourItemLabels(db: DbOrTx, kind: VehicleItemKind, ids: number[], lang: string) {
  const items = await vehicleItems(db, kind, ids);
  return new Map([...items].map(([id, it]) => [id, { code: it.code, name: pickName(it.names, lang) }]));
}

/** The entries' mapping in a set: entryId → ourId. */
export async function linesOf(db: DbOrTx, setId: number | null, entryIds?: number[]): Promise<Map<number, number>> {
  if (setId === null || entryIds?.length === 0) return new Map();
  const where = entryIds ? and(eq(L.setId, setId), inArray(L.entryId, entryIds)) : eq(L.setId, setId);
  const rows = await db.select({ entryId: L.entryId, ourId: L.ourId }).from(L).where(where);
  return new Map(rows.map((r) => [r.entryId, r.ourId]));
}

const inCurrent = sql`exists (select 1 from ${L} join ${S} on ${S.id} = ${L.setId} where ${L.entryId} = ${E.id} and ${S.status} = 'published' and ${S.delFlag} = false)`;

export const providerEntryService = resourceService(providerEntryResource, {
  table: E,
  filters: { mapped: (v: boolean) => (v ? inCurrent : sql`not ${inCurrent}`) },
  computed: async (db, rows, _ctx, req) => {
    const lines = await linesOf(
      db,
      await currentSetId(db),
      rows.map((r) => r.id),
    );
    const lang = requestLanguage(req);
    const out = new Map<number, Record<string, unknown>>();
    for (const kind of VEHICLE_ITEM_KINDS) {
      const mine = rows.filter((r) => r.kind === kind);
      const labels = await ourItemLabels(
        db,
        kind,
        mine.map((r) => lines.get(r.id)).filter((x): x is number => x !== undefined),
        lang,
      );
      for (const r of mine) {
        const ourId = lines.get(r.id) ?? null;
        const l = ourId === null ? undefined : labels.get(ourId);
        out.set(r.id, { mapped: ourId !== null, ourId, ourCode: l?.code ?? null, ourName: l?.name ?? null });
      }
    }
    return out;
  },
  rules: {
    // an entry a draft or the current set maps stays (published history keeps it too)
    canDelete: async (tx, row) => (await tx.select({ id: L.id }).from(L).where(eq(L.entryId, row.id)).limit(1)).length === 0,
  },
});

/** The set locked for a change of its mappings: it must exist and be a draft (published → 102065). */
export async function lockDraft(tx: DbOrTx, setId: number) {
  const [set] = await tx
    .select()
    .from(S)
    .where(and(eq(S.id, setId), eq(S.delFlag, false)))
    .for('update');
  if (!set) throw new AppError(1002);
  if (set.status !== 'draft') throw new AppError(102065);
  return set;
}

/** Counts of a set's lines against another set's: added, changed, removed. */
export async function diffCounts(db: DbOrTx, setId: number, againstId: number | null) {
  const [after, before] = [await linesOf(db, setId), await linesOf(db, againstId)];
  let added = 0;
  let changed = 0;
  for (const [e, our] of after) {
    const was = before.get(e);
    if (was === undefined) added++;
    else if (was !== our) changed++;
  }
  const removed = [...before.keys()].filter((e) => !after.has(e)).length;
  return { lineCount: after.size, added, changed, removed };
}

const me = (req: FastifyRequest) => ({ id: req.auth?.userId ?? null, name: req.auth?.username.slice(0, 64) ?? null });

/** the set service, for its own publish rule (superseding the set before it) */
const self: { svc?: ResourceService } = {};

export const mappingSetService = resourceService(mappingSetResource, {
  table: S,
  // publishing is the review of a set: nobody publishes the set they drafted
  narrowActions: (row, actions, req) => (row.createdBy != null && row.createdBy === req.auth?.userId ? actions.filter((a) => a !== 'publish') : actions),
  computed: async (db, rows) => {
    const out = new Map<number, Record<string, unknown>>();
    const current = await currentSetId(db);
    // a draft's counts are live, against the set current now; a published set keeps those of its publishing
    for (const r of rows) if (r.status === 'draft') out.set(r.id, await diffCounts(db, r.id as number, current));
    return out;
  },
  rules: {
    beforeSave: async (tx, req, values, before) => {
      if (before && before.status !== 'draft') throw new AppError(102065);
      return before ? values : { ...values, baseSetId: await currentSetId(tx), createdBy: me(req).id, creatorName: me(req).name };
    },
    // a new draft starts from the current mapping
    afterSave: async (tx, _req, row, before) => {
      if (before) return;
      const base = row.baseSetId as number | null;
      if (base !== null)
        await tx.execute(sql`insert into ${L} (set_id, entry_id, kind, our_id) select ${row.id}, entry_id, kind, our_id from ${L} where set_id = ${base}`);
    },
    canDelete: (_tx, row) => (row.status === 'draft' ? true : new AppError(102065)),
    afterTransition: async (tx, req, { after }) => {
      const current = await currentSetId(tx, after.id);
      const base = (after.baseSetId as number | null) ?? null;
      // published since this draft started: publishing it would silently drop that set's changes
      if (current !== base) throw new AppError(102066);
      const counts = await diffCounts(tx, after.id, current);
      if (current !== null) await self.svc!.setState(tx, req, current, 'supersede', 'superseded');
      const [row] = await tx
        .update(S)
        .set({ ...counts, publisherName: me(req).name, publishedAt: new Date(self.svc!.boundContext().clock.now()) })
        .where(eq(S.id, after.id))
        .returning();
      return row as typeof after;
    },
  },
});

self.svc = mappingSetService as unknown as ResourceService;

// bound: the current mapping or a draft maps the item (disabling it answers 102048)
for (const kind of VEHICLE_ITEM_KINDS) {
  onVehicleItemBound(kind, async (tx, id) => {
    const [hit] = await tx
      .select({ id: L.id })
      .from(L)
      .innerJoin(S, eq(S.id, L.setId))
      .where(and(eq(L.kind, kind), eq(L.ourId, id), inArray(S.status, ['draft', 'published']), eq(S.delFlag, false)))
      .limit(1);
    return hit !== undefined;
  });
  // merged: drafts repoint; published sets never change (their old ids resolve through the redirect)
  onVehicleItemMerged(kind, async (tx, fromId, toId) => {
    await tx.execute(
      sql`update ${L} set our_id = ${toId} where kind = ${kind} and our_id = ${fromId} and set_id in (select id from ${S} where status = 'draft')`,
    );
  });
}
