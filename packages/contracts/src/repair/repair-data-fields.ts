import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import type { FieldDef, Text2 } from '../kit/resource';
import { NAME_MAX, ZRemark, ZText } from '../kit/strings';

/** Fields the repair data declarations share: the repair type, a text in each language, a repair data item. */
export const REPAIR_TYPES = {
  maintenance: ['保养', 'Maintenance'],
  engine: ['发动机', 'Engine'],
  transmission: ['变速箱', 'Transmission'],
  chassis: ['底盘', 'Chassis'],
  electrical: ['电气', 'Electrical'],
  body: ['车身', 'Body'],
  adas: ['驾驶辅助', 'ADAS'],
  other: ['其他', 'Other'],
} as const satisfies Record<string, Text2>;
export type RepairType = keyof typeof REPAIR_TYPES;
export const ZRepairType = z.enum(Object.keys(REPAIR_TYPES) as [RepairType, ...RepairType[]]);

export const repairTypeField = {
  schema: ZRepairType,
  label: ['维修类型', 'Repair type'],
  kind: 'select',
  options: { values: REPAIR_TYPES },
  filter: 'eq',
  list: { width: 120 },
} as const satisfies FieldDef;

export const ZRowId = z.number().int().positive().max(INT4_MAX);

/** A repair data item picked by name (the list shows `dataName`). */
export const repairDataIdField = {
  schema: ZRowId,
  label: ['维修资料', 'Repair data'],
  kind: 'select',
  options: { lookup: 'repairData' },
  filter: 'eq',
  list: false,
  form: { lockedOnEdit: true },
} as const satisfies FieldDef;
export const dataNameField = {
  schema: z.string(),
  label: ['资料名称', 'Data name'],
  readOnly: true,
  form: false,
  list: { width: 180 },
} as const satisfies FieldDef;

/** A text in Chinese and one in English, each optional: the rules ask for at least one (102080). */
export function languagePair(label: Text2, max: number = NAME_MAX, kind: 'text' | 'textarea' = 'text') {
  const schema = ZText.trim().max(max).optional();
  const form = { span: kind === 'textarea' ? 24 : 12 } as const;
  const one = (suffix: Text2, width: number) =>
    ({ schema, label: [`${label[0]}${suffix[0]}`, `${label[1]}${suffix[1]}`] as Text2, kind, list: { width }, form }) satisfies FieldDef;
  return { zh: one(['(中文)', ' (Chinese)'], 180), en: one(['(英文)', ' (English)'], 200) };
}

export const repairRemarkField = {
  schema: ZRemark.optional(),
  label: ['备注', 'Remark'],
  kind: 'textarea',
  list: false,
  form: { span: 24 },
} as const satisfies FieldDef;
