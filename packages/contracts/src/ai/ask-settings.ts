import { z } from 'zod';
import { ZId } from '../common/envelope';
import { revisionedStates, revisionFields } from '../config/revisioned-fields';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZRemark, ZText } from '../kit/strings';
import { AI_ASK_PATHS, AI_ASK_PERMISSION, AI_ASK_ROUTE, AI_FOLDER, AI_QUESTION_MAX } from './ai-names';

export const AI_LANGUAGES = { 'zh-CN': ['中文', 'Chinese'], 'en-US': ['英文', 'English'] } as const;

/**
 * An ask preset (/ai/askSetting*): the system prompt, temperature, model and the knowledge-base
 * categories it may cite for one scene in one language. Every change is a revision reviewed by
 * someone else (the configuration revisions engine); the customer API answers with the passed one.
 */
export const aiAskResource = defineResource({
  name: 'aiAskPreset',
  label: ['AI问答预设', 'AI ask preset'],
  api: { service: 'ai', base: '/aiAsk' },
  screen: {
    route: AI_ASK_ROUTE,
    menu: { parent: AI_FOLDER, icon: 'MessageOutlined', sortOrder: 2, label: ['问答设置', 'Ask settings'] },
    forms: 'routes',
    formPaths: { add: AI_ASK_PATHS.add, edit: AI_ASK_PATHS.edit.replace('{type}', 'edit'), detail: AI_ASK_PATHS.edit.replace('{type}', 'view') },
    rowName: 'scene',
  },
  fields: {
    presetNo: { schema: z.string(), label: ['预设编号', 'Preset number'], readOnly: true, filter: 'prefix', sort: true, list: { width: 170, fixed: 'left' } },
    scene: { schema: ZCode, label: ['场景', 'Scene'], filter: 'prefix', sort: true, list: { width: 140 } },
    language: {
      schema: z.enum(['zh-CN', 'en-US']),
      label: ['语言', 'Language'],
      kind: 'select',
      options: { values: AI_LANGUAGES },
      filter: 'eq',
      list: { width: 90 },
    },
    modelId: { schema: ZId, label: ['模型', 'Model'], kind: 'select', options: { lookup: 'aiModels' }, list: false, xlsx: false },
    modelName: { schema: z.string(), label: ['模型', 'Model'], readOnly: true, list: { width: 160 } },
    temperature: { schema: z.number().min(0).max(2), label: ['温度', 'Temperature'], kind: 'number', list: { width: 90 } },
    systemPrompt: { schema: ZText.trim().min(1).max(8000), label: ['系统提示词', 'System prompt'], kind: 'textarea', list: false, form: { span: 24 } },
    categories: {
      schema: z.array(ZCode).max(20),
      label: ['可引用的知识库分类', 'Knowledge-base categories it may cite'],
      list: false,
      xlsx: false,
    },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    ...revisionFields,
  },
  states: revisionedStates('disable'),
  ops: ['page', 'detail', 'export'],
  permissions: AI_ASK_PERMISSION,
  permissionLabels: {
    review: ['审核AI问答预设', 'Review AI ask presets'],
    disable: ['启用与禁用AI问答预设', 'Enable and disable AI ask presets'],
    test: ['测试AI问答预设', 'Test AI ask presets'],
  },
  defaultSort: { field: 'presetNo', order: 'desc' },
});
export const AI_ASK = resourceContracts(aiAskResource);

const ZQuestion = ZText.trim()
  .min(1)
  .max(AI_QUESTION_MAX * 10);

/** One model tried for a question: its outcome and latency (the answer's path through the fallbacks). */
export const ZAiAttempt = z.object({
  model: z.string(),
  outcome: z.enum(['answered', 'failed', 'timeout', 'skipped']),
  latencyMs: z.number().int(),
  code: z.number().int().nullable(),
});
export const ZAiAnswer = z.object({
  answer: z.string(),
  model: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  cost: z.number(),
  latencyMs: z.number().int(),
  attempts: z.array(ZAiAttempt),
});
export type TAiAnswer = z.infer<typeof ZAiAnswer>;

/** The customer API: a signed-in customer asks in a scene of an app (the preset in the customer's language answers). */
export const ZAiAskRequest = z.object({ app: ZCode, scene: ZCode, question: ZQuestion }).strict();
/** The device API: a terminal (X-App-Key, terminal key and secret as the heartbeat) asks for its SN. */
export const ZAiTerminalAskRequest = z
  .object({
    app: ZCode,
    terminalKey: ZText.trim().min(1).max(128),
    sn: ZCode.optional(),
    scene: ZCode,
    question: ZQuestion,
    language: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .strict();
/** The test panel: a question against a preset's latest revision (open or passed), not counted against any budget. */
export const ZAiTestRequest = z.object({ id: ZId, question: ZQuestion }).strict();
