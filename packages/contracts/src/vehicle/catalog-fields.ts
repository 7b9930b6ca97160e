import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import type { FieldDef, Text2 } from '../kit/resource';
import { ZRemark, ZText } from '../kit/strings';

/** Fields the catalog's declarations share: our brand and model (basic data), years, a text in each language, a picture. */
const ZItemId = z.number().int().positive().max(INT4_MAX);

export const YEAR_MIN = 1950;
export const YEAR_MAX = 2100;
const ZYear = z.number().int().min(YEAR_MIN).max(YEAR_MAX);

/** One of our brands (basic data), picked by name; the list shows `brandName`. */
export const brandField = {
  schema: ZItemId,
  label: ['品牌', 'Brand'],
  kind: 'select',
  options: { lookup: 'brands' },
  filter: 'eq',
  list: false,
} as const satisfies FieldDef;
/** One of our models (basic data) of the brand; the list shows `modelName`. */
export const modelField = {
  schema: ZItemId,
  label: ['车系', 'Model'],
  kind: 'select',
  options: { lookup: 'models' },
  filter: 'eq',
  list: false,
} as const satisfies FieldDef;
export const optionalModelField = { ...modelField, schema: ZItemId.optional() } as const satisfies FieldDef;
export const brandNameField = { schema: z.string(), label: ['品牌', 'Brand'], readOnly: true, form: false, list: { width: 140 } } as const satisfies FieldDef;
export const modelNameField = { schema: z.string(), label: ['车系', 'Model'], readOnly: true, form: false, list: { width: 160 } } as const satisfies FieldDef;

export const yearFromField = { schema: ZYear, label: ['起始年款', 'From year'], kind: 'number', list: { width: 100 } } as const satisfies FieldDef;
export const yearToField = { schema: ZYear.optional(), label: ['截止年款', 'To year'], kind: 'number', list: { width: 100 } } as const satisfies FieldDef;
export const optionalYearFromField = { ...yearFromField, schema: ZYear.optional() } as const satisfies FieldDef;

export const remarkField = {
  schema: ZRemark.optional(),
  label: ['备注', 'Remark'],
  kind: 'textarea',
  list: false,
  form: { span: 24 },
} as const satisfies FieldDef;

/** A text in Chinese and one in English: at least one of them (102074 otherwise). */
export function textPair(label: Text2, max: number, kind: 'text' | 'textarea' = 'text') {
  const schema = ZText.trim().max(max).optional();
  const form = { span: kind === 'textarea' ? 24 : 12 } as const;
  const one = (suffix: Text2) =>
    ({ schema, label: [`${label[0]}${suffix[0]}`, `${label[1]}${suffix[1]}`] as Text2, kind, list: { width: 200 }, form }) satisfies FieldDef;
  return { zh: one(['(中文)', ' (Chinese)']), en: one(['(英文)', ' (English)']) };
}

/** An uploaded file (the files service's id): a picture or an attachment; the screens upload it. */
export const fileField = (label: Text2) =>
  ({ schema: z.string().uuid().optional(), label, list: false, xlsx: false, form: { span: 24 } }) as const satisfies FieldDef;

/** The markets a vehicle is sold in (the VIN's region). */
export const MARKETS = {
  china: ['中国', 'China'],
  northAmerica: ['北美', 'North America'],
  europe: ['欧洲', 'Europe'],
  asia: ['亚太', 'Asia-Pacific'],
  other: ['其他', 'Other'],
} as const satisfies Record<string, Text2>;
