import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { enabledStates } from '../kit/states';
import { ZCode, ZName } from '../kit/strings';
import { CHANNEL_PERMISSIONS as P } from '../permissions/channels';

/** The marketplaces and shop systems a sales channel runs on. */
export const CHANNEL_PLATFORMS = ['amazon', 'ebay', 'walmart', 'aliexpress', 'shopify', 'own', 'other'] as const;
export const ZChannelPlatform = z.enum(CHANNEL_PLATFORMS);
export const CHANNEL_SITE_MAX = 16;
const PLATFORM_LABELS = {
  amazon: ['亚马逊', 'Amazon'],
  ebay: ['eBay', 'eBay'],
  walmart: ['沃尔玛', 'Walmart'],
  aliexpress: ['速卖通', 'AliExpress'],
  shopify: ['Shopify', 'Shopify'],
  own: ['自营商城', 'Own shop'],
  other: ['其他', 'Other'],
} as const;

/**
 * Sales channels (/supply/channel, /{svc}-product/channel/…): the channels platform SKUs are
 * listed on. A new channel starts enabled; a disabled one is no longer offered for new SKUs
 * (its SKUs stay). Enable and disable keep their bodies of `{ id, version }`.
 */
export const channelResource = defineResource({
  name: 'channel',
  label: ['渠道', 'Sales channel'],
  api: {
    service: 'product',
    base: '/channel',
    summaries: {
      page: 'Page the sales channels',
      detail: 'Get a sales channel',
      save: 'Add a sales channel',
      update: 'Edit a sales channel (with its version)',
      enable: 'Enable a sales channel',
      disable: 'Disable a sales channel',
    },
  },
  screen: {
    route: '/supply/channel',
    forms: 'dialog',
    menu: { parent: '/supply', icon: 'GlobalOutlined', sortOrder: 4, label: ['渠道管理', 'Channels'] },
    formOrder: ['code', 'platform', 'nameZh', 'nameEn', 'site'],
    rowName: ['nameZh', 'nameEn'],
    widths: { state: 90, actions: 200 },
    history: false,
  },
  fields: {
    /** editable through the API, locked in the form */
    code: {
      schema: ZCode,
      label: ['渠道编码', 'Channel code'],
      filter: 'prefix',
      sort: true,
      list: { width: 140, fixed: 'left' },
      form: { disabledOnEdit: true },
    },
    nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 180 } },
    nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 200 } },
    platform: {
      schema: ZChannelPlatform,
      label: ['平台', 'Platform'],
      kind: 'select',
      options: { values: PLATFORM_LABELS },
      filter: 'eq',
      list: { width: 120 },
    },
    /** the marketplace site or country (US, DE, GLOBAL …) */
    site: {
      schema: z
        .string()
        .trim()
        .max(CHANNEL_SITE_MAX)
        .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _')
        .nullable()
        .optional(),
      label: ['站点', 'Site'],
      list: { width: 90 },
    },
  },
  filters: { name: { label: ['名称', 'Name'], prefixOf: ['nameZh', 'nameEn'] } },
  states: enabledStates(['渠道', 'Channel'], {
    describe: { enable: 'Enables a disabled channel (1017 otherwise).', disable: 'Disables an enabled channel (1017 otherwise).' },
    confirm: {
      disable: [
        '停用渠道“{name}”？停用后新增SKU不能再选择它，已有SKU不受影响。',
        'Disable the channel "{name}"? New SKUs can no longer choose it; existing SKUs stay.',
      ],
    },
  }),
  ops: ['page', 'detail', 'save', 'update'],
  permissions: { view: P.channelView.name, add: P.channelAdd.name, edit: P.channelEdit.name, status: P.channelStatus.name },
  defaultSort: { field: 'code', order: 'asc' },
});

/** The derived schemas of channels (resourceContracts): ZSave, ZUpdate, ZRow, ZPageQuery, transitions.enable / disable. */
export const CHANNEL_CONTRACTS = /* @__PURE__ */ resourceContracts(channelResource);
/** POST /{svc}-product/channel/save: a new channel starts enabled (the form checks with it). */
export const ZSaveChannelRequest = CHANNEL_CONTRACTS.ZSave;
export type TSaveChannelRequest = { code: string; nameZh: string; nameEn: string; platform: z.infer<typeof ZChannelPlatform>; site?: string | null };
export type TUpdateChannelRequest = TSaveChannelRequest & { id: number; version: number };
/** POST /{svc}-product/channel/enable and /disable */
export type TChannelStateRequest = { id: number; version: number };
/** A channel as the list and every call answer it. */
export type TChannel = Omit<TUpdateChannelRequest, 'site'> & {
  site: string | null;
  enabled: boolean;
  createTime: string;
  updateTime: string;
  allowedActions: string[];
};
