import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { operationLogs } from './audit.tables';

export type OperationEntry = {
  module: string;
  action: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

const SECRET_KEYS = /password|secret|token|hash/i;

/** Drops secrets from before/after snapshots (a time is kept as its ISO text, not as the empty object a Date's entries make). */
export function scrub(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !SECRET_KEYS.test(k))
      .map(([k, v]) => [k, scrub(v)]),
  );
}

/** Writes the operation-log row of a mutation; pass the transaction so both commit together. */
export async function writeOperationLog(db: DbOrTx, req: FastifyRequest, entry: OperationEntry): Promise<void> {
  await db.insert(operationLogs).values({
    userId: req.auth?.userId ?? null,
    username: req.auth?.username ?? null,
    module: entry.module,
    action: entry.action,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: scrub(entry.before) as object | null,
    after: scrub(entry.after) as object | null,
    ip: req.ip,
    requestId: req.id,
  });
}
