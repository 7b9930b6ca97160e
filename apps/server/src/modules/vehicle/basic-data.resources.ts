import {
  NAME_REPEATED_CODE,
  nameIn,
  type ResourceDef,
  type TAttrValue,
  type TLangName,
  type VehicleItemKind,
  vehicleAttrResource,
  vehicleBrandResource,
  vehicleModelResource,
  vehicleTypeResource,
} from '@diagops/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { type ResourceHooks, resourceService } from '../../platform/kit/resource-service';
import { batchRules, ownValues } from './basic-data.batch';
import { isVehicleItemBound, VEHICLE_ITEM_TABLES, vehicleItems } from './basic-data.service';
import { vehicleNames } from './basic-data.tables';
import { writeVersion } from './basic-data.versions';

/** The four basic-data services: VEH-01/02 on every save, names kept per language, versions, 102048 on disabling bound data. */

type Row = Record<string, unknown> & { id: number; version: number };

/** A name another live item of the kind has in the same language (VEH-02) → the kind's "repeated" code. */
async function checkLiveRepeats(tx: Tx, kind: VehicleItemKind, names: TLangName[], selfId: number | null): Promise<void> {
  if (names.length === 0) return;
  const n = vehicleNames;
  const same = or(...names.map((x) => and(eq(n.lang, x.lang), sql`lower(${n.name}) = lower(${x.name})`)));
  const [hit] = await tx
    .select({ lang: n.lang, name: n.name })
    .from(n)
    .where(and(eq(n.kind, kind), same, selfId ? ne(n.itemId, selfId) : undefined))
    .limit(1);
  if (hit) throw new AppError(NAME_REPEATED_CODE[kind], { field: 'names', lang: hit.lang, name: hit.name });
}

/** The names table holds the live item's filled names (merged items leave it). */
export async function syncNames(tx: Tx, kind: VehicleItemKind, id: number, names: TLangName[] | null): Promise<void> {
  await tx.delete(vehicleNames).where(and(eq(vehicleNames.kind, kind), eq(vehicleNames.itemId, id)));
  if (names && names.length > 0) await tx.insert(vehicleNames).values(names.map((x) => ({ kind, itemId: id, lang: x.lang, name: x.name })));
}

async function checkRef(tx: Tx, kind: 'brand' | 'type', id: unknown, field: string): Promise<void> {
  if (id === null || id === undefined) return;
  const item = (await vehicleItems(tx, kind, [id as number])).get(id as number);
  if (!item || item.mergedInto !== null) throw new AppError(1002, { [field]: id });
}

function hooksFor<D extends ResourceDef>(kind: VehicleItemKind, table: ResourceHooks<D>['table']): ResourceHooks<D> {
  const t = VEHICLE_ITEM_TABLES[kind];
  return {
    table,
    filters: {
      name: ((v: string) =>
        inArray(
          t.id,
          sql`(select ${vehicleNames.itemId} from ${vehicleNames} where ${vehicleNames.kind} = ${kind} and lower(${vehicleNames.name}) like ${`${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
        )) as never,
      merged: ((v: boolean): SQL => (v ? isNotNull(t.mergedInto) : isNull(t.mergedInto))) as never,
    },
    narrowActions: (row, actions) => (row.mergedInto != null ? [] : actions),
    async computed(db, rows, _ctx, req) {
      const lang = requestLanguage(req);
      const refs = async (k: 'brand' | 'type', key: string) =>
        kind === 'model'
          ? await vehicleItems(
              db,
              k,
              rows.map((r) => r[key] as number | null).filter((x): x is number => x != null),
            )
          : new Map();
      const brands = await refs('brand', 'brandId');
      const types = await refs('type', 'typeId');
      const refName = (m: Map<number, { code: string; names: Record<string, string> }>, id: unknown) => {
        const it = m.get(id as number);
        return it ? it.names[lang] || Object.values(it.names)[0] || it.code : null;
      };
      return new Map(
        rows.map((r) => {
          const names = (r.names as TLangName[]) ?? [];
          const out: Record<string, unknown> = { name: nameIn(names, lang), langs: names.map((x) => x.lang).join(', '), merged: r.mergedInto != null };
          if (kind === 'model') Object.assign(out, { brandName: refName(brands, r.brandId), typeName: refName(types, r.typeId) });
          if (kind === 'attr') out.valueCount = ((r.attrValues as TAttrValue[]) ?? []).length;
          return [r.id, out];
        }),
      );
    },
    rules: {
      async beforeSave(tx, _req, values, before) {
        if (before && before.mergedInto != null) throw new AppError(1017, { state: 'merged', allowedActions: [] });
        const out = ownValues(kind, values);
        if ('names' in out) await checkLiveRepeats(tx, kind, out.names as TLangName[], before?.id ?? null);
        if (kind === 'model') {
          if ('brandId' in values) await checkRef(tx, 'brand', values.brandId, 'brandId');
          if ('typeId' in values) await checkRef(tx, 'type', values.typeId, 'typeId');
        }
        return out;
      },
      ...batchRules(kind),
      async afterSave(tx, req, row, before) {
        await syncNames(tx, kind, row.id, row.names as TLangName[]);
        await writeVersion(tx, req, kind, before ? 'update' : 'create', row, before);
      },
      async afterTransition(tx, req, e) {
        if (e.action === 'disable' && (await isVehicleItemBound(tx, kind, e.after.id))) throw new AppError(102048);
        await writeVersion(tx, req, kind, e.action, e.after as Row, e.before as Row);
        return undefined;
      },
    },
  };
}

const T = VEHICLE_ITEM_TABLES;
export const vehicleTypeService = resourceService(vehicleTypeResource, hooksFor('type', T.type as never));
export const vehicleBrandService = resourceService(vehicleBrandResource, hooksFor('brand', T.brand as never));
export const vehicleModelService = resourceService(vehicleModelResource, hooksFor('model', T.model as never));
export const vehicleAttrService = resourceService(vehicleAttrResource, hooksFor('attr', T.attr as never));
export const VEHICLE_ITEM_SERVICES = { type: vehicleTypeService, brand: vehicleBrandService, model: vehicleModelService, attr: vehicleAttrService } as const;
