import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@diagops/contracts';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';

const key = (randomStr: string) => `captcha:${randomStr}`;

/** A new 4-character captcha for randomStr; it replaces any earlier one for the same key. */
export async function createCaptcha(ctx: AppContext, randomStr: string): Promise<string> {
  const c = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f4f7fb', width: 120, height: 40 });
  await ctx.kv.set(key(randomStr), c.text.toLowerCase(), CAPTCHA_TTL_MS);
  return c.data;
}

/** Checks and spends a captcha: single use, case-insensitive. Off when CAPTCHA_ENABLED=false. */
export async function checkCaptcha(ctx: AppContext, randomStr: string | undefined, code: string | undefined): Promise<void> {
  if (!ctx.config.CAPTCHA_ENABLED) return;
  if (!randomStr || !code) throw new AppError(1010);
  const expected = await ctx.kv.take(key(randomStr));
  if (!expected || expected !== code.trim().toLowerCase()) throw new AppError(1010);
}

/** For tests and the developer tools: the text behind a captcha, without spending it. */
export async function peekCaptcha(ctx: AppContext, randomStr: string): Promise<string | null> {
  return ctx.kv.get(key(randomStr));
}
