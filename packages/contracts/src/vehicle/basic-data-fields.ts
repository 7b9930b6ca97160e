import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import type { Text2 } from '../kit/resource';
import { enabledStates } from '../kit/states';
import { NAME_MAX, ZCode, ZText } from '../kit/strings';
import { TOOL_LANGUAGE_CODES, TOOL_LANGUAGES } from './basic-data-names';

/** The shared fields and states of the four basic-data declarations (basic-data.ts). */

/** At most this many name rows (one per language; more would repeat one) and attribute values. */
export const VEHICLE_NAME_ROWS_MAX = TOOL_LANGUAGE_CODES.length;
export const VEHICLE_ATTR_VALUES_MAX = 200;

export const ZToolLanguage = z.enum(TOOL_LANGUAGE_CODES);
/** One row of the names grid: a language and the name in it (a blank name counts as absent). */
export const ZLangName = z.object({ lang: ZToolLanguage, name: ZText.trim().max(NAME_MAX) }).strict();
/** The names of an item: the rules (at least one, none repeated) answer their own codes (basic-data-rules.ts). */
export const ZLangNames = z.array(ZLangName).max(VEHICLE_NAME_ROWS_MAX * 2);
export const ZAttrValue = z.object({ names: ZLangNames }).strict();
export const ZAttrValues = z.array(ZAttrValue).max(VEHICLE_ATTR_VALUES_MAX);
const ZRefId = z.number().int().positive().max(INT4_MAX);

export const TOOL_LANGUAGE_OPTIONS: Record<string, Text2> = TOOL_LANGUAGES;

export const codeField = (label: Text2) =>
  ({
    schema: ZCode,
    label,
    filter: 'prefix',
    sort: true,
    list: { width: 160, fixed: 'left' },
    form: { lockedOnEdit: true },
    xlsx: { width: 18, example: 'BMW' },
  }) as const;

export const NAMES_FIELD = {
  schema: ZLangNames,
  label: ['名称（多语言）', 'Names (by language)'],
  list: false,
  xlsx: false,
  form: { span: 24 },
} as const;

/** the name in the caller's language (a prefix of a name in any language filters) */
export const NAME_FIELD = {
  schema: z.string(),
  label: ['名称', 'Name'],
  readOnly: true,
  filter: 'prefix',
  list: { width: 180 },
  form: false,
} as const;

/** the languages the item has a name in */
export const LANGS_FIELD = { schema: z.string(), label: ['已有语言', 'Languages'], readOnly: true, list: { width: 140 }, form: false } as const;

/** where a merged item went (old identifiers resolve there) */
export const MERGED_INTO_FIELD = {
  schema: z.number().int(),
  label: ['已合并到', 'Merged into'],
  readOnly: true,
  list: { width: 110 },
  form: false,
  xlsx: false,
} as const;
export const MERGED_FIELD = {
  schema: z.boolean(),
  label: ['已合并', 'Merged'],
  readOnly: true,
  kind: 'select',
  options: { values: { true: ['已合并', 'Merged'], false: ['未合并', 'Not merged'] } },
  filter: 'eq',
  list: false,
  form: false,
  xlsx: false,
} as const;

export const brandIdField = {
  schema: ZRefId,
  label: ['品牌', 'Brand'],
  kind: 'select',
  options: { lookup: 'brand' },
  filter: 'eq',
  list: false,
  xlsx: false,
} as const;
export const typeIdField = {
  schema: ZRefId.nullable().optional(),
  label: ['车型', 'Vehicle type'],
  kind: 'select',
  options: { lookup: 'type' },
  filter: 'eq',
  list: false,
  xlsx: false,
} as const;
export const refNameField = (label: Text2) => ({ schema: z.string(), label, readOnly: true, list: { width: 160 }, form: false }) as const;

export const ATTR_VALUES_FIELD = {
  schema: ZAttrValues,
  label: ['属性值', 'Values'],
  list: false,
  xlsx: false,
  form: { span: 24 },
} as const;

/** Enabled / disabled as channels keep it: disabling an item bound to data answers 102048. */
export const itemEnabledStates = (what: Text2) =>
  enabledStates(what, {
    describe: {
      enable: 'Enables a disabled item (1017 otherwise).',
      disable: 'Disables an enabled item; one still bound to data answers 102048 (1017 from another state).',
    },
  });

export const PERMISSION_LABELS = (what: Text2) => ({
  status: [`启用/停用${what[0]}`, `Enable or disable ${what[1].toLowerCase()}s`] as Text2,
  merge: [`合并${what[0]}`, `Merge ${what[1].toLowerCase()}s`] as Text2,
});
