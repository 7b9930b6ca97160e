import { z } from 'zod';

/** What the console-wide search finds (issue 37), in the order its groups show. */
export const SEARCH_KINDS = ['device', 'customer', 'feedback', 'dealer', 'order', 'configPack', 'software', 'knowledge'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

/** Fewer characters than this get a hint, not a search. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer queries are refused (1001): nothing a person types into one box is longer. */
export const SEARCH_MAX_LENGTH = 100;

export const ZSearchQuery = z
  .object({
    q: z.string().max(SEARCH_MAX_LENGTH),
    /** hits per kind */
    limit: z.number().int().min(1).max(20).optional(),
  })
  .strict();
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** the record's id (a string: SNs and numbers alike) */
  id: z.string(),
  title: z.string(),
  /** a second line: the customer's masked phone, the item's status, the SN it was found by */
  subtitle: z.string().nullable(),
  /** the console path that opens the record */
  path: z.string(),
  /** 0 an exact match, 1 a prefix, 2 found through a related record (the SN of a customer's device) */
  rank: z.number().int(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchResult = z.object({
  /** `tooShort`: the query has fewer than SEARCH_MIN_LENGTH characters and nothing was searched */
  hint: z.enum(['tooShort']).nullable(),
  hits: z.array(ZSearchHit),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
