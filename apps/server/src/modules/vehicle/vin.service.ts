import { type Language, vinRuleResource } from '@diagops/contracts';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { onVehicleItemBound, onVehicleItemMerged, vehicleItems } from './basic-data.service';
import { vinRules } from './vin.tables';

/** An item's name in the language asked for, else English, else Chinese, else any. */
export function itemName(names: Record<string, string> | undefined, lang: Language): string | null {
  if (!names) return null;
  return names[lang] ?? names['en-US'] ?? names['zh-CN'] ?? Object.values(names)[0] ?? null;
}

type RuleIds = { brandId: number; modelId: number | null; typeId: number | null };
/** Our brand, model and type names of rules, in one query per kind. */
export async function ruleNames(db: DbOrTx, rows: RuleIds[], lang: Language) {
  const ids = (k: keyof RuleIds) => rows.map((r) => r[k]).filter((v): v is number => typeof v === 'number');
  const [brands, models, types] = await Promise.all([
    vehicleItems(db, 'brand', ids('brandId')),
    vehicleItems(db, 'model', ids('modelId')),
    vehicleItems(db, 'type', ids('typeId')),
  ]);
  return (r: RuleIds) => ({
    brandName: itemName(brands.get(r.brandId)?.names, lang),
    modelName: r.modelId ? itemName(models.get(r.modelId)?.names, lang) : null,
    typeName: r.typeId ? itemName(types.get(r.typeId)?.names, lang) : null,
  });
}

/** Each id must be a live item of its kind, a model of the rule's brand (1001 on the field otherwise). */
async function checkItems(tx: DbOrTx, v: Record<string, unknown>) {
  const refuse = (field: string, message: string) => {
    throw new AppError(1001, { errors: [{ field, message }] });
  };
  const live = async (kind: 'brand' | 'model' | 'type', id: unknown) => {
    if (typeof id !== 'number') return null;
    const item = (await vehicleItems(tx, kind, [id])).get(id);
    return item && item.mergedInto === null ? item : null;
  };
  if (!(await live('brand', v.brandId))) refuse('brandId', 'no such brand');
  if (v.modelId !== undefined && v.modelId !== null) {
    const model = await live('model', v.modelId);
    if (!model) refuse('modelId', 'no such model');
    if (model?.brandId && model.brandId !== v.brandId) refuse('modelId', 'not a model of this brand');
  }
  if (v.typeId !== undefined && v.typeId !== null && !(await live('type', v.typeId))) refuse('typeId', 'no such vehicle type');
  if (typeof v.yearFrom === 'number' && typeof v.yearTo === 'number' && v.yearTo < v.yearFrom) refuse('yearTo', 'not before the first year');
}

/** The same WMI, VDS pattern and years saved twice answers 10120 (VEH-04). */
async function checkDuplicate(tx: DbOrTx, v: Record<string, unknown>, id: number | null) {
  const same = (col: SQL | typeof vinRules.vdsPattern, value: unknown) =>
    value === undefined || value === null ? sql`${col} is null` : sql`${col} = ${value}`;
  const parts = [
    eq(vinRules.delFlag, false),
    eq(vinRules.wmi, String(v.wmi)),
    same(sql`${vinRules.vdsPattern}`, v.vdsPattern),
    same(sql`${vinRules.yearFrom}`, v.yearFrom),
    same(sql`${vinRules.yearTo}`, v.yearTo),
  ];
  if (id) parts.push(ne(vinRules.id, id));
  const [dup] = await tx
    .select({ id: vinRules.id })
    .from(vinRules)
    .where(and(...parts))
    .limit(1);
  if (dup) throw new AppError(10120, { errors: [{ field: 'wmi', message: 'a rule for this WMI, VDS pattern and years exists' }] });
}

export const vinRuleService = resourceService(vinRuleResource, {
  table: vinRules,
  computed: async (db, rows, _ctx, req) => {
    const names = await ruleNames(db, rows as unknown as RuleIds[], req ? requestLanguage(req) : 'zh-CN');
    return new Map(rows.map((r) => [r.id, names(r as unknown as RuleIds)]));
  },
  rules: {
    async beforeSave(tx, _req, values, before) {
      const merged = { ...(before ?? {}), ...values } as Record<string, unknown>;
      await checkItems(tx, merged);
      await checkDuplicate(tx, merged, before ? (before.id as number) : null);
      return values;
    },
  },
});

const COLUMN = { brand: vinRules.brandId, model: vinRules.modelId, type: vinRules.typeId } as const;
for (const kind of ['brand', 'model', 'type'] as const) {
  const col = COLUMN[kind];
  // an item a live rule names is bound (disabling it answers 102048); a merge repoints the rules
  onVehicleItemBound(kind, async (tx, id) => {
    const [hit] = await tx
      .select({ id: vinRules.id })
      .from(vinRules)
      .where(and(eq(col, id), eq(vinRules.delFlag, false)))
      .limit(1);
    return Boolean(hit);
  });
  onVehicleItemMerged(kind, async (tx, fromId, toId) => {
    await tx
      .update(vinRules)
      .set({ [kind === 'brand' ? 'brandId' : kind === 'model' ? 'modelId' : 'typeId']: toId })
      .where(eq(col, fromId));
  });
}
