import type { AppContext } from '../../platform/context';
import { type AiQueryRecord, recordAiQueries } from '../logs';
import { addUsage, type UsageDelta } from './budget';

/**
 * What is written after answers, off their path and batched: each app's day of budget use (settling
 * holds, counting unlimited apps) and the AI query log's rows. Every FLUSH_MS at most one statement
 * of each, whatever the number of questions: fifty questions at once no longer queue for the pool
 * or for the app's usage row (bench/ai). A hold covers its question until its settlement is written,
 * so a budget errs on the side of refusing for those milliseconds, never of overspending.
 */
const FLUSH_MS = 50;

type Batch = { ctx: AppContext; usage: Map<string, UsageDelta>; logs: AiQueryRecord[]; timer: NodeJS.Timeout | null; writing: Set<Promise<void>> };
const batches = new Map<AppContext, Batch>();

function batchOf(ctx: AppContext): Batch {
  let b = batches.get(ctx);
  if (!b) {
    b = { ctx, usage: new Map(), logs: [], timer: null, writing: new Set() };
    batches.set(ctx, b);
  }
  const batch = b;
  if (!batch.timer) batch.timer = setTimeout(() => void flush(batch), FLUSH_MS);
  return batch;
}

/** Adds to (or, negative, gives back from) an app's use of a day. */
export function queueUsage(ctx: AppContext, d: UsageDelta) {
  const b = batchOf(ctx);
  const key = `${d.app}\u0000${d.day}`;
  const seen = b.usage.get(key);
  if (!seen) b.usage.set(key, { ...d });
  else {
    seen.tokens += d.tokens;
    seen.cost = Math.round((seen.cost + d.cost) * 1e6) / 1e6;
    seen.questions += d.questions;
  }
}

/** One row of the AI query log. */
export function queueLog(ctx: AppContext, r: AiQueryRecord) {
  batchOf(ctx).logs.push(r);
}

function flush(b: Batch): Promise<void> {
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  const usage = [...b.usage.values()];
  const logs = b.logs;
  b.usage = new Map();
  b.logs = [];
  if (usage.length === 0 && logs.length === 0) return Promise.resolve();
  const p: Promise<void> = Promise.all([addUsage(b.ctx.db, usage), recordAiQueries(b.ctx.db, logs)])
    .then(() => undefined)
    .catch((err) => console.error('ai: writing after answers failed', err instanceof Error ? err.message : err))
    .finally(() => b.writing.delete(p));
  b.writing.add(p);
  return p;
}

/** Writes everything queued so far now and resolves when it is written (tests, a server closing). */
export async function aiWritesDone(ctx?: AppContext): Promise<void> {
  const all = ctx ? [batches.get(ctx)].filter((b): b is Batch => !!b) : [...batches.values()];
  await Promise.all(all.flatMap((b) => [flush(b), ...b.writing]));
  if (ctx) batches.delete(ctx);
}
