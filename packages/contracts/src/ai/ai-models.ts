import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { AI_BUDGET_PERMISSION, AI_FOLDER, AI_MODEL_PATHS, AI_MODEL_PERMISSION, AI_MODEL_ROUTE, AI_PROVIDERS } from './ai-names';

export const AI_PROVIDER_LABELS = {
  openai: ['OpenAI 兼容接口', 'OpenAI-compatible'],
  echo: ['内置回声（开发用）', 'Built-in echo (development)'],
} as const;

const ZInt = (min: number, max: number) => z.number().int().min(min).max(max);
const ZPrice = z.number().min(0).max(1000);

/**
 * An AI model (/ai/modelSettings*): which provider answers, where, with which secret (sealed at rest,
 * never in a reply: `hasSecret` says whether one is set), its limits and prices, the models that
 * answer in order when it fails, and the roles that may use it (none = every role).
 */
export const aiModelResource = defineResource({
  name: 'aiModel',
  label: ['AI模型', 'AI model'],
  api: { service: 'ai', base: '/aiModel' },
  screen: {
    route: AI_MODEL_ROUTE,
    menu: { parent: AI_FOLDER, icon: 'RobotOutlined', sortOrder: 1, label: ['模型设置', 'Model settings'] },
    forms: 'routes',
    formPaths: AI_MODEL_PATHS,
    rowName: 'name',
    formOrder: ['name', 'provider', 'modelName', 'baseUrl', 'secret', 'timeoutMs', 'rateLimit', 'tokenLimit', 'priceInput', 'priceOutput'],
  },
  fields: {
    name: { schema: ZName, label: ['名称', 'Name'], filter: 'prefix', sort: true, list: { width: 160, fixed: 'left' } },
    provider: {
      schema: z.enum(AI_PROVIDERS),
      label: ['提供方', 'Provider'],
      kind: 'select',
      options: { values: AI_PROVIDER_LABELS },
      filter: 'eq',
      list: { width: 160 },
    },
    modelName: { schema: z.string().trim().min(1).max(128), label: ['模型名称', 'Model name'], list: { width: 160 } },
    baseUrl: { schema: z.string().trim().max(512).optional(), label: ['接口地址', 'Base URL'], list: { width: 220 } },
    /** write only: sealed on save, never answered (an edit without it keeps the one set) */
    secret: { schema: z.string().min(1).max(1024).optional(), label: ['密钥', 'Secret'], list: false, xlsx: false },
    hasSecret: { schema: z.boolean(), label: ['已设置密钥', 'Secret set'], kind: 'switch', readOnly: true, list: { width: 110 } },
    timeoutMs: { schema: ZInt(100, 120_000), label: ['超时（毫秒）', 'Timeout (ms)'], kind: 'number', list: { width: 110 } },
    rateLimit: { schema: ZInt(0, 100_000), label: ['每分钟请求上限', 'Requests per minute'], kind: 'number', list: { width: 130 } },
    tokenLimit: { schema: ZInt(1, 1_000_000), label: ['单次令牌上限', 'Tokens per answer'], kind: 'number', list: { width: 130 } },
    priceInput: { schema: ZPrice, label: ['输入价格（每千令牌）', 'Input price per 1,000 tokens'], kind: 'number', list: { width: 150 } },
    priceOutput: { schema: ZPrice, label: ['输出价格（每千令牌）', 'Output price per 1,000 tokens'], kind: 'number', list: { width: 150 } },
    fallbackIds: {
      schema: z.array(ZId).max(5),
      label: ['备用模型（按顺序）', 'Fallback models (in order)'],
      kind: 'select',
      options: { lookup: 'aiModels' },
      list: false,
      xlsx: false,
    },
    fallbackNames: { schema: z.string(), label: ['备用模型（按顺序）', 'Fallback models (in order)'], readOnly: true, list: { width: 200 } },
    roleIds: {
      schema: z.array(ZId).max(50),
      label: ['可用角色（空为全部）', 'Roles that may use it (none = all)'],
      kind: 'select',
      options: { lookup: 'roles' },
      list: false,
      xlsx: false,
    },
    roleNames: { schema: z.string(), label: ['可用角色', 'Roles'], readOnly: true, list: { width: 180 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
  },
  states: {
    field: 'enabled',
    boolean: true,
    initial: 'true',
    values: { true: { label: ['启用', 'Enabled'], color: 'green' }, false: { label: ['停用', 'Disabled'], color: 'default' } },
    transitions: {
      enable: { from: ['false'], to: 'true', label: ['启用', 'Enable'], permission: 'status', reason: false },
      disable: { from: ['true'], to: 'false', label: ['停用', 'Disable'], permission: 'status', reason: false, danger: true },
    },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: AI_MODEL_PERMISSION,
  permissionLabels: { health: ['AI模型健康检查', 'Check an AI model'], status: ['启用与停用AI模型', 'Enable and disable AI models'] },
});
export const AI_MODEL = resourceContracts(aiModelResource);

/** A per-app daily budget: the tokens and the cost its customers' and devices' questions may use a day (0 = no limit). */
export const aiBudgetResource = defineResource({
  name: 'aiBudget',
  label: ['AI每日预算', 'AI daily budget'],
  api: { service: 'ai', base: '/aiBudget' },
  screen: {
    route: AI_MODEL_ROUTE,
    menu: { parent: AI_FOLDER, icon: 'FundOutlined', sortOrder: 3, label: ['每日预算', 'Daily budgets'] },
    forms: 'dialog',
    rowName: 'appCode',
  },
  fields: {
    appCode: { schema: ZCode, label: ['应用代码', 'App code'], filter: 'prefix', sort: true, form: { lockedOnEdit: true }, list: { width: 160 } },
    dailyTokens: { schema: ZInt(0, 2_000_000_000), label: ['每日令牌（0为不限）', 'Tokens a day (0 = no limit)'], kind: 'number', list: { width: 170 } },
    dailyCost: { schema: ZPrice.max(1_000_000), label: ['每日费用（0为不限）', 'Cost a day (0 = no limit)'], kind: 'number', list: { width: 170 } },
    usedTokens: { schema: z.number(), label: ['今日已用令牌', 'Tokens used today'], readOnly: true, list: { width: 140 } },
    usedCost: { schema: z.number(), label: ['今日已用费用', 'Cost used today'], readOnly: true, list: { width: 140 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete'],
  permissions: AI_BUDGET_PERMISSION,
  permissionLabels: { view: ['查看AI每日预算', 'View AI daily budgets'], add: ['设置AI每日预算', 'Set AI daily budgets'] },
});
export const AI_BUDGET = resourceContracts(aiBudgetResource);

/** A model's health check: the provider called with a short question. */
export const ZAiHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int(),
  code: z.number().int().nullable(),
  message: z.string().nullable(),
  checkedAt: z.string(),
});
export const ZAiOption = z.object({ value: z.number().int(), label: z.string() });
export type TAiHealth = z.infer<typeof ZAiHealth>;
