import { z } from 'zod';

/** Common field shapes of the kit's entities. */
export const CODE_MAX = 64;
export const NAME_MAX = 128;
export const REMARK_MAX = 500;
/** Codes: letters, digits and - _ . (what an import file and a URL can carry safely). */
export const ZCode = z
  .string()
  .trim()
  .min(1)
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits and - _ .');
export const ZName = z.string().trim().min(1).max(NAME_MAX);
/** A keyword filter: matched as a prefix (so an index serves it). */
export const ZKeyword = z.string().trim().min(1).max(CODE_MAX);
/** Optimistic version carried by every edit. */
export const ZVersion = z.number().int().min(1);
/** Money with two decimals, as a number; kept as numeric(12,2) in the database. */
export const ZMoney = z
  .number()
  .min(0)
  .max(9_999_999_999.99)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'at most two decimals');
export const ZIds = z.array(z.number().int().positive()).max(1000);
