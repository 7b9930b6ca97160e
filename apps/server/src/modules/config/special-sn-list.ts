import { envelope, SPECIAL_CONFIG, SPECIAL_CONFIG_PERMISSION, SPECIAL_SN_LIST_MAX, ZJobStarted, ZSpecialSnListDefaults } from '@diagops/contracts';
import type { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { XLSX_REPLY } from '../../platform/kit/files';
import { type ImportSpec, receiveImport, registerImport, registerUploads } from '../../platform/kit/import';
import { dryRunRoutes, sendTemplate } from '../../platform/kit/job-routes';
import { insertEachRow } from '../../platform/kit/resource-excel';
import { specialConfigService } from './special-config.service';

/**
 * One special config for a list of SNs (issue 32: an order or a channel of up to 50,000 devices): the
 * values come once with the upload (`defaults`), the file holds only the SNs. Each SN is checked as the
 * add call checks it (102053 when it does not exist or is not boxed); dry run first, then all or none.
 * A list is one column, so 50,000 SNs stay well within the 10 MB data limit (IMP-01).
 */
export const specialSnListImport: ImportSpec<Record<string, unknown>> = registerImport({
  subject: 'specialConfigSnList',
  sheetName: { 'zh-CN': 'SN列表', 'en-US': 'SN list' },
  failedFileName: { 'zh-CN': '特殊配置SN列表导入失败数据', 'en-US': 'Special config SN list import failures' },
  columns: [{ key: 'sn', header: { 'zh-CN': 'SN', 'en-US': 'SN' }, required: true, width: 24, example: 'SN0000000001' }],
  maxRows: SPECIAL_SN_LIST_MAX,
  atomic: true,
  schema: SPECIAL_CONFIG.ZSave as unknown as z.ZodType<Record<string, unknown>>,
  toRequest: (raw, { defaults }) => ({ ...defaults, sn: raw.sn }),
  insert: (tx, rows, api) => insertEachRow(specialConfigService, tx, rows, api),
  // the dry run judges each batch with the add call's batch rules and writes nothing
  check: (tx, rows, api, earlier) => insertEachRow(specialConfigService, tx, rows, api, earlier),
  batchSize: 1000,
});

export async function specialSnListRoutes(app: App) {
  const { ctx } = app;
  const tags = ['config'];
  const path = (op: string) => ctx.svcPath('config', `/specialConfig/snList/${op}`);
  const permission = SPECIAL_CONFIG_PERMISSION.import;
  await registerUploads(app);
  app.get(
    path('template'),
    { config: { permission, reply: XLSX_REPLY }, schema: { summary: 'Download the SN list template of a special config for many SNs', tags } },
    async (req, reply) => sendTemplate(req, reply, specialSnListImport as never, { 'zh-CN': '特殊配置SN列表模板', 'en-US': 'Special config SN list template' }),
  );
  app.post(
    path('import'),
    {
      config: { permission },
      schema: {
        summary: 'Dry-run one special config for every SN of an uploaded list',
        description: `Multipart: \`defaults\` (the values every SN gets, as JSON), then \`file\` (the SN list template). At most ${SPECIAL_SN_LIST_MAX} SNs; the report and the commit follow as for any import.`,
        tags,
        response: { 200: envelope(ZJobStarted) },
      },
    },
    async (req) =>
      ok(req, {
        jobId: await receiveImport(ctx, req, specialSnListImport as never, {
          dryRun: true,
          defaults: ZSpecialSnListDefaults as unknown as z.ZodType<Record<string, unknown>>,
        }),
      }),
  );
  dryRunRoutes(app, { path, permission, subject: specialSnListImport.subject, label: 'special config SN list', tags });
}
