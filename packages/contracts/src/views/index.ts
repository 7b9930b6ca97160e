import { z } from 'zod';
import { ZId } from '../common/envelope';

/**
 * Saved views of a kit list (issue 37, part 2): how a person likes a list — its search form's
 * values, sort, columns and density — under a name, their default, and shared with roles. A view
 * holds filters, never rows: whoever opens it sees what their own permissions and scope allow.
 */
export const VIEWS_PER_LIST = 30;

/** What a view keeps (JSON; the list decides what its filters mean). */
export const ZViewState = z
  .object({
    /** the search form's values (before the list's transforms) */
    filters: z.record(z.string().max(64), z.unknown()),
    sort: z.object({ key: z.string().max(64), order: z.enum(['ascend', 'descend']) }).nullable(),
    /** column key → shown and place; null: the list's own */
    columns: z.record(z.string().max(64), z.object({ show: z.boolean(), order: z.number().int().min(0).max(500) })).nullable(),
    density: z.enum(['large', 'middle', 'small']),
  })
  .strict()
  .refine((s) => JSON.stringify(s).length <= 8_000, { message: 'a view holds at most 8,000 characters' });
export type TViewState = z.infer<typeof ZViewState>;

const ZListKey = z.string().regex(/^[\w:./-]{1,120}$/);

export const ZViewListQuery = z.object({ list: ZListKey }).strict();
export const ZViewSave = z
  .object({
    list: ZListKey,
    name: z.string().trim().min(1).max(40),
    state: ZViewState,
    /** roles whose members see it too (empty: only the owner) */
    roleIds: z.array(ZId).max(20).default([]),
  })
  .strict();
export type TViewSave = z.infer<typeof ZViewSave>;
export const ZViewUpdate = z
  .object({
    id: ZId,
    version: z.number().int().positive(),
    name: z.string().trim().min(1).max(40).optional(),
    state: ZViewState.optional(),
    roleIds: z.array(ZId).max(20).optional(),
  })
  .strict();
export type TViewUpdate = z.infer<typeof ZViewUpdate>;
export const ZViewDelete = z.object({ id: ZId, version: z.number().int().positive() }).strict();
/** The caller's default view of a list; null: the list as it comes. */
export const ZViewDefault = z.object({ list: ZListKey, viewId: ZId.nullable() }).strict();

export const ZSavedView = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  state: ZViewState,
  roleIds: z.array(z.number()),
  /** the caller made it (only they change or delete it) */
  mine: z.boolean(),
  ownerName: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;
export const ZViewList = z.object({ views: z.array(ZSavedView), defaultId: z.number().nullable() });
export type TViewList = z.infer<typeof ZViewList>;
