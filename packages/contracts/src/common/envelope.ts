import { z } from 'zod';
import { INT4_MAX, PAGE_SIZES } from './constants';

/** Every reply: { code, msg, data }. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

/** The reply of an action that returns nothing more than that it was done. */
export const ZDoneReply = envelope(z.literal(true));

export const ZFieldError = z.object({ field: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZErrorReply = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.union([z.null(), z.object({ errors: z.array(ZFieldError) })]),
});

export const ZPageSize = z.union(PAGE_SIZES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<50>, z.ZodLiteral<100>]);
export const ZSortOrder = z.enum(['asc', 'desc']);

/**
 * A paged query: { current, size, ...filters, sort? }. Only the declared filters and
 * sortable columns are accepted; anything else is refused (unknown fields → 1001).
 */
export function pageQuery<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(filters: F, sortable: S) {
  return z
    .object({
      current: z.number().int().min(1).max(INT4_MAX).default(1),
      size: ZPageSize.default(10),
      sort: z
        .object({ field: z.enum(sortable), order: ZSortOrder })
        .strict()
        .optional(),
      /** count every row even past the estimate threshold (the list's "exact count") */
      exactTotal: z.boolean().optional(),
      /** the id of the previous page's last row: the page is then read by keyset (fast however deep) */
      after: z.number().int().positive().optional(),
      ...filters,
    })
    .strict();
}

export function pageResult<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    /** true when total is the database's estimate (more rows than LIST_EXACT_TOTAL_LIMIT); ask again with exactTotal for the count */
    totalEstimated: z.boolean().optional(),
    current: z.number(),
    size: z.number(),
  });
}
export type TPage<T> = { records: T[]; total: number; totalEstimated?: boolean; current: number; size: number };

export const ZId = z.coerce.number().int().positive().max(INT4_MAX);
export const ZIdParam = z.object({ id: ZId }).strict();
