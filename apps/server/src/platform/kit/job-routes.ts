import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { envelope, SIGNED_IN, ZImportCommit, ZImportReport, ZJob, ZJobIdParam, ZJobStarted } from '@diagops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { ok } from '../http/reply';
import type { App } from '../http/types';
import { contentDisposition, filePath, XLSX_TYPE } from './files';
import { commitImport, type ImportSpec, importReport, removeStaleDryRuns } from './import';
import { jobRunner, ownJob, presentJob, schedulePeriodic } from './jobs';
import { writeTemplate } from './xlsx';

function callerId(req: FastifyRequest): number {
  if (!req.auth) throw new AppError(1003);
  return req.auth.userId;
}

/** Streams a job's result file to its owner. */
export async function sendJobFile(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, jobId: string, kind?: 'import' | 'export') {
  const job = await ownJob(ctx, jobId, callerId(req));
  if ((kind && job.kind !== kind) || !job.resultPath) throw new AppError(1002);
  const abs = filePath(ctx, job.resultPath);
  if (!fs.existsSync(abs)) throw new AppError(1002);
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(job.resultName ?? 'file.xlsx'))
    .header('cache-control', 'no-store')
    .send(fs.createReadStream(abs));
}

/** The import template in the caller's language (with its hidden version marker). */
export async function sendTemplate(req: FastifyRequest, reply: FastifyReply, spec: ImportSpec<unknown>, fileName: Record<'zh-CN' | 'en-US', string>) {
  const lang = requestLanguage(req);
  const out = new PassThrough();
  writeTemplate(out, { subject: spec.subject, sheetName: spec.sheetName[lang], columns: spec.columns, lang }).catch((err) => out.destroy(err));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${fileName[lang]}.xlsx`))
    .send(out);
}

/** keyed by the app's context: areas are encapsulated plugins (each its own App) but share the one router */
const JOB_ROUTES = new WeakMap<object, Set<string>>();

/**
 * GET /{svc}-<service>/job/{id} (progress) and /job/{id}/file (the result), for the job's
 * owner only; anyone else gets 1002 as if it did not exist.
 */
export function registerJobRoutes(app: App, service: string) {
  const { ctx } = app;
  // several declarations of one service share its job routes: the first registers them
  const done = JOB_ROUTES.get(ctx) ?? new Set<string>();
  if (done.has(service)) return;
  JOB_ROUTES.set(ctx, done.add(service));
  app.get(
    ctx.svcPath(service, '/job/:id'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: "Get a job's status and progress", tags: ['jobs'], params: ZJobIdParam, response: { 200: envelope(ZJob) } },
    },
    async (req) => ok(req, presentJob(await ownJob(ctx, req.params.id, callerId(req)))),
  );
  app.get(
    ctx.svcPath(service, '/job/:id/file'),
    {
      config: { permission: SIGNED_IN, reply: { file: XLSX_TYPE, description: 'The result workbook (xlsx)' } },
      schema: { summary: "Download a job's result file", tags: ['jobs'], params: ZJobIdParam },
    },
    async (req, reply) => sendJobFile(ctx, req, reply, req.params.id),
  );
}

/**
 * Starts pg-boss when the app is ready and stops it when the app closes; serves the jobs of the
 * areas under /lenkor-user (customers, feedback, devices, messages …: their export buttons poll
 * there). SKUs and dealers register their own services' job routes.
 */
export async function kitJobsPlugin(app: App) {
  registerJobRoutes(app, 'user');
  // pg-boss starts in the background: the app is ready at once, enqueueing waits for it
  app.addHook('onReady', async () => {
    jobRunner(app.ctx)
      .start()
      .catch((err) => app.log.error({ err }, 'background jobs could not start'));
  });
  // hourly: uploads of dry runs nobody committed (a day after they ran)
  app.addHook('onReady', async () => {
    await schedulePeriodic(app.ctx, 'kit-stale-dry-runs', 3600, async () => {
      await removeStaleDryRuns(app.ctx);
    });
  });
  app.addHook('onClose', async () => {
    await jobRunner(app.ctx).stop();
  });
}

/**
 * The two calls of an import run as a dry run first: GET `importReport` (what it would create, update or
 * refuse; 1017 while it runs) and POST `importCommit` (once; by default the same upload as a job of its
 * own, answering { jobId }; `commit` for an import that records more, with the reply it answers).
 */
export function dryRunRoutes(
  app: App,
  a: {
    path: (op: 'importReport' | 'importCommit') => string;
    permission: string;
    subject: string;
    label: string;
    tags: string[];
    commit?: { reply: z.ZodType; summary: string; run: (req: FastifyRequest, jobId: string) => Promise<unknown> };
  },
) {
  const { ctx } = app;
  const spec = { subject: a.subject };
  app.get(
    a.path('importReport'),
    {
      config: { permission: a.permission },
      schema: {
        summary: `Get the dry-run report of a ${a.label} import`,
        description: 'What the import would create, update or refuse, per row and column; 1017 while it runs.',
        tags: a.tags,
        querystring: z.object({ jobId: ZJobIdParam.shape.id }).strict(),
        response: { 200: envelope(ZImportReport) },
      },
    },
    async (req) => ok(req, await importReport(ctx, req, spec, (req.query as { jobId: string }).jobId)),
  );
  app.post(
    a.path('importCommit'),
    {
      config: { permission: a.permission },
      schema: {
        summary: a.commit?.summary ?? `Commit a ${a.label} import after its dry run (starts a job)`,
        description: 'Once per dry run; a dry run still running, failed or committed before answers 1017.',
        tags: a.tags,
        body: ZImportCommit,
        response: { 200: envelope(a.commit?.reply ?? ZJobStarted) },
      },
    },
    async (req) => {
      const { jobId } = req.body as { jobId: string };
      return ok(req, a.commit ? await a.commit.run(req, jobId) : { jobId: await commitImport(ctx, req, spec, jobId) });
    },
  );
}
