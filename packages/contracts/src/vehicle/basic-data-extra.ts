import { z } from 'zod';
import { ZId } from '../common/envelope';
import { ZCode, ZKeyword, ZVersion } from '../kit/strings';
import { VEHICLE_ITEM_KINDS } from './basic-data-names';

/** The basic data's calls beside the generated ones: merge, version history, resolve, lookups. */

const ZKind = z.enum(VEHICLE_ITEM_KINDS);

/** POST /{svc}-vehicle/<base>/merge: the source (`fromId`, with its version) is merged into `toId` (of `toKind`, the same kind by default). */
export const ZVehicleMergeRequest = z.object({ fromId: ZId, toId: ZId, version: ZVersion, toKind: ZKind.optional() }).strict();
export type TVehicleMergeRequest = z.infer<typeof ZVehicleMergeRequest>;

/** One saved version of an item: who, when, what, and the fields that changed against the version before. */
export const ZVehicleItemVersion = z.object({
  version: z.number(),
  action: z.string(),
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  time: z.string(),
  changed: z.array(z.string()),
  snapshot: z.record(z.string(), z.unknown()),
});
export type TVehicleItemVersion = z.infer<typeof ZVehicleItemVersion>;
export const ZVehicleItemVersions = z.array(ZVehicleItemVersion);

/** GET /{svc}-vehicle/<base>/resolve?id= or ?code=: the live item an old identifier leads to (through merges). */
export const ZVehicleResolveQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).optional(), code: ZCode.optional() }).strict();
export const ZVehicleResolved = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** the identifiers followed: the one asked for, then each merge target */
  path: z.array(z.number()),
});

/** GET /{svc}-vehicle/vehicleLookup/{kind}?keyword=&ids=&brandId=: options in the caller's language. */
export const ZVehicleLookupParams = z.object({ kind: ZKind }).strict();
export const ZVehicleLookupQuery = z
  .object({
    keyword: ZKeyword.optional(),
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
      .optional(),
    brandId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** with disabled items too (a form showing a saved value) */
    all: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const ZVehicleOption = z.object({ id: z.number(), code: z.string(), label: z.string(), enabled: z.boolean() });
export const ZVehicleOptions = z.array(ZVehicleOption);
