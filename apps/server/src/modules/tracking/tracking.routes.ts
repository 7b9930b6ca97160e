import {
  TRACKING_DATA_PERMISSION as D,
  envelope,
  PUBLIC,
  SIGNED_IN,
  TRACKING_KEY_HEADER,
  ZDataDetail,
  ZDataDetailQuery,
  ZDataQuery,
  ZDataQueryPage,
  ZEventDownload,
  ZEventOption,
  ZEventSearch,
  ZEventSearchPage,
  ZIngestBatch,
  ZIngestReply,
  ZJobIdParam,
  ZJobStarted,
  ZKeyword,
  ZOriginalSearchPage,
  ZQualityQuery,
  ZQualityReport,
  ZRollupRun,
  ZRollupRunReply,
  ZTrackingJobPage,
  ZTrackingJobQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { startExport } from '../../platform/kit/export';
import { XLSX_REPLY } from '../../platform/kit/files';
import { receiveImport, registerUploads } from '../../platform/kit/import';
import { registerJobRoutes, sendJobFile, sendTemplate } from '../../platform/kit/job-routes';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { ingestBatch } from './ingest.service';
import { trackingJobPage } from './jobs-list';
import { maintainPartitions } from './partitions';
import { dataDetail, dataQueryPage, qualityReport } from './queries';
import {
  authenticateTrackingKey,
  customEventService,
  eventOptions,
  hotFunctionService,
  ingestIssueService,
  publicEventService,
  trackingKeyService,
} from './registry.service';
import { recomputeRollups } from './rollups';
import { checkSearch, searchEvents, searchOriginal } from './search';
import { eventDownload, eventImport } from './tracking.excel';

const tags = ['tracking'];

/** /{svc}-tracking/…: the registry (kit declarations), the data screens over the rollups and raw events; /{svc}-app/tracking/events for the apps. */
export async function trackingRoutes(app: App) {
  const { ctx } = app;
  const p = (path: string) => ctx.svcPath('tracking', path);
  for (const svc of [customEventService, publicEventService, trackingKeyService, hotFunctionService, ingestIssueService])
    await resourceRoutes(app, svc as never, { tags });
  registerJobRoutes(app, 'tracking');
  await registerUploads(app);

  app.get(
    p('/event/options'),
    {
      // every staff member who configures hot functions or searches picks events by name
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Events a form may pick (by a prefix of the code or a name, or by ids)',
        tags,
        querystring: z
          .object({
            keyword: ZKeyword.optional(),
            ids: z
              .string()
              .regex(/^\d+(,\d+){0,49}$/)
              .optional(),
          })
          .strict(),
        response: { 200: envelope(z.array(ZEventOption)) },
      },
    },
    async (req) => ok(req, await eventOptions(ctx.db, req.query.keyword, req.query.ids?.split(',').map(Number))),
  );

  // the apps' side: a batch of events with the app's public key
  app.post(
    ctx.svcPath('app', '/tracking/events'),
    {
      config: { permission: PUBLIC, errors: [79301, 79302] },
      schema: {
        summary: `Send a batch of tracking events (the app's public key in ${TRACKING_KEY_HEADER})`,
        description:
          'At most 500 events (79302 for the whole batch). Each refused or warned event is answered with its reason; the rest are stored once per client id and time.',
        tags,
        body: ZIngestBatch,
        response: { 200: envelope(ZIngestReply) },
      },
    },
    async (req) => {
      const h = req.headers[TRACKING_KEY_HEADER];
      const key = await authenticateTrackingKey(ctx, Array.isArray(h) ? h[0] : h);
      return ok(req, await ingestBatch(ctx, req, key, req.body.events));
    },
  );

  app.post(
    p('/dataQuery/page'),
    {
      config: { permission: D.query, errors: [79322, 79323] },
      schema: {
        summary: 'Page event counts by event and software code (from the daily rollup)',
        tags,
        body: ZDataQuery,
        response: { 200: envelope(ZDataQueryPage) },
      },
    },
    async (req) => ok(req, await dataQueryPage(ctx, req.body)),
  );
  app.get(
    p('/dataQuery/detail'),
    {
      config: { permission: D.query, errors: [79322, 79323] },
      schema: {
        summary: 'Get one event by day, hour or dimension (from the rollups)',
        tags,
        querystring: ZDataDetailQuery,
        response: { 200: envelope(ZDataDetail) },
      },
    },
    async (req) => ok(req, await dataDetail(ctx, req.query)),
  );
  app.post(
    p('/rollup/run'),
    {
      config: { permission: D.refresh },
      schema: {
        summary: 'Recompute the rollups of the last days now (the job does it every quarter hour)',
        tags,
        body: ZRollupRun,
        response: { 200: envelope(ZRollupRunReply) },
      },
    },
    async (req) => ok(req, await recomputeRollups(ctx, req.body.days)),
  );
  app.post(
    p('/search/detail'),
    {
      config: { permission: D.search, errors: [79320, 79321, 79322] },
      schema: {
        summary: 'Search raw events (at most 31 days, by SN, event or client id; keyset pages)',
        tags,
        body: ZEventSearch,
        response: { 200: envelope(ZEventSearchPage) },
      },
    },
    async (req) => ok(req, await searchEvents(ctx, req.body)),
  );
  app.post(
    p('/search/original'),
    {
      config: { permission: D.original, errors: [79320, 79321, 79322] },
      schema: {
        summary: 'Search raw events as stored (at most 31 days, by SN, event or client id)',
        tags,
        body: ZEventSearch,
        response: { 200: envelope(ZOriginalSearchPage) },
      },
    },
    async (req) => ok(req, await searchOriginal(ctx, req.body)),
  );
  app.post(
    p('/search/download'),
    {
      config: { permission: D.download, errors: [79320, 79321, 79322, 61009] },
      schema: {
        summary: 'Download the events a search finds (a job; at most 10,000 rows)',
        tags,
        body: ZEventDownload,
        response: { 200: envelope(ZJobStarted) },
      },
    },
    async (req) => {
      checkSearch(req.body);
      return ok(req, { jobId: await startExport(ctx, req, eventDownload, req.body) });
    },
  );
  app.get(
    p('/data/template'),
    { config: { permission: D.import, reply: XLSX_REPLY }, schema: { summary: 'Download the tracking event import template', tags } },
    async (req, reply) => sendTemplate(req, reply, eventImport as never, { 'zh-CN': '埋点数据导入模板', 'en-US': 'Tracking event import template' }),
  );
  app.post(
    p('/data/importExcel'),
    {
      config: { permission: D.import },
      schema: { summary: 'Import tracking events from the template (starts a job)', tags, response: { 200: envelope(ZJobStarted) } },
    },
    async (req) => ok(req, { jobId: await receiveImport(ctx, req, eventImport as never) }),
  );
  app.get(
    p('/data/failedFile'),
    {
      config: { permission: D.import, reply: XLSX_REPLY },
      schema: { summary: 'Download the refused rows of an event import', tags, querystring: z.object({ jobId: ZJobIdParam.shape.id }).strict() },
    },
    async (req, reply) => sendJobFile(ctx, req, reply, req.query.jobId, 'import'),
  );
  for (const [kind, permission, what] of [
    ['import', D.import, 'imports'],
    ['export', D.download, 'downloads'],
  ] as const)
    app.post(
      p(`/${kind === 'import' ? 'importJobs' : 'downloadJobs'}/page`),
      {
        config: { permission },
        schema: { summary: `Page the caller's tracking event ${what}`, tags, body: ZTrackingJobQuery, response: { 200: envelope(ZTrackingJobPage) } },
      },
      async (req) => ok(req, await trackingJobPage(ctx, req.auth!.userId, kind, req.body)),
    );
  app.get(
    p('/quality'),
    {
      config: { permission: D.quality, errors: [79322, 79323] },
      schema: {
        summary: 'Get the quality of a software (and version) over days',
        tags,
        querystring: ZQualityQuery,
        response: { 200: envelope(ZQualityReport) },
      },
    },
    async (req) => ok(req, await qualityReport(ctx, req.query)),
  );

  // hourly: partitions a week ahead, the days past the retention dropped; every quarter hour: the rollups of the last days
  app.addHook('onReady', async () => {
    await schedulePeriodic(ctx, 'tracking-partitions', 3600, async () => {
      await maintainPartitions(ctx);
    });
    await schedulePeriodic(ctx, 'tracking-rollups', 900, async () => {
      await recomputeRollups(ctx);
    });
  });
}
