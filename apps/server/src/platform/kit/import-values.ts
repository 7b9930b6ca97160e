import { errorMessage, type FieldDef, type Language, type ResourceDef, resourceXlsxFields } from '@diagops/contracts';
import type { DbOrTx } from '../db/client';
import { RowError } from './import';
import type { Localized, XlsxColumn } from './xlsx';

const optionValues = (f: FieldDef) => (f.options && 'values' in f.options ? f.options.values : null);

/** A cell of an import row as the save call's value: option labels back to values, numbers parsed, empty = absent. */
export function importValue(f: FieldDef, raw: string | undefined): unknown {
  const s = raw?.trim() ?? '';
  if (s === '') return undefined;
  const values = optionValues(f);
  if (values) {
    const k = s.toLowerCase();
    const hit = Object.entries(values).find(([v, l]) => v.toLowerCase() === k || l[0] === s || l[1].toLowerCase() === k);
    return hit ? hit[0] : s;
  }
  if (f.kind === 'number' || f.kind === 'money') return Number.isNaN(Number(s)) ? s : Number(s);
  if (f.kind === 'switch') return ['1', 'true', 'yes', '是'].includes(s.toLowerCase());
  if (f.kind === 'date') return /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : s;
  return s;
}

/** A lookup an import names by code: the template asks for the code (its header gains `suffix`), the row gets the id. */
export type ImportLookup = { suffix: Localized; resolve: (db: DbOrTx, code: string) => Promise<number | null> };
const LOOKUPS = new Map<string, ImportLookup>();

/** Areas register theirs when their routes load (the vehicle area: our brands, models and types by code). */
export function registerImportLookup(names: readonly string[], lookup: ImportLookup): void {
  for (const n of names) LOOKUPS.set(n, lookup);
}
const lookupOf = (f: FieldDef | undefined) => (f?.options && 'lookup' in f.options ? LOOKUPS.get(f.options.lookup) : undefined);

/** A template column of the field, its header naming the code where the field is a registered lookup. */
export function lookupColumn(c: XlsxColumn<unknown>, f: FieldDef | undefined): XlsxColumn<unknown> {
  const l = lookupOf(f);
  return l ? { ...c, header: { 'zh-CN': c.header['zh-CN'] + l.suffix['zh-CN'], 'en-US': c.header['en-US'] + l.suffix['en-US'] } } : c;
}

/**
 * An import row as the add call's body: each import field's value, a registered lookup's code as its id
 * (digits that are no code are taken as the id itself; anything else is refused with 1002 on its column).
 */
export async function importBody(def: ResourceDef, raw: Record<string, string>, db: DbOrTx, lang: Language): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of resourceXlsxFields(def, 'import')) {
    const l = lookupOf(f);
    const text = raw[key]?.trim() ?? '';
    if (!l || !text) {
      body[key] = importValue(f, raw[key]);
      continue;
    }
    const id = (await l.resolve(db, text)) ?? (/^\d{1,9}$/.test(text) ? Number(text) : null);
    if (id === null) throw new RowError(errorMessage(1002, lang), key, 1002);
    body[key] = id;
  }
  return body;
}
