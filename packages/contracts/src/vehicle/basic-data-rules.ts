import type { ErrorCode } from '../errors/catalogue';
import type { VehicleItemKind } from './basic-data-names';

/**
 * VEH-01 / VEH-02 as pure checks (zod-free): the server refuses with these codes and the form
 * shows the same messages before sending. A name row with a blank name counts as absent.
 */
export type TLangName = { lang: string; name: string };
export type TAttrValue = { names: TLangName[] };

/** A language missing in every row (VEH-01): type 102039, brand 102041, model 102043, attribute 102045. */
export const NAME_MISSING_CODE: Record<VehicleItemKind, ErrorCode> = { type: 102039, brand: 102041, model: 102043, attr: 102045 };
/** A language given twice, or a name another live item of the kind has in that language (VEH-02). */
export const NAME_REPEATED_CODE: Record<VehicleItemKind, ErrorCode> = { type: 102040, brand: 102042, model: 102044, attr: 102046 };
/** Two values of one attribute with the same name in a language. */
export const ATTR_VALUE_REPEATED_CODE: ErrorCode = 102047;

export type NameProblem = { code: ErrorCode; field: string; index?: number };

/** The rows that carry a name (trimmed), in their order. */
export const filledNames = (names: readonly TLangName[]): TLangName[] =>
  names.map((n) => ({ lang: n.lang, name: (n.name ?? '').trim() })).filter((n) => n.name !== '');

/** The first problem of an item's names, or null. */
export function checkNames(kind: VehicleItemKind, names: readonly TLangName[], field = 'names'): NameProblem | null {
  const filled = filledNames(names);
  if (filled.length === 0) return { code: NAME_MISSING_CODE[kind], field };
  const seen = new Set<string>();
  for (const [i, n] of names.entries()) {
    if (seen.has(n.lang)) return { code: NAME_REPEATED_CODE[kind], field, index: i };
    seen.add(n.lang);
  }
  return null;
}

/** The first problem of an attribute's values (each a row of names by language), or null. */
export function checkAttrValues(values: readonly TAttrValue[]): NameProblem | null {
  if (values.length === 0) return { code: NAME_MISSING_CODE.attr, field: 'attrValues' };
  const taken = new Map<string, number>();
  for (const [i, v] of values.entries()) {
    const p = checkNames('attr', v.names, 'attrValues');
    if (p) return { ...p, index: i };
    for (const n of filledNames(v.names)) {
      const key = `${n.lang}\u0000${n.name.toLowerCase()}`;
      if (taken.has(key)) return { code: ATTR_VALUE_REPEATED_CODE, field: 'attrValues', index: i };
      taken.set(key, i);
    }
  }
  return null;
}

/** The name in a language, else in the other console language, else the first given. */
export function nameIn(names: readonly TLangName[] | null | undefined, lang: string): string {
  const list = names ?? [];
  const other = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  return list.find((n) => n.lang === lang)?.name ?? list.find((n) => n.lang === other)?.name ?? list[0]?.name ?? '';
}

/** Merge refusals (both languages in the catalogue): into itself, into another kind, into a merged or disabled item. */
export const MERGE_SELF_CODE: ErrorCode = 102062;
export const MERGE_OTHER_KIND_CODE: ErrorCode = 102063;
export const MERGE_TARGET_NOT_LIVE_CODE: ErrorCode = 102064;
