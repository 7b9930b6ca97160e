import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { requestLogs } from './audit.tables';

type Row = typeof requestLogs.$inferInsert;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** At most `max` characters the column can store: no NUL, no half of a cut surrogate pair. */
export function columnText(s: string, max: number): string {
  return s.slice(0, max).replaceAll('\0', '').replace(LONE_SURROGATE, '');
}

/**
 * A batch as one JSON parameter: a multi-row VALUES list of 200 rows is 2,200 parameters for
 * drizzle to build and the database to bind, three times the cost per row (PGlite, measured).
 */
function insertBatch(db: Db, rows: Row[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      request_id: r.requestId,
      method: r.method,
      route: r.route,
      url: r.url,
      status: r.status,
      code: r.code,
      duration_ms: r.durationMs,
      user_id: r.userId,
      ip: r.ip,
      user_agent: r.userAgent,
    })),
  );
  return db.execute(sql`
    insert into request_logs (request_id, method, route, url, status, code, duration_ms, user_id, ip, user_agent)
    select request_id, method, route, url, status, code, duration_ms, user_id, ip, user_agent
    from json_to_recordset(${json}::json) as r(request_id text, method text, route text, url text, status smallint,
      code integer, duration_ms integer, user_id integer, ip text, user_agent text)`);
}

/**
 * Writes one request-log row per API request. Rows are buffered and inserted in batches
 * so that logging never sits on a request's path. A batch the database refuses is written
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
      insertBatch(db, rows).then(
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
      url: columnText(req.url, 1024),
      status: reply.statusCode,
      code: req.replyCode ?? null,
      durationMs: Math.round(reply.elapsedTime),
      userId: req.auth?.userId ?? null,
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
