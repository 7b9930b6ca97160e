import { setTimeout as sleep } from 'node:timers/promises';
import {
  NAME_MAX,
  REMARK_MAX,
  SCENE_EVENT_WINDOW_MS,
  type TMessageContent,
  type TSceneSendRequest,
  type TSceneSendResult,
} from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { customerColumns as c } from '../customers';
import { type MailLanguage, messageSceneByCode, renderTemplate } from '../mail';
import { publishNow } from './station-send';

const LANGUAGES: MailLanguage[] = ['zh-CN', 'en-US'];

/** One language's message content from a rendered template: the subject is the title, the text the body, its first line the summary. */
async function contentsOf(ctx: AppContext, templateId: number, vars: Record<string, string>): Promise<TMessageContent[]> {
  const out: TMessageContent[] = [];
  let missing: unknown = null;
  for (const language of LANGUAGES) {
    try {
      const r = await renderTemplate(ctx.db, templateId, language, vars);
      const body = r.text.trim();
      const firstLine = body.split('\n').find((l) => l.trim()) ?? r.subject;
      out.push({
        language,
        title: r.subject.trim().slice(0, NAME_MAX),
        summary: firstLine.trim().slice(0, REMARK_MAX),
        body: (body || r.subject).slice(0, 20_000),
      });
    } catch (err) {
      // a language the template does not have is left out (the customer gets en-US, else the other); any other refusal stands
      if (err instanceof AppError && err.code === 74102) missing = err;
      else throw err;
    }
  }
  if (out.length === 0) throw missing;
  return out;
}

/**
 * A message scene's event: each enabled channel of the scene sends its bound template, filled
 * with the event's variables, to the named customers. Each channel becomes one message written
 * as published and due now (the scene's templates are the reviewed content, so the event skips
 * the per-message review), so the engine delivers it exactly once per customer with retries and
 * statistics, as any send. Refusals: no such enabled scene or no enabled channel (76113), an
 * unknown or disabled customer (76106, the index named), a template refusal (74101–74105).
 */
export async function sendScene(ctx: AppContext, req: FastifyRequest, b: TSceneSendRequest): Promise<TSceneSendResult> {
  if (!b.eventId) return { messages: await sendSceneNow(ctx, req, b), duplicate: false };
  return sendSceneEventOnce(ctx, req, { ...b, eventId: b.eventId });
}

type SentMessages = TSceneSendResult['messages'];
/** How long the sender of an event holds its claim: past it (the sender died), another request may send the event. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** How a second request for an event being sent waits for the first: 100 × 50 ms, then 76114. */
const WAIT_ROUNDS = 100;
const WAIT_STEP_MS = 50;

/** The key-value keys of a scene event (`:claim`, `:result` appended); the code is matched without case, as the scene. */
export const sceneEventKey = (code: string, eventId: string) => `message:scene-event:${code.trim().toLowerCase()}:${eventId}`;

/**
 * An event with an id, sent at most once per scene within 24 hours. The key-value store has no
 * set-if-absent, so its atomic counter is the claim: `incr(claim)` answering 1 makes this request
 * the sender (the count restarts once the claim expires); the sender writes the result under
 * `result` for the 24 hours, then drops the claim. Any other request answers the stored result
 * (`duplicate: true`) or, while the sender is still at it, waits for it. The result is checked
 * again after winning a claim, since the previous sender may have finished in between. A refused
 * event (unknown customer, bad variable …) stores nothing, so a corrected retry with the same id
 * is sent. Time is the app clock (the window and the lease); only the wait is real time.
 */
async function sendSceneEventOnce(ctx: AppContext, req: FastifyRequest, b: TSceneSendRequest & { eventId: string }): Promise<TSceneSendResult> {
  const key = sceneEventKey(b.code, b.eventId);
  const claimKey = `${key}:claim`;
  const resultKey = `${key}:result`;
  const stored = async (): Promise<TSceneSendResult | null> => {
    const raw = await ctx.kv.get(resultKey);
    return raw ? { messages: JSON.parse(raw) as SentMessages, duplicate: true } : null;
  };
  for (let round = 0; ; round++) {
    const done = await stored();
    if (done) return done;
    if ((await ctx.kv.incr(claimKey, CLAIM_LEASE_MS)) === 1) {
      const startedAt = ctx.clock.now();
      try {
        const again = await stored();
        if (again) return again;
        const messages = await sendSceneNow(ctx, req, b);
        const left = SCENE_EVENT_WINDOW_MS - (ctx.clock.now() - startedAt);
        await ctx.kv.set(resultKey, JSON.stringify(messages), Math.max(1, left));
        return { messages, duplicate: false };
      } finally {
        await ctx.kv.del(claimKey);
      }
    }
    if (round >= WAIT_ROUNDS) throw new AppError(76114);
    await sleep(WAIT_STEP_MS);
  }
}

/** Sends the event: one published message per enabled channel of the scene. */
async function sendSceneNow(ctx: AppContext, req: FastifyRequest, b: TSceneSendRequest): Promise<SentMessages> {
  const scene = await messageSceneByCode(ctx.db, b.code);
  const channels = scene?.bindings.filter((x) => x.enabled) ?? [];
  if (!scene || channels.length === 0) throw new AppError(76113);
  const ids = [...new Set(b.customerIds)];
  const found = await ctx.db
    .select({ id: c.id, account: c.account })
    .from(c)
    .where(and(inArray(c.id, ids), eq(c.delFlag, false), eq(c.status, 'enabled')));
  const known = new Set(found.map((x) => x.id));
  const errors = b.customerIds.flatMap((id, i) => (known.has(id) ? [] : [{ field: `customerIds.${i}`, message: 'does not exist' }]));
  if (errors.length > 0) throw new AppError(76106, { errors });
  const rendered: Array<{ channel: (typeof channels)[number]['channel']; contents: TMessageContent[] }> = [];
  for (const binding of channels) rendered.push({ channel: binding.channel, contents: await contentsOf(ctx, binding.templateId, b.variables) });

  return mutate(ctx.db, req, { module: 'message', action: 'sceneSend' }, async (tx) => {
    const out: SentMessages = [];
    for (const r of rendered) {
      const reason = b.eventId ? `scene ${scene.code}, event ${b.eventId}` : `scene ${scene.code}`;
      const title = `${scene.name} (${scene.code})`;
      const id = await publishNow(ctx, tx, req, { channel: r.channel, title, contents: r.contents, accounts: found.map((x) => x.account), reason });
      out.push({ id, channel: r.channel });
    }
    return { result: out, targetId: scene.id, after: { scene: scene.code, eventId: b.eventId ?? null, customers: found.length, messages: out } };
  });
}
