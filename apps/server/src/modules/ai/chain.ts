import type { ErrorCode, TAiAnswer } from '@diagops/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { openSecret } from '../account';
import { aiModels as models } from './ai.tables';
import { type ChatMessage, PROVIDERS, ProviderError } from './providers';

export type ModelRow = typeof models.$inferSelect;
export type Attempt = TAiAnswer['attempts'][number] & {
  error?: string;
  answer?: string;
  promptTokens?: number;
  completionTokens?: number;
  row: ModelRow;
};

/** the associated data a model secret is sealed with */
export const SECRET_CONTEXT = 'ai-model-secret';

/**
 * A model's requests in the current minute of the clock, counted in the shared KV (Redis, else the
 * database), so that every instance counts against one limit: beyond it the model is skipped (79613).
 */
async function takeRate(ctx: AppContext, model: ModelRow): Promise<boolean> {
  if (model.rateLimit <= 0) return true;
  const minute = Math.floor(ctx.clock.now() / 60_000);
  return (await ctx.kv.incr(`ai-rate:${model.id}:${minute}`, 60_000)) <= model.rateLimit;
}

/**
 * Model secrets opened, by their sealed text (which names one key and one secret): the chain is
 * cached, and opening its secret on every question was the answer path's only cipher work.
 */
const opened = new Map<string, Promise<string | null>>();
function openedSecret(ctx: AppContext, sealed: string): Promise<string | null> {
  let secret = opened.get(sealed);
  if (!secret) {
    if (opened.size >= 256) opened.clear();
    secret = openSecret(ctx, sealed, SECRET_CONTEXT);
    // a key that could not be read (the database away) is tried again by the next question
    secret.catch(() => opened.delete(sealed));
    opened.set(sealed, secret);
  }
  return secret;
}

/** The cost of an answer at a model's prices (per 1,000 tokens). */
export const costOf = (m: Pick<ModelRow, 'priceInput' | 'priceOutput'>, prompt: number, completion: number) =>
  Math.round(((prompt * m.priceInput + completion * m.priceOutput) / 1000) * 1e6) / 1e6;

/** One model asked once, at its timeout: never throws, the outcome says what happened. */
export async function tryModel(ctx: AppContext, model: ModelRow, messages: ChatMessage[], temperature: number, counted = true): Promise<Attempt> {
  const base = { model: model.name, row: model };
  const start = performance.now();
  const took = () => Math.round(performance.now() - start);
  if (!model.enabled || model.delFlag) return { ...base, outcome: 'skipped', latencyMs: 0, code: 79609 };
  if (!model.hasSecret || !model.secretSealed) return { ...base, outcome: 'skipped', latencyMs: 0, code: 79602 };
  if (counted && !(await takeRate(ctx, model))) return { ...base, outcome: 'skipped', latencyMs: 0, code: 79613 };
  const provider = PROVIDERS[model.provider];
  const secret = await openedSecret(ctx, model.secretSealed);
  if (!provider || secret === null) return { ...base, outcome: 'skipped', latencyMs: 0, code: 79602 };
  try {
    const done = await provider.complete({
      modelName: model.modelName,
      baseUrl: model.baseUrl,
      secret,
      messages,
      temperature,
      maxTokens: model.tokenLimit,
      signal: AbortSignal.timeout(model.timeoutMs),
    });
    return { ...base, outcome: 'answered', latencyMs: took(), code: null, ...done };
  } catch (err) {
    const timeout = err instanceof ProviderError && err.timeout;
    return {
      ...base,
      outcome: timeout ? 'timeout' : 'failed',
      latencyMs: took(),
      code: timeout ? 79612 : 79607,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

/** A model and its fallbacks (not deleted), in their order: one query. */
export async function chainOf(db: DbOrTx, modelId: number): Promise<ModelRow[]> {
  const rows = await db
    .select()
    .from(models)
    .where(
      and(
        eq(models.delFlag, false),
        or(eq(models.id, modelId), sql`${models.id} = any(coalesce((select fallback_ids from ai_models where id = ${modelId}), '{}'::int[]))`),
      ),
    );
  const first = rows.find((r) => r.id === modelId);
  if (!first) throw new AppError(79609);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [first, ...first.fallbackIds.map((i) => byId.get(i)).filter((r): r is ModelRow => r !== undefined)];
}

/** The chain asked in order until one answers; every attempt is returned (the log writes each). */
export async function askChain(ctx: AppContext, chain: ModelRow[], messages: ChatMessage[], temperature: number) {
  const attempts: Attempt[] = [];
  for (const model of chain) {
    const a = await tryModel(ctx, model, messages, temperature);
    attempts.push(a);
    if (a.outcome === 'answered') return { answered: a, attempts };
  }
  return { answered: null, attempts };
}

/** The code when no model answered: the one every attempt gave, else 79607. */
export function failureCode(attempts: Attempt[]): ErrorCode {
  const codes = new Set(attempts.map((a) => a.code));
  return codes.size === 1 ? ((attempts[0]!.code ?? 79607) as ErrorCode) : 79607;
}
