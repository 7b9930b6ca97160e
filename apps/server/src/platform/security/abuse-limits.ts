import net from 'node:net';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-address and per-user limits (docs/decisions/0002-abuse-limits.md explains why none
 * of them lets an attacker lock a real user out). Fixed windows in ctx.kv: Redis when
 * REDIS_URL is set, the database otherwise. An address is an IPv4 address or an IPv6 /64.
 */
export const LIMITS = {
  /** failed sign-ins (password, code or second factor) from one address; known devices are exempt */
  signInFailuresPerAddress: { max: 300, windowMs: HOUR },
  /** captcha images drawn for one address */
  captchasPerAddress: { max: 120, windowMs: MINUTE },
  /** SMS and e-mail codes sent on behalf of one address */
  codeSendsPerAddress: { max: 30, windowMs: HOUR },
  /** phone codes a signed-in user has sent */
  codeSendsPerUser: { max: 10, windowMs: HOUR },
  /** wrong codes and reset tokens presented from one address */
  codeCheckFailuresPerAddress: { max: 60, windowMs: HOUR },
  /** reset e-mails asked for from one address */
  resetRequestsPerAddress: { max: 20, windowMs: HOUR },
  /** wrong current passwords on the password change, per user */
  passwordChangeFailuresPerUser: { max: 10, windowMs: HOUR },
  /** customer device binds refused for a wrong SN or registration code, per customer (the guesser's own account) */
  bindFailuresPerCustomer: { max: 10, windowMs: HOUR },
  /** the same, from one address (many throwaway customer accounts) */
  bindFailuresPerAddress: { max: 60, windowMs: HOUR },
  /** wrong codes when managing two-factor (set-up, turning off), per user */
  twoFactorFailuresPerUser: { max: 20, windowMs: HOUR },
} as const satisfies Record<string, { max: number; windowMs: number }>;
export type LimitName = keyof typeof LIMITS;

/** The unit an address limit counts: the IPv4 address, or the /64 of an IPv6 one. */
export function addressKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1]!;
  if (net.isIPv6(ip)) {
    const [head, tail] = ip.split('::') as [string, string | undefined];
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
    return `${groups
      .slice(0, 4)
      .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

const key = (name: LimitName, subject: string | number) => `limit:${name}:${String(subject).toLowerCase()}`;

async function refuse(ctx: AppContext, name: LimitName, subject: string | number): Promise<never> {
  const ms = await ctx.kv.ttl(key(name, subject));
  throw new AppError(1004, { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });
}

/** Counts one use and refuses (1004) once the window's allowance is spent. */
export async function consume(ctx: AppContext, name: LimitName, subject: string | number): Promise<void> {
  const n = await ctx.kv.incr(key(name, subject), LIMITS[name].windowMs);
  if (n > LIMITS[name].max) await refuse(ctx, name, subject);
}

/** Refuses (1004) when the failures counted so far have spent the allowance; counts nothing. */
export async function assertUnder(ctx: AppContext, name: LimitName, subject: string | number): Promise<void> {
  const n = Number((await ctx.kv.get(key(name, subject))) ?? 0);
  if (n >= LIMITS[name].max) await refuse(ctx, name, subject);
}

/** Counts one failure (checked later by assertUnder). */
export async function recordFailure(ctx: AppContext, name: LimitName, subject: string | number): Promise<void> {
  await ctx.kv.incr(key(name, subject), LIMITS[name].windowMs);
}

/** Clears a counter, e.g. after the user proved who they are. */
export async function clearLimit(ctx: AppContext, name: LimitName, subject: string | number): Promise<void> {
  await ctx.kv.del(key(name, subject));
}
