import type { FastifyError, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { errorLogs } from './audit.tables';
import { safeError } from './log-safety';
import { columnText } from './request-log';

/** An error the server answers 10108 for: neither a refusal it meant (AppError) nor a bad request. */
export function isUnexpected(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const err = error as FastifyError;
  if (Array.isArray(err.validation)) return false;
  return !(err.statusCode && err.statusCode < 500);
}

/**
 * Keeps one row per request the server could not answer (the server error list, /logManage/logList):
 * the error's kind, message, stack and database code as `safeError` lets a log keep them (never a
 * query's parameters). Written beside the answer, never in its way: a row the database refuses is
 * only reported in the process log.
 */
export function registerErrorLog(app: FastifyInstance, db: Db) {
  app.addHook('onError', async (req, _reply, error) => {
    if (!isUnexpected(error)) return;
    const safe = safeError(error) as { type?: string; message?: string; stack?: string; code?: string };
    const row = {
      errorType: columnText(safe.type ?? 'Error', 128),
      message: columnText(safe.message ?? String(error), 2000),
      method: columnText(req.method, 8),
      route: columnText(req.routeOptions.url ?? req.url.split('?')[0] ?? '', 255),
      dbCode: safe.code ? columnText(safe.code, 16) : null,
      requestId: columnText(req.id, 64),
      stack: safe.stack ? columnText(safe.stack, 8000) : null,
    };
    db.insert(errorLogs)
      .values(row)
      .catch((err: unknown) => app.log.warn({ err: { code: (err as { code?: string }).code }, requestId: row.requestId }, 'error log row refused'));
  });
}
