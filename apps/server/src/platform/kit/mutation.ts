import type { FastifyRequest } from 'fastify';
import { type OperationEntry, writeOperationLog } from '../audit/operation-log';
import type { Db, Tx } from '../db/client';
import { AppError } from '../http/errors';

export type MutationOutcome<R> = { result: R; targetId?: string | number | null; before?: unknown; after?: unknown };

/**
 * One mutation: runs `fn` in a transaction and writes its operation-log row in the same
 * transaction, so the change and its record commit together or not at all.
 */
export async function mutate<R>(
  db: Db,
  req: FastifyRequest,
  op: Pick<OperationEntry, 'module' | 'action'>,
  fn: (tx: Tx) => Promise<MutationOutcome<R>>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const out = await fn(tx);
    await writeOperationLog(tx, req, { ...op, targetId: out.targetId ?? null, before: out.before ?? null, after: out.after ?? null });
    return out.result;
  });
}

/** PostgreSQL unique violation → 10120 (data exists). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function uniqueOr10120<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(10120);
    throw err;
  }
}
