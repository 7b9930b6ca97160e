import { envelope, type ResourceDef, resourcePath, transitionPermission, ZIdParam, ZJobIdParam, ZJobStarted } from '@diagops/contracts';
import { z } from 'zod';
import { AppError } from '../http/errors';
import { ok } from '../http/reply';
import type { App } from '../http/types';
import { sendExport, startExport, wantsJob } from './export';
import { EXPORT_REPLY, XLSX_REPLY } from './files';
import { receiveImport, registerUploads } from './import';
import { dryRunRoutes, registerJobRoutes, sendJobFile, sendTemplate } from './job-routes';
import { resourceExcel } from './resource-excel';
import type { ResourceService } from './resource-service';

type Body = Record<string, unknown> & { id: number; version: number };

/**
 * The API of a declaration: page, detail, save, update, delete, one POST per transition,
 * export, template and import, each with its permission, its schemas and a summary for the
 * reference. Register it in the area's routes plugin; the area's other routes sit beside it.
 */
export async function resourceRoutes(app: App, svc: ResourceService, opts: { tags?: string[]; jobRoutes?: boolean } = {}) {
  const { ctx } = app;
  const def: ResourceDef = svc.def;
  svc.bind(ctx);
  const c = svc.contracts;
  const P = def.permissions;
  const tags = opts.tags ?? [def.name];
  const path = (op: string) => ctx.svcPath(def.api.service, resourcePath(def, op));
  const has = (op: (typeof def.ops)[number]) => def.ops.includes(op);
  const changes = def.ops.filter((op) => !['page', 'detail', 'export'].includes(op));
  if (def.appendOnly && (changes.length > 0 || def.states))
    throw new Error(`${def.name}: append-only rows are listed, shown and exported, never changed (${changes.join(', ') || 'states'})`);
  const need = (key: string) => {
    const name = P[key];
    if (!name) throw new Error(`${def.name}: an operation needs the permission "${key}", which the declaration does not give`);
    return name;
  };
  const label = def.label[1].toLowerCase();
  const said = (op: string, generated: string) => def.api.summaries?.[op] ?? generated;
  const one = { 200: envelope(c.ZRow) };

  if (has('page'))
    app.post(
      path('page'),
      {
        config: { permission: P.view },
        schema: { summary: said('page', `Page the ${label} list`), tags, body: c.ZPageQuery, response: { 200: envelope(c.ZPage) } },
      },
      async (req) => ok(req, await svc.getPage(ctx, req, req.body as Record<string, unknown>)),
    );
  if (has('detail'))
    app.get(
      path('detail'),
      {
        config: { permission: P.view },
        schema: { summary: said('detail', `Get a ${label} with its state history`), tags, params: ZIdParam, response: { 200: envelope(c.ZDetail) } },
      },
      async (req) => ok(req, await svc.getDetail(ctx, req, req.params.id)),
    );
  if (has('save'))
    app.post(
      path('save'),
      { config: { permission: need('add') }, schema: { summary: said('save', `Add a ${label}`), tags, body: c.ZSave, response: one } },
      async (req) => ok(req, await svc.save(ctx, req, req.body as Record<string, unknown>)),
    );
  if (has('update'))
    app.post(
      path('update'),
      { config: { permission: need('edit') }, schema: { summary: said('update', `Edit a ${label} (with its version)`), tags, body: c.ZUpdate, response: one } },
      async (req) => ok(req, await svc.update(ctx, req, req.body as Body)),
    );
  if (has('delete'))
    app.post(
      path('delete'),
      {
        config: { permission: need('del') },
        schema: { summary: said('delete', `Delete a ${label} (with its version)`), tags, body: c.ZDelete, response: { 200: envelope(z.null()) } },
      },
      async (req) => ok(req, await svc.remove(ctx, req, req.body)),
    );
  for (const [action, t] of Object.entries(def.states?.transitions ?? {})) {
    app.post(
      path(action),
      {
        config: { permission: transitionPermission(def, action) },
        schema: {
          summary: said(action, `${t.label[1]} a ${label}`),
          description:
            t.description ?? `From ${t.from.join(' or ')} to ${t.to}${t.reason ? ', with a reason' : ''}; from any other state 1017 names the allowed actions.`,
          tags,
          body: c.transitions[action as never] as z.ZodObject,
          response: one,
        },
      },
      async (req) => ok(req, await svc.transition(ctx, req, action, req.body as Body)),
    );
  }
  if (!has('export') && !has('import')) return;
  const excel = resourceExcel(svc);
  if (opts.jobRoutes !== false) registerJobRoutes(app, def.api.service);
  if (has('export'))
    app.post(
      path('export'),
      {
        config: { permission: need('export'), reply: EXPORT_REPLY },
        schema: {
          summary: `Export the ${label} list as xlsx (or start an export job)`,
          tags,
          body: c.ZPageQuery.omit({ current: true, size: true }).default({}),
        },
      },
      async (req, reply) => {
        const q = excel.exportQuery(req, (req.body ?? {}) as Record<string, unknown>);
        if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, excel.exportSpec, q) });
        return sendExport(ctx, req, reply, excel.exportSpec, q);
      },
    );
  if (!has('import')) return;
  await registerUploads(app);
  app.get(
    path('template'),
    { config: { permission: need('import'), reply: XLSX_REPLY }, schema: { summary: `Download the ${label} import template`, tags } },
    async (req, reply) =>
      sendTemplate(req, reply, excel.importSpec as never, { 'zh-CN': `${def.label[0]}导入模板`, 'en-US': `${def.label[1]} import template` }),
  );
  app.post(
    path('import'),
    {
      config: { permission: need('import') },
      schema: { summary: `Import ${label} rows from the template (starts a job)`, tags, response: { 200: envelope(ZJobStarted) } },
    },
    async (req) => ok(req, { jobId: await receiveImport(ctx, req, excel.importSpec as never, { dryRun: def.importDryRun === true }) }),
  );
  if (def.importDryRun) dryRunRoutes(app, { path, permission: need('import'), subject: excel.importSpec.subject, label, tags });
  app.get(
    path('failedFile'),
    {
      config: { permission: need('import'), reply: XLSX_REPLY },
      schema: { summary: `Download the failed rows of a ${label} import`, tags, querystring: z.object({ jobId: ZJobIdParam.shape.id }).strict() },
    },
    async (req, reply) => {
      if (!req.query.jobId) throw new AppError(1001);
      return sendJobFile(ctx, req, reply, req.query.jobId, 'import');
    },
  );
}
