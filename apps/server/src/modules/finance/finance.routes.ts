import {
  envelope,
  FINANCE_REPORT_KEYS,
  FINANCE_REPORTS,
  FINANCE_RULES_EDIT_PERMISSION,
  financeExportPermission,
  financeViewPermission,
  ZFinanceExportQuery,
  ZFinanceReport,
  ZFinanceReportQuery,
  ZPointsRule,
  ZPointsRuleUpdate,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { registerJobRoutes } from '../../platform/kit/job-routes';
import { registerReportExportJob, sendReportExport, startReportExport } from './report-export';
import { runReport } from './report-frame';
import { FINANCE_REPORT_DEFS } from './reports';
import { listPointsRules, updatePointsRule } from './rules.service';

const tags = ['finance'];

/** /{svc}-finance/…: each report's page and export (one frame for the 15), the points rules. */
export async function financeRoutes(app: App) {
  const { ctx } = app;
  registerJobRoutes(app, 'finance');
  for (const key of FINANCE_REPORT_KEYS) {
    const def = FINANCE_REPORT_DEFS.get(key)!;
    const label = FINANCE_REPORTS[key].en.toLowerCase();
    registerReportExportJob(def);
    app.get(
      ctx.svcPath('finance', `/report/${key}`),
      {
        config: { permission: financeViewPermission(key) },
        schema: {
          summary: `Get a page of the ${label} for a month, with its totals and reconciliation line`,
          tags,
          querystring: ZFinanceReportQuery,
          response: { 200: envelope(ZFinanceReport) },
        },
      },
      async (req) => ok(req, await runReport(ctx.db, def, req.query, requestLanguage(req))),
    );
    app.get(
      ctx.svcPath('finance', `/report/${key}/export`),
      {
        config: { permission: financeExportPermission(key), reply: EXPORT_REPLY, errors: [61009, 79901] },
        schema: { summary: `Export the ${label} as xlsx (a job beyond 10,000 rows)`, tags, querystring: ZFinanceExportQuery },
      },
      async (req, reply) => {
        if (wantsJob(req)) return ok(req, { jobId: await startReportExport(ctx, req, def, req.query) });
        return sendReportExport(ctx, req, reply, def, req.query);
      },
    );
  }
  app.get(
    ctx.svcPath('finance', '/pointsRule/list'),
    {
      config: { permission: financeViewPermission('pointsRules') },
      schema: { summary: 'List the points rules with how long their awards last', tags, response: { 200: envelope(z.array(ZPointsRule)) } },
    },
    async (req) => ok(req, await listPointsRules(ctx)),
  );
  app.post(
    ctx.svcPath('finance', '/pointsRule/update'),
    {
      config: { permission: FINANCE_RULES_EDIT_PERMISSION, errors: [1002, 1005] },
      schema: { summary: "Change how long a points rule's future awards last", tags, body: ZPointsRuleUpdate, response: { 200: envelope(ZPointsRule) } },
    },
    async (req) => ok(req, await updatePointsRule(ctx, req, req.body)),
  );
}
