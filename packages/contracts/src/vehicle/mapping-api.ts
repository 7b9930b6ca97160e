import { z } from 'zod';
import { ZId } from '../common/envelope';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { ZTerminalApp } from '../terminals';
import { VEHICLE_ITEM_KINDS } from './basic-data-names';
import { VEHICLE_PROVIDER_CODES } from './mapping-names';

/** The calls of the mapping sets beside the generated ones: a draft's mappings, the diff, restore, suggestions, the device API. */
const ZProvider = z.enum(VEHICLE_PROVIDER_CODES);
const ZKind = z.enum(VEHICLE_ITEM_KINDS);

/** One mapping of a draft: a provider entry onto one of our items of the same kind. */
export const ZMappingLineInput = z.object({ setId: ZId, entryId: ZId, ourId: ZId }).strict();
export const ZMappingLineRemove = z.object({ setId: ZId, entryId: ZId }).strict();
export const MAPPING_BATCH_MAX = 500;
export const ZMappingBatchInput = z
  .object({
    setId: ZId,
    lines: z
      .array(z.object({ entryId: ZId, ourId: ZId }).strict())
      .min(1)
      .max(MAPPING_BATCH_MAX),
  })
  .strict();
export const ZMappingBatchResult = z.object({
  added: z.number(),
  /** entries already mapped in the draft (VEH-04): left as they were */
  duplicates: z.array(z.number()),
});

export const ZMappingLinesQuery = z
  .object({
    setId: ZId,
    provider: ZProvider.optional(),
    kind: ZKind.optional(),
    current: z.coerce.number().int().min(1).optional(),
    size: z.coerce.number().int().min(1).max(200).optional(),
  })
  .strict();
export const ZMappingLine = z.object({
  entryId: z.number(),
  provider: z.string(),
  kind: z.string(),
  code: z.string(),
  name: z.string(),
  ourId: z.number(),
  ourCode: z.string().nullable(),
  ourName: z.string().nullable(),
});
export const ZMappingLinePage = z.object({ records: z.array(ZMappingLine), total: z.number(), current: z.number(), size: z.number() });

/** A set's changes against the set it was drafted from (a published set: against the set it replaced). */
export const ZMappingDiffLine = z.object({
  change: z.enum(['added', 'changed', 'removed']),
  entryId: z.number(),
  provider: z.string(),
  kind: z.string(),
  code: z.string(),
  name: z.string(),
  beforeId: z.number().nullable(),
  beforeName: z.string().nullable(),
  afterId: z.number().nullable(),
  afterName: z.string().nullable(),
});
export const ZMappingDiff = z.object({
  setId: z.number(),
  againstSetId: z.number().nullable(),
  added: z.number(),
  changed: z.number(),
  removed: z.number(),
  lines: z.array(ZMappingDiffLine),
});

/** A new draft whose mappings are those of an older published set (a roll-back is this draft, published). */
export const ZMappingRestore = z.object({ id: ZId, name: ZName.optional(), remark: ZRemark.optional() }).strict();

export const ZMappingSuggestQuery = z
  .object({
    setId: ZId.optional(),
    provider: ZProvider,
    kind: ZKind,
    current: z.coerce.number().int().min(1).optional(),
    size: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export const ZMappingSuggestion = z.object({
  ourId: z.number(),
  ourCode: z.string(),
  ourName: z.string(),
  /** 1.0 the same normalised name, 0.9 a known alias, 0.7 a prefix, 0.5 contained */
  confidence: z.number(),
  match: z.enum(['exact', 'alias', 'prefix', 'contains']),
});
export const ZMappingSuggestPage = z.object({
  records: z.array(
    z.object({ entryId: z.number(), code: z.string(), name: z.string(), parentCode: z.string().nullable(), suggestions: z.array(ZMappingSuggestion) }),
  ),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  /** entries of this kind still unmapped, per provider (in the draft, or the current set without one) */
  unmapped: z.record(z.string(), z.number()),
});

export const ZVehicleDataQuery = z.object({ app: ZTerminalApp, terminalKey: ZCode }).strict();
const ZNames = z.record(z.string(), z.string());
const ZDeviceItem = z.object({ id: z.number(), code: z.string(), names: ZNames });
export const ZVehicleDeviceData = z.object({
  /** the current mapping set (null before the first is published) */
  mappingSetId: z.number().nullable(),
  publishedAt: z.string().nullable(),
  types: z.array(ZDeviceItem),
  brands: z.array(ZDeviceItem),
  models: z.array(ZDeviceItem.extend({ brandId: z.number(), typeId: z.number().nullable() })),
  attrs: z.array(ZDeviceItem),
  /** old identifiers of merged items and the item each resolves to now */
  redirects: z.array(z.object({ kind: z.string(), fromId: z.number(), toId: z.number() })),
  mappings: z.array(z.object({ provider: z.string(), kind: z.string(), code: z.string(), ourId: z.number() })),
});

export type TMappingDiff = z.infer<typeof ZMappingDiff>;
export type TMappingSuggestion = z.infer<typeof ZMappingSuggestion>;
export type TMappingSuggestPage = z.infer<typeof ZMappingSuggestPage>;
export type TVehicleDeviceData = z.infer<typeof ZVehicleDeviceData>;

/**
 * Names as matching sees them: lower case, without spaces, hyphens, underscores, dots and
 * apostrophes ("Mercedes-Benz" → "mercedesbenz"). Used by the batch binding's suggestions.
 */
export const normaliseVehicleName = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.'’]+/g, '');

/** Known spellings of the same make (normalised); each group names one make. */
export const VEHICLE_NAME_ALIASES: readonly (readonly string[])[] = [
  ['vw', 'volkswagen', '大众'],
  ['mercedes', 'mercedesbenz', 'benz', 'mb', '奔驰', '梅赛德斯奔驰'],
  ['chevy', 'chevrolet', '雪佛兰'],
  ['bmw', 'bayerischemotorenwerke', '宝马'],
  ['gm', 'generalmotors', '通用'],
  ['landrover', 'lr', '路虎'],
  ['alfa', 'alfaromeo', '阿尔法罗密欧'],
  ['citroen', 'citroën', '雪铁龙'],
  ['skoda', 'škoda', '斯柯达'],
];

/** How well a provider's name matches one of ours: 1.0 the same, 0.9 an alias, 0.7 a prefix, 0.5 contained, 0 not. */
export function vehicleNameMatch(provider: string, ours: string): { confidence: number; match: 'exact' | 'alias' | 'prefix' | 'contains' } | null {
  const a = normaliseVehicleName(provider);
  const b = normaliseVehicleName(ours);
  if (!a || !b) return null;
  if (a === b) return { confidence: 1, match: 'exact' };
  if (VEHICLE_NAME_ALIASES.some((g) => g.includes(a) && g.includes(b))) return { confidence: 0.9, match: 'alias' };
  if (Math.min(a.length, b.length) >= 2 && (a.startsWith(b) || b.startsWith(a))) return { confidence: 0.7, match: 'prefix' };
  if (Math.min(a.length, b.length) >= 3 && (a.includes(b) || b.includes(a))) return { confidence: 0.5, match: 'contains' };
  return null;
}
