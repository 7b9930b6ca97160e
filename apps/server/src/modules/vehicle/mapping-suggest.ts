import { type TMappingSuggestion, type TMappingSuggestPage, VEHICLE_PROVIDER_CODES, type VehicleItemKind, vehicleNameMatch } from '@diagops/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { vehicleItems } from './basic-data.service';
import { vehicleNames } from './basic-data.tables';
import { currentSetId, pickName } from './mapping.service';
import { vehicleProviderEntries as E, vehicleMappingLines as L, vehicleMappingSets as S } from './mapping.tables';

/**
 * The batch binding screen's data: a provider's entries of one kind that the draft (or, without
 * one, the current set) does not map, each with our items whose names match (normalised, aliases)
 * and a confidence, and how many entries are still unmapped per provider.
 */
const SUGGESTIONS_PER_ENTRY = 3;

const unmappedIn = (setId: number | null) =>
  setId === null ? sql`true` : sql`not exists (select 1 from ${L} where ${L.setId} = ${setId} and ${L.entryId} = ${E.id})`;

/** Our enabled, live items of a kind with every name they have (each language a candidate for matching). */
async function candidates(db: DbOrTx, kind: VehicleItemKind) {
  const names = await db.select({ itemId: vehicleNames.itemId, name: vehicleNames.name }).from(vehicleNames).where(eq(vehicleNames.kind, kind));
  const items = await vehicleItems(
    db,
    kind,
    names.map((n) => n.itemId),
  );
  return { names: names.filter((n) => items.get(n.itemId)?.enabled && items.get(n.itemId)?.mergedInto === null), items };
}

export async function suggestMappings(
  ctx: AppContext,
  req: FastifyRequest,
  q: { setId?: number; provider: string; kind: VehicleItemKind; current?: number; size?: number },
): Promise<TMappingSuggestPage> {
  let setId: number | null;
  if (q.setId) {
    const [set] = await ctx.db
      .select({ id: S.id })
      .from(S)
      .where(and(eq(S.id, q.setId), eq(S.delFlag, false)));
    if (!set) throw new AppError(1002);
    setId = set.id;
  } else setId = await currentSetId(ctx.db);
  const current = q.current ?? 1;
  const size = q.size ?? 20;
  const live = and(eq(E.delFlag, false), eq(E.kind, q.kind), unmappedIn(setId));
  const perProvider = await ctx.db.select({ provider: E.provider, n: count() }).from(E).where(live).groupBy(E.provider);
  const unmapped: Record<string, number> = Object.fromEntries(VEHICLE_PROVIDER_CODES.map((p) => [p, 0]));
  for (const r of perProvider) unmapped[r.provider] = Number(r.n);
  const entries = await ctx.db
    .select()
    .from(E)
    .where(and(live, eq(E.provider, q.provider)))
    .orderBy(asc(E.code), asc(E.id))
    .limit(size)
    .offset((current - 1) * size);
  const { names, items } = entries.length ? await candidates(ctx.db, q.kind) : { names: [], items: new Map() };
  const lang = requestLanguage(req);
  const records = entries.map((e) => {
    const best = new Map<number, TMappingSuggestion>();
    for (const n of names) {
      const m = vehicleNameMatch(e.name, n.name) ?? vehicleNameMatch(e.code, n.name);
      if (!m || (best.get(n.itemId)?.confidence ?? 0) >= m.confidence) continue;
      const it = items.get(n.itemId)!;
      best.set(n.itemId, { ourId: it.id, ourCode: it.code, ourName: pickName(it.names, lang) ?? n.name, ...m });
    }
    const suggestions = [...best.values()].sort((a, b) => b.confidence - a.confidence || a.ourCode.localeCompare(b.ourCode)).slice(0, SUGGESTIONS_PER_ENTRY);
    return { entryId: e.id, code: e.code, name: e.name, parentCode: e.parentCode, suggestions };
  });
  return { records, total: unmapped[q.provider] ?? 0, current, size, unmapped };
}
