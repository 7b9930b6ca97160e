import crypto from 'node:crypto';
import { CODE_RESEND_SECONDS, CODE_TTL_MS } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { addressKey, consume } from '../../platform/security/abuse-limits';

/** Wrong guesses a code survives before it is spent. */
const MAX_CODE_ATTEMPTS = 5;

const codeKey = (purpose: number, target: string) => `code:${purpose}:${target.toLowerCase()}`;
const resendKey = (target: string) => `code-resend:${target.toLowerCase()}`;

/**
 * Creates a 6-digit code for a target (phone or e-mail) and purpose. At most one code per
 * target every 60 s (1004 otherwise); a new code replaces the previous one.
 */
export async function issueCode(ctx: AppContext, purpose: number, target: string): Promise<string> {
  const sends = await ctx.kv.incr(resendKey(target), CODE_RESEND_SECONDS * 1000);
  if (sends > 1) throw new AppError(1004, { retryAfterSeconds: Math.ceil((await ctx.kv.ttl(resendKey(target))) / 1000) });
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.kv.set(codeKey(purpose, target), JSON.stringify({ code, tries: 0 }), CODE_TTL_MS);
  return code;
}

/** Checks a code; it is spent on success and after too many wrong tries (15317 otherwise). */
export async function checkCode(ctx: AppContext, purpose: number, target: string, code: string | undefined): Promise<void> {
  const key = codeKey(purpose, target);
  const raw = await ctx.kv.get(key);
  if (!raw || !code) throw new AppError(15317);
  const stored = JSON.parse(raw) as { code: string; tries: number };
  const a = Buffer.from(stored.code);
  const b = Buffer.from(code.trim());
  if (a.length === b.length && crypto.timingSafeEqual(a, b)) {
    await ctx.kv.del(key);
    return;
  }
  const ttl = await ctx.kv.ttl(key);
  if (stored.tries + 1 >= MAX_CODE_ATTEMPTS || ttl <= 0) await ctx.kv.del(key);
  else await ctx.kv.set(key, JSON.stringify({ code: stored.code, tries: stored.tries + 1 }), ttl);
  throw new AppError(15317);
}

/** Per-address limit on code sending (all operation types); used by sendVerifiyCode. */
export async function countCodeSend(ctx: AppContext, req: FastifyRequest): Promise<void> {
  await consume(ctx, 'codeSendsPerAddress', addressKey(req.ip));
}
