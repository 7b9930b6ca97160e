import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZName } from '../kit/strings';
import { ADVERT_PERMISSION, ADVERTS_ROUTE } from './marketing-names';
import { enabledStates, enumOf, ZCount, ZLink, ZTime } from './shared';

/** The app's ad positions (the slots): where the app shows an ad. */
export const AD_SLOTS = {
  launchScreen: ['启动页', 'Launch screen'],
  homeBanner: ['首页轮播', 'Home banner'],
  diagnosisResult: ['诊断结果页', 'Diagnosis result'],
  mallBanner: ['商城横幅', 'Mall banner'],
} as const;
export const ZAdSlot = enumOf(AD_SLOTS);

/**
 * An ad (a campaign on a slot, Revive's banner in a zone): shown to customers of the app between
 * its start and end, the highest priority first, at most `customerCap` times to each customer,
 * with the image and link of the customer's language (the other language's when one is missing).
 */
export const advertResource = defineResource({
  name: 'advert',
  label: ['广告', 'Ad'],
  api: { service: 'marketing', base: '/advert' },
  screen: {
    route: ADVERTS_ROUTE,
    formBase: '/advertisingSettings',
    forms: 'routes',
    menu: { parent: '/marketing', icon: 'PictureOutlined', sortOrder: 1, label: ['广告设置', 'Ad slots'] },
    rowName: 'name',
  },
  fields: {
    name: { schema: ZName, label: ['广告名称', 'Ad name'], filter: 'prefix', sort: true, list: { width: 180, fixed: 'left' } },
    slot: { schema: ZAdSlot, label: ['广告位', 'Ad slot'], kind: 'select', options: { values: AD_SLOTS }, filter: 'eq', list: { width: 130 } },
    startTime: { schema: ZTime, label: ['开始时间', 'Starts at'], kind: 'dateTime', sort: true, list: { width: 170 } },
    endTime: { schema: ZTime, label: ['结束时间', 'Ends at'], kind: 'dateTime', sort: true, list: { width: 170 } },
    priority: { schema: z.number().int().min(0).max(999), label: ['优先级', 'Priority'], kind: 'number', sort: true, list: { width: 90 } },
    customerCap: { schema: ZCount.max(10_000).optional(), label: ['每客户展示上限', 'Impressions per customer'], kind: 'number', list: { width: 130 } },
    imageZh: { schema: z.uuid().optional(), label: ['中文图片', 'Chinese image'], list: false, xlsx: false },
    imageEn: { schema: z.uuid().optional(), label: ['英文图片', 'English image'], list: false, xlsx: false },
    linkZh: { schema: ZLink, label: ['中文链接', 'Chinese link'], list: false, form: { span: 24 } },
    linkEn: { schema: ZLink, label: ['英文链接', 'English link'], list: false, form: { span: 24 } },
    impressions: { schema: z.number(), label: ['展示次数', 'Impressions'], kind: 'number', readOnly: true, list: { width: 100 }, xlsx: false },
    clicks: { schema: z.number(), label: ['点击次数', 'Clicks'], kind: 'number', readOnly: true, list: { width: 100 }, xlsx: false },
  },
  states: enabledStates(['广告', 'ad']),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: ADVERT_PERMISSION,
  permissionLabels: { status: ['启用与停用广告', 'Enable and disable ads'] },
  defaultSort: { field: 'priority', order: 'desc' },
});

export const ADVERT_CONTRACTS = /* @__PURE__ */ resourceContracts(advertResource);
export const ADVERT_PERMISSIONS = /* @__PURE__ */ resourcePermissions(advertResource);
export type TAdvert = z.infer<typeof ADVERT_CONTRACTS.ZRow>;
