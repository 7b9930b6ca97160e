import { z } from 'zod';
import { INT4_MAX } from '../common/constants';

/** Common field shapes of the kit's entities. */
export const CODE_MAX = 64;
export const NAME_MAX = 128;
export const REMARK_MAX = 500;

/** Half of a surrogate pair without its other half: PostgreSQL cannot store it (nor a NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The message of the issue raised on such text (translated like every field message). */
export const INVALID_TEXT_MESSAGE = 'contains a NUL byte or invalid characters';

/** True when a string holds no NUL and no lone surrogate. */
export function isStorableText(s: string): boolean {
  return !s.includes('\0') && !LONE_SURROGATE.test(s);
}

/**
 * The text every field is made of: a string without NUL bytes or lone surrogates. The server
 * also refuses such text in any field of any request before its schema runs; this schema
 * keeps the rule where a value is checked outside a request (an import row).
 */
export const ZText = z.string().refine(isStorableText, INVALID_TEXT_MESSAGE);

/** Codes: letters, digits and - _ . (what an import file and a URL can carry safely). */
export const ZCode = ZText.trim()
  .min(1)
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits and - _ .');
export const ZName = ZText.trim().min(1).max(NAME_MAX);
/** A keyword filter: matched as a prefix (so an index serves it). */
export const ZKeyword = ZText.trim().min(1).max(CODE_MAX);
/** Free text such as a remark. */
export const ZRemark = ZText.max(REMARK_MAX);
/** Optimistic version carried by every edit. */
export const ZVersion = z.number().int().min(1).max(INT4_MAX);
/** Money with two decimals, as a number; kept as numeric(12,2) in the database. */
export const ZMoney = z
  .number()
  .min(0)
  .max(9_999_999_999.99)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'at most two decimals');
export const ZIds = z.array(z.number().int().positive().max(INT4_MAX)).max(1000);
