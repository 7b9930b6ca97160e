import { z } from 'zod';
import { ZCode } from '../kit/strings';
import { ZTerminalApp } from '../terminals';

/** The items an SN's effective configuration answers, each with the config that wins it. */
export const EFFECTIVE_ITEMS = {
  softwarePackageNo: ['软件包', 'Software package'],
  functionPackageNo: ['功能包', 'Function package'],
  firmware: ['固件', 'Firmware'],
  activationType: ['激活类型', 'Activation type'],
  brandCount: ['可选品牌数', 'Selectable brand count'],
  maskedFunctions: ['屏蔽功能', 'Masked functions'],
} as const;
export type EffectiveItem = keyof typeof EFFECTIVE_ITEMS;

/**
 * Where a value comes from, strongest first: special (per SN) › product package › general config and
 * software config pack (one level: the one passed last wins); masks remove functions.
 */
export const CONFIG_SOURCES = {
  special: ['特殊配置', 'Special config'],
  product: ['产品配置包', 'Product config package'],
  general: ['通用配置', 'General config'],
  pack: ['软件配置包', 'Software config pack'],
  mask: ['功能屏蔽配置', 'Function mask config'],
  odm: ['ODM产品配置', 'ODM product config'],
} as const;
export type ConfigSource = keyof typeof CONFIG_SOURCES;

export const ZConfigCandidate = z.object({
  source: z.enum(Object.keys(CONFIG_SOURCES) as [ConfigSource]),
  id: z.number(),
  number: z.string(),
  value: z.unknown(),
  /** why it applies (or not): in the caller's language */
  why: z.string(),
  wins: z.boolean(),
});
export const ZEffectiveItem = z.object({
  item: z.enum(Object.keys(EFFECTIVE_ITEMS) as [EffectiveItem]),
  value: z.unknown(),
  candidates: z.array(ZConfigCandidate),
});
export const ZEffectiveConfig = z.object({
  sn: z.string(),
  asOf: z.string(),
  productModel: z.string().nullable(),
  sku: z.string().nullable(),
  activated: z.boolean(),
  activationTime: z.string().nullable(),
  items: z.array(ZEffectiveItem),
  /** special configs of the SN that do not apply at this date, and why */
  pending: z.array(ZConfigCandidate),
  /** the confirmed ODM product configs of the SN's product model: they give no item; `wins` when in effect at this date */
  odm: z.array(ZConfigCandidate),
});
export type TEffectiveConfig = z.infer<typeof ZEffectiveConfig>;
export const ZEffectiveQuery = z.object({ sn: ZCode, asOf: z.iso.datetime({ offset: true }).optional() }).strict();

/** What a device receives: the values alone (the terminal API, with an ETag). */
export const ZDeviceConfig = z.object({
  sn: z.string(),
  softwarePackageNo: z.string().nullable(),
  functionPackageNo: z.string().nullable(),
  firmware: z.string().nullable(),
  activationType: z.string().nullable(),
  brandCount: z.number().nullable(),
  maskedFunctions: z.array(z.string()),
});
export const ZDeviceConfigQuery = z.object({ app: ZTerminalApp, terminalKey: ZCode, sn: ZCode }).strict();
