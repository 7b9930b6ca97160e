import type { Language, TCustomerCodeRequest, TCustomerSignInRequest, TCustomerSignUpRequest, TCustomerTokenReply } from '@diagops/contracts';
import { MAINLAND_PHONE } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/kit/mutation';
import { addressKey, assertUnder, recordFailure } from '../../platform/security/abuse-limits';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/security/password-hash';
import { checkCode, countCodeSend, issueCode } from '../auth';
import { recordCustomerEvent } from './customer-events';
import { openCustomerSession } from './customer-sessions';
import { findLiveByAccount, insertCustomer } from './customers.repository';

/** Code purposes of the customer API (staff codes use 1–4; the numbers keep them apart). */
const PURPOSE = { signUp: 101, signIn: 102 } as const;

const CODE_TEXT: Record<Language, (code: string) => string> = {
  'zh-CN': (code) => `您的验证码是 ${code}，5分钟内有效。如非本人操作请忽略。`,
  'en-US': (code) => `Your verification code is ${code}. It is valid for 5 minutes. Ignore this message if you did not ask for it.`,
};

const fieldError = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });
const isEmail = (s: string) => z.email().safeParse(s).success;

/** An account as typed: an e-mail (lower-cased) or a mainland phone. */
function normalizeAccount(account: string): string {
  const a = account.trim();
  return a.includes('@') ? a.toLowerCase() : a;
}

/** /app/auth/code: per-target resend limit and per-address limit as on staff codes. */
export async function sendCustomerCode(ctx: AppContext, req: FastifyRequest, b: TCustomerCodeRequest, lang: Language): Promise<void> {
  const target = normalizeAccount(b.target);
  if (b.channel === 'email' && !isEmail(target)) throw fieldError('target', 'a valid e-mail address');
  if (b.channel === 'sms' && !MAINLAND_PHONE.test(target)) throw fieldError('target', 'a mainland China mobile number');
  await countCodeSend(ctx, req);
  const code = await issueCode(ctx, PURPOSE[b.purpose], target);
  // the same answer whether or not the account exists; sign-in codes go only to real accounts
  if (b.purpose === 'signIn' && !(await findLiveByAccount(ctx.db, target))) return;
  const language = b.language ?? lang;
  await ctx.notifier.send({
    channel: b.channel === 'sms' ? 'sms' : 'email',
    to: target,
    subject: language === 'en-US' ? 'DiagOps verification code' : 'DiagOps 验证码',
    text: CODE_TEXT[language](code),
  });
}

/** A wrong code counts against the address like a failed sign-in. */
async function checkCustomerCode(ctx: AppContext, req: FastifyRequest, purpose: number, target: string, code: string) {
  const address = addressKey(req.ip);
  await assertUnder(ctx, 'codeCheckFailuresPerAddress', address);
  try {
    await checkCode(ctx, purpose, target, code);
  } catch (err) {
    if (err instanceof AppError && err.code === 15317) await recordFailure(ctx, 'codeCheckFailuresPerAddress', address);
    throw err;
  }
}

/** /app/auth/signUp: the code proves the e-mail (or the phone when there is no e-mail). */
export async function signUp(ctx: AppContext, req: FastifyRequest, b: TCustomerSignUpRequest, lang: Language): Promise<TCustomerTokenReply> {
  const email = b.email ? b.email.toLowerCase() : null;
  const phone = b.phone ?? null;
  const account = (email ?? phone)!;
  await checkCustomerCode(ctx, req, PURPOSE.signUp, account, b.code);
  const passwordHash = await hashPassword(b.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date(ctx.clock.now());
      const c = await insertCustomer(tx, {
        account,
        email,
        phone,
        passwordHash,
        name: b.name ?? null,
        country: b.country ?? null,
        language: b.language ?? lang,
        source: 'app',
        registeredAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await recordCustomerEvent(ctx, tx, {
        customerId: c.id,
        kind: 'signUp',
        detail: { via: email ? 'email' : 'phone' },
        actor: { kind: 'customer', id: c.id },
      });
      return openCustomerSession(ctx, tx, c);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(73301);
    throw err;
  }
}

/** /app/auth/signIn: password or code; failures count per address as on staff sign-in. */
export async function signIn(ctx: AppContext, req: FastifyRequest, b: TCustomerSignInRequest): Promise<TCustomerTokenReply> {
  const address = addressKey(req.ip);
  await assertUnder(ctx, 'signInFailuresPerAddress', address);
  const account = normalizeAccount(b.account);
  const c = await findLiveByAccount(ctx.db, account);
  if (b.code) {
    try {
      await checkCustomerCode(ctx, req, PURPOSE.signIn, account, b.code);
    } catch (err) {
      await recordFailure(ctx, 'signInFailuresPerAddress', address);
      throw err;
    }
    if (!c) throw new AppError(15601);
  } else {
    const good = await verifyPassword(c?.passwordHash ?? (await dummyHash()), b.password ?? '');
    if (!c?.passwordHash || !good) {
      await recordFailure(ctx, 'signInFailuresPerAddress', address);
      throw new AppError(60002);
    }
  }
  if (c.status !== 'enabled') throw new AppError(15601);
  return ctx.db.transaction(async (tx) => {
    await recordCustomerEvent(ctx, tx, {
      customerId: c.id,
      kind: 'signIn',
      detail: { via: b.code ? 'code' : 'password' },
      actor: { kind: 'customer', id: c.id },
    });
    return openCustomerSession(ctx, tx, c);
  });
}
