import type { FastifyInstance } from 'fastify';
import { bulkInsert } from '../db/bulk-insert';
import type { Db } from '../db/client';
import { deviceIdOf } from '../http/origin';
import { requestLogs } from './audit.tables';

type Row = typeof requestLogs.$inferInsert;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** At most `max` characters the column can store: no NUL, no half of a cut surrogate pair. */
export function columnText(s: string, max: number): string {
  return s.slice(0, max).replaceAll('\0', '').replace(LONE_SURROGATE, '');
}

/** Query parameters whose values a log never keeps (tokens, passwords, codes, keys, signatures). */
const SECRET_PARAM = /token|password|passwd|pwd|secret|code|key|captcha|sign|ticket/i;

/** The url with the values of secret-looking query parameters replaced by ***. */
export function maskedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=***` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** The service a route belongs to: `asset` of /{svc}-asset/asset/page, `plat-user` of /{svc}-plat-user/… */
export function routeModule(route: string): string | null {
  return /^\/[^/-]+-([^/]+)\//.exec(route)?.[1]?.slice(0, 64) ?? null;
}

/**
 * Writes one request-log row per API request (never its body: bodies carry passwords, codes and
 * tokens; the url's secret-looking query values are masked). Rows are buffered and inserted in batches (one JSON
 * parameter a batch: bulkInsert) so that logging never sits on a request's path. A batch the database refuses is written
 * again row by row, so one bad row never takes the other requests' rows with it.
 */
export function registerRequestLog(app: FastifyInstance, db: Db, opts: { flushMs?: number; maxBatch?: number } = {}) {
  const flushMs = opts.flushMs ?? 1000;
  const maxBatch = opts.maxBatch ?? 200;
  let buffer: Row[] = [];
  let pending: Promise<void> = Promise.resolve();

  const insertEach = async (rows: Row[]) => {
    for (const row of rows) {
      try {
        await db.insert(requestLogs).values(row);
      } catch (err) {
        // the row's values are not logged: the url may carry a query a client meant to keep private
        app.log.warn({ err: { code: (err as { code?: string }).code }, requestId: row.requestId }, 'request log row refused');
      }
    }
  };
  const flush = () => {
    if (buffer.length === 0) return pending;
    const rows = buffer;
    buffer = [];
    pending = pending.then(() =>
      bulkInsert(db, requestLogs, rows).then(
        () => {},
        () => insertEach(rows),
      ),
    );
    return pending;
  };
  const timer = setInterval(flush, flushMs);
  timer.unref();

  app.addHook('onResponse', async (req, reply) => {
    if (!req.routeOptions.config?.permission) return; // static files and docs are not logged
    buffer.push({
      requestId: columnText(req.id, 64),
      method: columnText(req.method, 8),
      route: columnText(req.routeOptions.url ?? req.url, 255),
      module: routeModule(req.routeOptions.url ?? req.url),
      url: columnText(maskedUrl(req.url), 1024),
      status: reply.statusCode,
      code: req.replyCode ?? null,
      durationMs: Math.round(reply.elapsedTime),
      userId: req.auth?.userId ?? null,
      username: req.auth?.username ? columnText(req.auth.username, 64) : null,
      deviceId: req.headers['x-device-id'] ? columnText(deviceIdOf(req), 128) : null,
      ip: columnText(req.ip ?? '', 64),
      userAgent: columnText(req.headers['user-agent'] ?? '', 512),
    });
    if (buffer.length >= maxBatch) void flush();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return { flush };
}
