import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { requestLogs } from './audit.tables';

type Row = typeof requestLogs.$inferInsert;

/**
 * Writes one request-log row per API request. Rows are buffered and inserted in batches
 * so that logging never sits on a request's path.
 */
export function registerRequestLog(app: FastifyInstance, db: Db, opts: { flushMs?: number; maxBatch?: number } = {}) {
  const flushMs = opts.flushMs ?? 1000;
  const maxBatch = opts.maxBatch ?? 200;
  let buffer: Row[] = [];
  let pending: Promise<void> = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0) return pending;
    const rows = buffer;
    buffer = [];
    pending = pending.then(() =>
      db
        .insert(requestLogs)
        .values(rows)
        .then(
          () => {},
          (err) => app.log.warn({ err }, 'request log write failed'),
        ),
    );
    return pending;
  };
  const timer = setInterval(flush, flushMs);
  timer.unref();

  app.addHook('onResponse', async (req, reply) => {
    if (!req.routeOptions.config?.permission) return; // static files and docs are not logged
    buffer.push({
      requestId: req.id,
      method: req.method,
      route: req.routeOptions.url ?? req.url,
      url: req.url.slice(0, 1024),
      status: reply.statusCode,
      code: req.replyCode ?? null,
      durationMs: Math.round(reply.elapsedTime),
      userId: req.auth?.userId ?? null,
      ip: req.ip,
      userAgent: (req.headers['user-agent'] ?? '').slice(0, 512),
    });
    if (buffer.length >= maxBatch) void flush();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return { flush };
}
