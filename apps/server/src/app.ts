import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC } from '@diagops/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleRoutes } from './modules';
import { registerAuthGuard } from './modules/auth';
import { registerErrorLog } from './platform/audit/error-log';
import { safeError } from './platform/audit/log-safety';
import { registerRequestLog } from './platform/audit/request-log';
import { startSettingsBroadcast } from './platform/cache/settings-cache';
import type { AppContext } from './platform/context';
import { registerConsoleFiles } from './platform/http/console-files';
import { registerErrorHandler } from './platform/http/error-handler';
import { openapiOptions } from './platform/http/openapi';
import { requestIdOf } from './platform/http/request-id';
import { registerReplyHeaders } from './platform/http/security-headers';
import type { App } from './platform/http/types';
import { validatorCompiler } from './platform/http/validator';
import { journeyClockRoutes } from './platform/journey-clock';
import { registerRealtime } from './platform/realtime';

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** serve the built web app from this folder (production) */
  webDistDir?: string | null;
};

const API_PATH = (svc: string) => new RegExp(`^/(${svc}-[a-z-]+/|auth/|imApi/)`);

/** Errors are logged without query parameters or values the database repeats (log-safety.ts). */
function withSafeErrors(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, serializers: { ...base.serializers, err: safeError as never } };
}

/** Builds the Fastify app on a ready context; main.ts and the tests both call it. */
export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: withSafeErrors(opts.logger),
    // the caller's X-Request-Id only when it is a short safe token (requestIdOf), else a new one
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024 + 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Every API route must say who may call it; a route that forgets stops the start.
  const apiPath = API_PATH(ctx.config.SVC);
  app.addHook('onRoute', (route) => {
    if (apiPath.test(route.url) && !route.config?.permission) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    }
  });

  const dist = opts.webDistDir && fs.existsSync(path.join(opts.webDistDir, 'index.html')) ? opts.webDistDir : null;
  // the console's own routes (/login, /user/menu …) all load the single page
  registerErrorHandler(app, {
    notFound: (req, reply) =>
      dist && req.method === 'GET' && !apiPath.test(req.url) && !req.url.startsWith('/docs') ? reply.type('text/html').sendFile('index.html') : undefined,
  });
  registerReplyHeaders(app, apiPath);
  await app.register(fastifySwagger, openapiOptions(ctx.config.SVC));
  // no validator badge: it would load an image from a third party (refused by the CSP) and tell it where the document is
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null, docExpansion: 'none', deepLinking: true, filter: true } });
  registerAuthGuard(app);
  registerRequestLog(app, ctx.db);
  // a settings change on another instance clears this one's cached settings too
  let stopSettingsBroadcast: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopSettingsBroadcast = await startSettingsBroadcast(ctx);
  });
  app.addHook('onClose', async () => {
    await stopSettingsBroadcast?.();
  });
  registerErrorLog(app, ctx.db);
  await registerRealtime(app as unknown as App);

  app.get(
    '/health',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Report whether the server and its database answer',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_req, reply) => {
      try {
        await ctx.database.execSql('select 1');
        return { status: 'ok' as const, database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );

  for (const routes of moduleRoutes) await app.register(routes);
  await app.register(journeyClockRoutes);

  if (dist) await registerConsoleFiles(app, dist);
  return app as unknown as App;
}
