import type { FieldDef } from '@diagops/contracts';
import { z } from 'zod';

/** The schema without optional / default: a list of values or not. */
export function isListField(f: FieldDef): boolean {
  let s = f.schema as z.ZodType;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = (s as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType;
  return s instanceof z.ZodArray;
}

/** A field the screens write through a lookup (ids): its read-only twin shows it by name. */
export const isLookupField = (f: FieldDef) => Boolean(f.options && 'lookup' in f.options);
