import { z } from 'zod';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { DURATION_DAYS_MAX } from './special-config';

/** The fields the older config screens share: a general config's packages, and when a config applies. */
export const remarkField = { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } } as const;

/** A product model by its code, picked from the product models (GET <base>/productModels), searched by a prefix. */
export const productModelField = {
  schema: ZCode,
  label: ['产品型号', 'Product model'],
  kind: 'select',
  options: { lookup: 'productModels' },
  filter: 'prefix',
} as const;

/** A product model's software and function packages under a config name (general SN configs, legacy general configs). */
export const generalConfigFields = {
  name: { schema: ZName, label: ['配置名称', 'Config name'], filter: 'prefix', sort: true, list: { width: 180, fixed: 'left' } },
  productModel: {
    ...productModelField,
    sort: true,
    list: { width: 150 },
  },
  softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
  functionPackageNo: { schema: ZCode.optional(), label: ['功能包编号', 'Function package number'], list: { width: 160 } },
  remark: remarkField,
} as const;

/** CFG-09: a channel, an effect time and a duration of at most 10,000 days (CFG-05). */
export const timedFields = {
  channel: { schema: ZCode.optional(), label: ['渠道', 'Channel'], filter: 'prefix', list: { width: 120 } },
  effectAt: { schema: z.iso.datetime({ offset: true }), label: ['生效时间', 'Effective time'], kind: 'dateTime', list: { width: 170 } },
  durationDays: { schema: z.number().int().min(1).max(DURATION_DAYS_MAX), label: ['时长(天)', 'Duration (days)'], kind: 'number', list: { width: 110 } },
} as const;
