import type { TVehicleDeviceData } from '@diagops/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { VEHICLE_ITEM_TABLES } from './basic-data.service';
import { vehicleModels } from './basic-data.tables';
import { currentSetId } from './mapping.service';
import { vehicleProviderEntries as E, vehicleMappingLines as L, vehicleMappingSets as S } from './mapping.tables';

/**
 * What a diagnostic tool downloads (issue 33 §6): our enabled live types, brands, models and
 * attributes with their names in every language, the redirects of merged items, and the current
 * mapping set's mappings by provider code. Its ETag is a hash of this content.
 */
const namesOf = (names: Array<{ lang: string; name: string }>) => Object.fromEntries(names.filter((n) => n.name).map((n) => [n.lang, n.name]));

async function items(db: DbOrTx, kind: 'type' | 'brand' | 'attr') {
  const t = VEHICLE_ITEM_TABLES[kind];
  const rows = await db
    .select({ id: t.id, code: t.code, names: t.names })
    .from(t)
    .where(and(eq(t.delFlag, false), eq(t.enabled, true), isNull(t.mergedInto)))
    .orderBy(asc(t.id));
  return rows.map((r) => ({ id: r.id, code: r.code, names: namesOf(r.names) }));
}

export async function vehicleDeviceData(db: DbOrTx): Promise<TVehicleDeviceData> {
  const setId = await currentSetId(db);
  const [set] = setId === null ? [] : await db.select({ publishedAt: S.publishedAt }).from(S).where(eq(S.id, setId));
  const m = vehicleModels;
  const models = await db
    .select({ id: m.id, code: m.code, names: m.names, brandId: m.brandId, typeId: m.typeId })
    .from(m)
    .where(and(eq(m.delFlag, false), eq(m.enabled, true), isNull(m.mergedInto)))
    .orderBy(asc(m.id));
  const redirects: TVehicleDeviceData['redirects'] = [];
  for (const kind of ['type', 'brand', 'model', 'attr'] as const) {
    const t = VEHICLE_ITEM_TABLES[kind];
    const rows = await db
      .select({ id: t.id, to: t.mergedInto })
      .from(t)
      .where(and(eq(t.delFlag, false), isNotNull(t.mergedInto)))
      .orderBy(asc(t.id));
    for (const r of rows) redirects.push({ kind, fromId: r.id, toId: r.to! });
  }
  const mappings =
    setId === null
      ? []
      : await db
          .select({ provider: E.provider, kind: L.kind, code: E.code, ourId: L.ourId })
          .from(L)
          .innerJoin(E, eq(E.id, L.entryId))
          .where(eq(L.setId, setId))
          .orderBy(asc(E.provider), asc(L.kind), asc(E.code));
  return {
    mappingSetId: setId,
    publishedAt: set?.publishedAt?.toISOString() ?? null,
    types: await items(db, 'type'),
    brands: await items(db, 'brand'),
    models: models.map((r) => ({ id: r.id, code: r.code, names: namesOf(r.names), brandId: r.brandId, typeId: r.typeId })),
    attrs: await items(db, 'attr'),
    redirects,
    mappings,
  };
}
