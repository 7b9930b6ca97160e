import {
  DASHBOARD_KINDS,
  envelope,
  DASHBOARD_PERMISSIONS as P,
  ZDashboard,
  ZDashboardPdfQuery,
  ZDashboardQuery,
  ZDashboardSchedule,
  ZDashboardScheduleId,
  ZDashboardScheduleSave,
  ZKeyword,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { contentDisposition } from '../../platform/kit/files';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { searchStaff } from '../users';
import { dashboardPdfName, renderDashboardPdf } from './dashboard.pdf';
import { deleteSchedule, listSchedules, runDueSchedules, saveSchedule } from './dashboard.schedule';
import { buildDashboard } from './dashboard.service';

const tags = ['dashboard'];
const SUMMARIES = {
  current: 'Get the dashboard: totals of the month and a chart of each detail',
  product: 'Get the product dashboard: activations by model and month, devices by status',
  sale: 'Get the sales dashboard: cards sold and refunded, sales amount, card entries by kind',
  user: 'Get the user dashboard: registrations by country, month and source',
  aftersale: 'Get the after-sales dashboard: items by type and status, time to resolve, remote diagnosis orders',
} as const;

/** /{svc}-user/datascreen/…: the five dashboards for a month (UTC+0 or UTC+8) and their scheduled e-mails. */
export async function dashboardRoutes(app: App) {
  const { ctx } = app;
  const d = (p: string) => ctx.svcPath('user', `/datascreen${p}`);
  const consoleUrl = () => (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');

  for (const kind of DASHBOARD_KINDS) {
    app.post(
      d(`/${kind}`),
      {
        config: { permission: P.view.name, errors: [79403] },
        schema: { summary: SUMMARIES[kind], tags, body: ZDashboardQuery, response: { 200: envelope(ZDashboard) } },
      },
      async (req) => ok(req, await buildDashboard(ctx, kind, req.body)),
    );
  }

  app.post(
    d('/pdf'),
    {
      config: { permission: P.export.name, errors: [79403, 79405], reply: { file: 'application/pdf', description: 'The dashboard as a PDF (A4)' } },
      schema: { summary: "Export a dashboard as a PDF in the caller's language: its totals and every chart's numbers", tags, body: ZDashboardPdfQuery },
    },
    async (req, reply) => {
      const { kind, ...q } = req.body;
      const lang = requestLanguage(req);
      const dashboard = await buildDashboard(ctx, kind, q);
      const pdf = await renderDashboardPdf(dashboard, lang, { font: ctx.config.DASHBOARD_PDF_FONT });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(dashboardPdfName(dashboard, lang)))
        .send(pdf);
    },
  );

  app.get(
    d('/schedule/list'),
    {
      config: { permission: P.schedule.name },
      schema: { summary: 'List the scheduled dashboard e-mails', tags, response: { 200: envelope(z.array(ZDashboardSchedule)) } },
    },
    async (req) => ok(req, await listSchedules(ctx)),
  );
  app.post(
    d('/schedule/save'),
    {
      config: { permission: P.schedule.name, errors: [79401, 79402, 79404] },
      schema: {
        summary: 'Schedule a dashboard e-mail (weekly or monthly) to console users allowed to view dashboards',
        tags,
        body: ZDashboardScheduleSave,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok(req, await saveSchedule(ctx, { id: req.auth!.userId, name: req.auth!.username }, req.body)),
  );
  app.post(
    d('/schedule/delete'),
    {
      config: { permission: P.schedule.name, errors: [1002] },
      schema: { summary: 'Delete a scheduled dashboard e-mail', tags, body: ZDashboardScheduleId, response: { 200: envelope(z.literal(true)) } },
    },
    async (req) => {
      await deleteSchedule(ctx, req.body.id);
      return ok(req, true as const);
    },
  );
  app.get(
    d('/schedule/recipients'),
    {
      config: { permission: P.schedule.name },
      schema: {
        summary: 'Search console users to receive a dashboard e-mail (by username or name prefix)',
        tags,
        querystring: z.object({ keyword: ZKeyword.optional() }).strict(),
        response: { 200: envelope(z.array(z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }))) },
      },
    },
    async (req) => ok(req, await searchStaff(ctx.db, req.query.keyword, 20)),
  );

  await schedulePeriodic(ctx, 'dashboard-mail', 900, async () => {
    try {
      await runDueSchedules(ctx, consoleUrl());
    } catch (err) {
      console.error('dashboard mail job', err instanceof Error ? err.message : err);
    }
  });
}
