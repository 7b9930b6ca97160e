import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZCode, ZKeyword, ZName, ZVersion } from '../kit/strings';

/** The marketplaces and shop systems a sales channel runs on. */
export const CHANNEL_PLATFORMS = ['amazon', 'ebay', 'walmart', 'aliexpress', 'shopify', 'own', 'other'] as const;
export const ZChannelPlatform = z.enum(CHANNEL_PLATFORMS);
export const CHANNEL_SITE_MAX = 16;

const channelFields = {
  code: ZCode,
  nameZh: ZName,
  nameEn: ZName,
  platform: ZChannelPlatform,
  /** the marketplace site or country (US, DE, GLOBAL …) */
  site: z
    .string()
    .trim()
    .max(CHANNEL_SITE_MAX)
    .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _')
    .nullable()
    .optional(),
};

/** POST /{svc}-product/channel/save: a new channel starts enabled. */
export const ZSaveChannelRequest = z.object(channelFields).strict();
export type TSaveChannelRequest = z.infer<typeof ZSaveChannelRequest>;
export const ZUpdateChannelRequest = z.object({ id: ZId, version: ZVersion, ...channelFields }).strict();
export type TUpdateChannelRequest = z.infer<typeof ZUpdateChannelRequest>;
/** POST /{svc}-product/channel/enable and /disable */
export const ZChannelStateRequest = z.object({ id: ZId, version: ZVersion }).strict();
export type TChannelStateRequest = z.infer<typeof ZChannelStateRequest>;

export const CHANNEL_SORTABLE = ['code', 'createTime', 'updateTime'] as const;
export const ZChannelPageQuery = pageQuery(
  { code: ZKeyword.optional(), name: ZKeyword.optional(), platform: ZChannelPlatform.optional(), enabled: z.boolean().optional() },
  CHANNEL_SORTABLE,
);
export type TChannelPageQuery = z.infer<typeof ZChannelPageQuery>;

export const ZChannel = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  platform: z.string(),
  site: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TChannel = z.infer<typeof ZChannel>;
export const ZChannelPage = pageResult(ZChannel);
