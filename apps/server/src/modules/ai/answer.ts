import { AI_QUESTION_MAX, type ErrorCode, type TAiAnswer } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { cachedSetting } from '../../platform/cache/settings-cache';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { queueLog, queueUsage } from './after-answer';
import { budgetDay, budgetOf, limited, type Reservation, reserve } from './budget';
import { askChain, chainOf, costOf, failureCode } from './chain';
import { mayUse } from './models.service';
import { countTokens } from './providers';

/** Who asks: a customer (account), a device (SN), or a staff member's test (no app: no budget). */
export type Asker = { account: string | null; sn: string | null; app: string | null };
export type PresetValues = { modelId: number; systemPrompt: string; temperature: number; scene?: string };

export { aiWritesDone } from './after-answer';

/** A refusal before any model was asked, in the AI query log too. */
function refuse(ctx: AppContext, who: Asker, scene: string | null, question: string, code: ErrorCode, model = '-'): never {
  queueLog(ctx, { account: who.account, sn: who.sn, scene, model, question, latencyMs: 0, status: 'refused', at: new Date(ctx.clock.now()) });
  throw new AppError(code);
}

/** A model and its fallbacks, kept for a few seconds (settings-cache.ts). */
const cachedChain = (ctx: AppContext, modelId: number) => cachedSetting(ctx, 'ai', `chain:${modelId}`, () => chainOf(ctx.db, modelId));

/**
 * Answers a question with a preset: its model, then its fallbacks in order on failure or timeout.
 * With an app that has a limit, the most it may use is held against the app's daily budget first and
 * settled after; an app without one only counts what was used. Every model asked is one row of the
 * AI query log (with the scene and the cost). The settings come from a short cache and everything
 * after the answer is written in batches: the answer's path costs one statement at most (the hold).
 */
export async function answerQuestion(ctx: AppContext, who: Asker, preset: PresetValues, question: string, req?: FastifyRequest): Promise<TAiAnswer> {
  const started = performance.now();
  const scene = preset.scene ?? null;
  if (question.length > AI_QUESTION_MAX) return refuse(ctx, who, scene, question, 79605);
  const chain = await cachedChain(ctx, preset.modelId);
  const first = chain[0]!;
  if (req?.auth && !mayUse(req, first)) return refuse(ctx, who, scene, question, 79610, first.name);
  const messages = [
    { role: 'system' as const, content: preset.systemPrompt },
    { role: 'user' as const, content: question },
  ];
  let held: Reservation | null = null;
  if (who.app) {
    const budget = await budgetOf(ctx, who.app);
    if (!budget) return refuse(ctx, who, scene, question, 79614, first.name);
    if (limited(budget)) {
      const prompt = messages.reduce((n, m) => n + countTokens(m.content), 0);
      const most = Math.max(...chain.map((m) => m.tokenLimit));
      const dearest = Math.max(...chain.map((m) => costOf(m, prompt, m.tokenLimit)));
      try {
        held = await reserve(ctx, who.app, prompt + most, dearest);
      } catch (err) {
        if (err instanceof AppError) return refuse(ctx, who, scene, question, err.code as ErrorCode, first.name);
        throw err;
      }
    }
  }
  const settle = (used: { tokens: number; cost: number } | null) => {
    if (held)
      queueUsage(ctx, {
        app: held.app,
        day: held.day,
        tokens: (used?.tokens ?? 0) - held.tokens,
        cost: (used?.cost ?? 0) - held.cost,
        questions: used ? 1 : 0,
      });
    else if (who.app && used) queueUsage(ctx, { app: who.app, day: budgetDay(ctx), tokens: used.tokens, cost: used.cost, questions: 1 });
  };
  const { answered, attempts } = await askChain(ctx, chain, messages, preset.temperature).catch((err) => {
    settle(null);
    throw err;
  });
  const at = new Date(ctx.clock.now());
  const used = answered
    ? { tokens: answered.promptTokens! + answered.completionTokens!, cost: costOf(answered.row, answered.promptTokens!, answered.completionTokens!) }
    : null;
  // the settlement and the log rows are written after the answer, batched (the hold covers the question meanwhile)
  settle(used);
  for (const a of attempts)
    queueLog(ctx, {
      account: who.account,
      sn: who.sn,
      scene,
      model: a.model.slice(0, 64),
      question,
      answer: a.answer ?? a.error ?? null,
      promptTokens: a.promptTokens ?? null,
      completionTokens: a.completionTokens ?? null,
      cost: a === answered ? used!.cost : null,
      latencyMs: a.latencyMs,
      status: a.outcome === 'answered' ? 'answered' : 'failed',
      at,
    });
  if (!answered) throw new AppError(failureCode(attempts));
  return {
    answer: answered.answer!,
    model: answered.model,
    promptTokens: answered.promptTokens!,
    completionTokens: answered.completionTokens!,
    cost: used!.cost,
    latencyMs: Math.round(performance.now() - started),
    attempts: attempts.map(({ model, outcome, latencyMs, code }) => ({ model, outcome, latencyMs, code })),
  };
}
