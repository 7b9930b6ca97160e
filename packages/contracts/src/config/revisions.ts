import { z } from 'zod';
import { ZId } from '../common/envelope';
import type { Text2 } from '../kit/resource';
import { ZRemark, ZVersion } from '../kit/strings';

/**
 * Every change to a revisioned configuration (general, product package, function mask) is a new
 * revision: draft → in review → passed or rejected. Passing applies it to the config; every
 * revision stays readable with the fields it changed against the one before, and a rollback is a
 * new revision restoring an older one, reviewed like any other.
 */
export const REVISION_STATES = {
  draft: ['草稿', 'Draft'],
  inReview: ['审核中', 'In review'],
  passed: ['审核通过', 'Passed'],
  rejected: ['审核驳回', 'Rejected'],
} as const satisfies Record<string, Text2>;
export type RevisionState = keyof typeof REVISION_STATES;
export const ZRevisionState = z.enum(Object.keys(REVISION_STATES) as [RevisionState, ...RevisionState[]]);

/** CFG-01: the status codes of a configuration. */
export const CONFIG_STATUS_CODES = { new: 0, confirmed: 1, disabled: 2 } as const;
export const CONFIG_STATES = {
  new: { label: ['新建', 'New'] as Text2, color: 'default' as const },
  confirmed: { label: ['已确认', 'Confirmed'] as Text2, color: 'success' as const },
  disabled: { label: ['已禁用', 'Disabled'] as Text2, color: 'error' as const },
};

/** One field a revision changed against the revision before it. */
export const ZFieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One group of the devices a change reaches (a product model, SKU, channel, dealer or country). */
export const ZBlastGroup = z.object({ key: z.string(), label: z.string(), count: z.number() });
/** What passing a revision would reach, shown before passing and stored with the revision. */
export const ZBlastRadius = z.object({
  /** devices (SNs) the configuration applies to after the change */
  total: z.number(),
  /** of those, SNs not activated yet: they take it on activation */
  onActivation: z.number(),
  byProductModel: z.array(ZBlastGroup),
  bySku: z.array(ZBlastGroup),
  byChannel: z.array(ZBlastGroup),
  byDealer: z.array(ZBlastGroup),
  byCountry: z.array(ZBlastGroup),
  /** other open revisions (any kind) touching the same product models */
  overlapping: z.array(z.object({ kind: z.string(), id: z.number(), number: z.string(), seq: z.number(), state: ZRevisionState })),
  computedAt: z.string(),
  /** the preview's fingerprint: passing with a token that no longer matches is refused (102061) */
  token: z.string(),
});
export type TBlastRadius = z.infer<typeof ZBlastRadius>;

export const ZRevision = z.object({
  id: z.number(),
  seq: z.number(),
  state: ZRevisionState,
  data: z.record(z.string(), z.unknown()),
  changes: z.array(ZFieldChange),
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  /** everyone who wrote or changed it: none of them may pass it */
  editorIds: z.array(z.number()),
  reviewerName: z.string().nullable(),
  reason: z.string().nullable(),
  /** the revision this one restores (a rollback) */
  rollbackOf: z.number().nullable(),
  /** what the reviewer saw when passing */
  blast: ZBlastRadius.nullable(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
  /** what this caller may do with it now: edit, submit, pass, reject, rollback (the server's answer) */
  allowedActions: z.array(z.enum(['edit', 'submit', 'pass', 'reject', 'rollback'])),
});
export type TRevision = z.infer<typeof ZRevision>;

export const ZRevisionTarget = z.object({ id: ZId, version: ZVersion }).strict();
export const ZPassRevision = z.object({ id: ZId, version: ZVersion, previewToken: z.string().min(1).max(128) }).strict();
export const ZRejectRevision = z.object({ id: ZId, version: ZVersion, reason: ZRemark.trim().min(1) }).strict();
export const ZRollbackRevision = z.object({ id: ZId, version: ZVersion, toSeq: z.number().int().min(1).max(100000) }).strict();
export const ZRevisionIdQuery = z.object({ id: z.coerce.number().int().positive().max(2147483647) }).strict();
/** A saved or changed revision: the config (its new version) and the revision. */
export const ZRevisionSaved = z.object({ id: z.number(), version: z.number(), seq: z.number(), state: ZRevisionState });

/** A choice of a lookup field (product models, channels): its id and its label in the caller's language. */
export const ZConfigOption = z.object({ id: z.number(), label: z.string() });
export const ZConfigLookupQuery = z
  .object({
    keyword: z.string().trim().min(1).max(64).optional(),
    ids: z
      .string()
      .regex(/^\d+(,\d+)*$/)
      .max(2000)
      .optional(),
  })
  .strict();
