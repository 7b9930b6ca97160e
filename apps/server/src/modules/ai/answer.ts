import { AI_QUESTION_MAX, type ErrorCode, type TAiAnswer } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { recordAiQuery } from '../logs';
import { type Reservation, reserve, settle } from './budget';
import { askChain, chainOf, costOf, failureCode } from './chain';
import { mayUse } from './models.service';
import { countTokens } from './providers';

/** Who asks: a customer (account), a device (SN), or a staff member's test (no app: no budget). */
export type Asker = { account: string | null; sn: string | null; app: string | null };
export type PresetValues = { modelId: number; systemPrompt: string; temperature: number };

const pending = new Set<Promise<unknown>>();
/** Writes after an answer, off its path; a failure is logged, never the caller's. */
function later(p: Promise<unknown>) {
  const q: Promise<unknown> = p
    .catch((err) => console.error('ai: writing after an answer failed', err instanceof Error ? err.message : err))
    .finally(() => pending.delete(q));
  pending.add(q);
}
/** Resolves when every write after an answer so far is done (tests, and a server closing). */
export const aiWritesDone = () => Promise.all([...pending]);

/** A refusal before any model was asked, in the AI query log too. */
async function refuse(ctx: AppContext, who: Asker, question: string, code: ErrorCode, model = '-'): Promise<never> {
  await recordAiQuery(ctx.db, { account: who.account, sn: who.sn, model, question, latencyMs: 0, status: 'refused', at: new Date(ctx.clock.now()) });
  throw new AppError(code);
}

/**
 * Answers a question with a preset: its model, then its fallbacks in order on failure or timeout.
 * With an app the most it may use is held against the app's daily budget first and settled after.
 * Every model asked is one row of the AI query log.
 */
export async function answerQuestion(ctx: AppContext, who: Asker, preset: PresetValues, question: string, req?: FastifyRequest): Promise<TAiAnswer> {
  const started = performance.now();
  if (question.length > AI_QUESTION_MAX) return refuse(ctx, who, question, 79605);
  const chain = await chainOf(ctx.db, preset.modelId);
  const first = chain[0]!;
  if (req?.auth && !mayUse(req, first)) return refuse(ctx, who, question, 79610, first.name);
  const messages = [
    { role: 'system' as const, content: preset.systemPrompt },
    { role: 'user' as const, content: question },
  ];
  const prompt = messages.reduce((n, m) => n + countTokens(m.content), 0);
  const most = Math.max(...chain.map((m) => m.tokenLimit));
  const dearest = Math.max(...chain.map((m) => costOf(m, prompt, m.tokenLimit)));
  let held: Reservation | null = null;
  if (who.app) {
    try {
      held = await reserve(ctx, who.app, prompt + most, dearest);
    } catch (err) {
      if (err instanceof AppError) return refuse(ctx, who, question, err.code as ErrorCode, first.name);
      throw err;
    }
  }
  const { answered, attempts } = await askChain(ctx, chain, messages, preset.temperature).catch(async (err) => {
    if (held) await settle(ctx.db, held, null);
    throw err;
  });
  const at = new Date(ctx.clock.now());
  const used = answered
    ? { tokens: answered.promptTokens! + answered.completionTokens!, cost: costOf(answered.row, answered.promptTokens!, answered.completionTokens!) }
    : null;
  // the settlement and the log rows are written off the answer's path (the hold covers the question meanwhile)
  later(
    Promise.all([
      held ? settle(ctx.db, held, used) : null,
      ...attempts.map((a) =>
        recordAiQuery(ctx.db, {
          account: who.account,
          sn: who.sn,
          model: a.model.slice(0, 64),
          question,
          answer: a.answer ?? a.error ?? null,
          promptTokens: a.promptTokens ?? null,
          completionTokens: a.completionTokens ?? null,
          latencyMs: a.latencyMs,
          status: a.outcome === 'answered' ? 'answered' : 'failed',
          at,
        }),
      ),
    ]),
  );
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
