import {
  ACCOUNT_TYPE,
  CODE_OPERATION,
  envelope,
  LANGUAGE_IDS,
  PUBLIC,
  SIGNED_IN,
  SYSTEM_PERMISSIONS,
  ZDoneReply,
  ZFoundSysUser,
  ZOAuthPasswordQuery,
  ZOAuthRefreshQuery,
  ZOAuthTokenReply,
  ZOfflineOtherDevicesRequest,
  ZPublicKeyReply,
  ZSendCodeRequest,
  ZSysUserLoginReply,
  ZSysUserLoginRequest,
  ZTokenReply,
} from '@diagops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { deviceIdOf, userAgentOf } from '../../platform/http/origin';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { addressKey, consume } from '../../platform/security/abuse-limits';
import { canSeeFullPhone, findUserByEmail, findUserByPhone, findUserByUsername, maskPhone } from '../users';
import { assertPhoneCodeTarget, twoFactorLogin } from './account-steps';
import { bearerToken, caller } from './auth.guard';
import { checkCaptcha, createCaptcha } from './captcha.service';
import { authenticateClient } from './oauth-clients';
import { logSecurityEvent } from './security-log';
import { endSessions, refreshSession } from './sessions.service';
import { type Credentials, expiredPasswordError, resolveOtherDevices, type SignInOrigin, type SignInOutcome, signIn } from './sign-in.service';
import { countCodeSend, issueCode } from './verification-codes';

const CODE_TEXT = {
  'zh-CN': (code: string) => `您的验证码是 ${code}，5分钟内有效。如非本人操作请忽略。`,
  'en-US': (code: string) => `Your verification code is ${code}. It is valid for 5 minutes. Ignore this message if you did not ask for it.`,
};

function origin(req: FastifyRequest, clientId: string): SignInOrigin {
  return { clientId, deviceId: deviceIdOf(req), ip: req.ip, userAgent: userAgentOf(req) };
}

/** Turns a sign-in outcome into the reply data; an expired password answers 15316 with the restricted tokens. */
function outcomeData(outcome: SignInOutcome) {
  if (outcome.kind === 'otherDevice') return { otherDeviceOnline: true as const, id: outcome.id };
  if (outcome.kind === 'twoFactor') return { twoFactor: true as const, unionId: outcome.unionId };
  if (outcome.reply.password_expired) throw expiredPasswordError(outcome.reply);
  return outcome.reply;
}

/** oauth/token takes its parameters from the query (spec) or a form or JSON body. */
function oauthParams(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}

function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success)
    throw new AppError(1001, {
      errors: r.error.issues.map((i) => ({ field: i.path.join('.') || (i as { keys?: string[] }).keys?.join(',') || '', message: i.message })),
    });
  return r.data;
}

export async function authRoutes(app: App) {
  const { ctx } = app;
  const auth = (p: string) => ctx.svcPath('auth', p);
  const platUser = (p: string) => ctx.svcPath('plat-user', p);

  app.get(
    auth('/publicKey'),
    {
      config: { permission: PUBLIC },
      schema: {
        summary: 'Get the RSA public key that encrypts passwords, and whether sign-in asks for a captcha',
        tags: ['auth'],
        response: { 200: envelope(ZPublicKeyReply) },
      },
    },
    async (req) => ok(req, { publicKey: ctx.cipher.publicKeyPem, captchaEnabled: ctx.config.CAPTCHA_ENABLED }),
  );

  app.get(
    auth('/code'),
    {
      config: { permission: PUBLIC, reply: { file: 'image/svg+xml', description: 'The captcha image (SVG)' } },
      schema: {
        summary: 'Get a captcha image (SVG) for a random string',
        tags: ['auth'],
        querystring: z.object({ randomStr: z.string().min(1).max(64) }).strict(),
      },
    },
    async (req, reply) => {
      await consume(ctx, 'captchasPerAddress', addressKey(req.ip));
      const svg = await createCaptcha(ctx, req.query.randomStr);
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  const tokenHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = oauthParams(req);
    if (params.grant_type === 'refresh_token') {
      const q = parseOrFail(ZOAuthRefreshQuery, params);
      await authenticateClient(ctx, req, false);
      const tokens = await refreshSession(ctx, q.refresh_token);
      return reply.send({ ...tokens, ...ok(req, tokens) });
    }
    if (params.grant_type !== 'password') throw new AppError(1001, { errors: [{ field: 'grant_type', message: 'password or refresh_token' }] });
    const q = parseOrFail(ZOAuthPasswordQuery, params);
    const clientId = await authenticateClient(ctx, req, true);
    await checkCaptcha(ctx, q.randomStr, q.code);
    const password = ctx.cipher.decrypt(q.password);
    const outcome = await signIn(ctx, { loginType: 1, account: q.username, password }, origin(req, clientId), false);
    if (outcome.kind === 'twoFactor') {
      // the spec's verificationCode carries the second factor on this path
      if (!q.verificationCode) throw new AppError(15602);
      const tokens = await twoFactorLogin(ctx, req, { unionId: outcome.unionId, loginType: 1, verificationCode: q.verificationCode });
      return reply.send({ ...tokens, ...ok(req, tokens) });
    }
    const data = outcomeData(outcome);
    return reply.send({ ...data, ...ok(req, data) });
  };
  const oauthSchema = {
    tags: ['auth'],
    response: { 200: ZOAuthTokenReply },
    summary: 'Issue tokens (OAuth 2 password or refresh_token grant)',
    description: 'OAuth 2 token endpoint: grant_type=password (Basic client auth) or refresh_token.',
  };
  app.post(auth('/oauth/token'), { config: { permission: PUBLIC, errors: [1011, 1013, 15601, 15316] }, schema: oauthSchema }, tokenHandler);
  // the same endpoint without the service prefix, for clients of the original services
  app.post(
    '/auth/oauth/token',
    { config: { permission: PUBLIC, errors: [1011, 1013, 15601, 15316] }, schema: { ...oauthSchema, operationId: 'oauthToken' } },
    tokenHandler,
  );

  app.post(
    platUser('/sysUser/login'),
    {
      config: { permission: PUBLIC, errors: [15601, 15316] },
      schema: {
        summary: 'Sign in to the console (password, SMS or e-mail code)',
        tags: ['auth'],
        body: ZSysUserLoginRequest,
        response: { 200: envelope(ZSysUserLoginReply) },
      },
    },
    async (req) => {
      const b = req.body;
      let cred: Credentials;
      if (b.loginType === 1) {
        if (!b.password) throw new AppError(1001, { errors: [{ field: 'password', message: 'required' }] });
        await checkCaptcha(ctx, b.randomStr, b.captcha);
        cred = { loginType: 1, account: b.userAccount, password: ctx.cipher.decrypt(b.password) };
      } else if (b.loginType === 2 || b.loginType === 3) {
        cred = { loginType: b.loginType, account: b.userAccount, code: b.captcha };
      } else {
        throw new AppError(15603);
      }
      const outcome = await signIn(ctx, cred, origin(req, ctx.config.OAUTH_CLIENT_ID), b.isFirst ?? false);
      return ok(req, outcomeData(outcome));
    },
  );

  app.post(
    platUser('/sysUser/offlineOtherDevices'),
    {
      config: { permission: PUBLIC, errors: [15316] },
      schema: {
        summary: "Confirm or cancel a sign-in that ends other devices' sessions",
        tags: ['auth'],
        body: ZOfflineOtherDevicesRequest,
        response: { 200: envelope(ZTokenReply.nullable()) },
      },
    },
    async (req) => {
      const kick = req.body.offlineFlag === true || req.body.offlineFlag === 1;
      const tokens = await resolveOtherDevices(ctx, req.body.id, kick, deviceIdOf(req));
      if (tokens?.password_expired) throw expiredPasswordError(tokens);
      return ok(req, tokens);
    },
  );

  app.delete(
    auth('/token/logout'),
    {
      config: { permission: SIGNED_IN, allowExpired: true },
      schema: { summary: 'Sign out (end this session)', tags: ['auth'], response: { 200: ZDoneReply } },
    },
    async (req) => {
      const me = caller(req);
      await endSessions(ctx, [me.sessionId], 'logout');
      await logSecurityEvent(ctx, { event: 'logout', userId: me.userId, account: me.username, ip: req.ip, deviceId: me.deviceId });
      return ok(req, true);
    },
  );

  app.post(
    platUser('/account/sendVerifiyCode'),
    {
      config: { permission: PUBLIC, errors: [1003] },
      schema: { summary: 'Send a verification code by SMS or e-mail', tags: ['auth'], body: ZSendCodeRequest, response: { 200: ZDoneReply } },
    },
    async (req) => {
      const b = req.body;
      const lang = b.languageId === LANGUAGE_IDS['en-US'] ? 'en-US' : b.languageId === LANGUAGE_IDS['zh-CN'] ? 'zh-CN' : requestLanguage(req);
      const target = b.contactWay;
      if (b.operationType === CODE_OPERATION.oldPhone || b.operationType === CODE_OPERATION.newPhone) {
        // the phone-binding steps belong to a signed-in user (account security)
        if (!bearerToken(req) || !req.auth) throw new AppError(1003);
        await assertPhoneCodeTarget(ctx, req, b);
      }
      await countCodeSend(ctx, req);
      const owner = b.accountType === ACCOUNT_TYPE.phone ? await findUserByPhone(ctx.db, target) : await findUserByEmail(ctx.db, target);
      const needsOwner = b.operationType === CODE_OPERATION.signIn || b.operationType === CODE_OPERATION.resetPassword;
      // the same answer whether or not the account exists; codes go only to real accounts
      const code = await issueCode(ctx, b.operationType, target);
      if (!needsOwner || owner) {
        await ctx.notifier.send({
          channel: b.accountType === ACCOUNT_TYPE.phone ? 'sms' : 'email',
          to: target,
          subject: lang === 'en-US' ? 'DiagOps verification code' : 'DiagOps 验证码',
          text: CODE_TEXT[lang](code),
        });
      }
      return ok(req, true);
    },
  );

  app.post(
    platUser('/account/querySysUserByAccount'),
    {
      config: { permission: SYSTEM_PERMISSIONS.userView.name },
      schema: {
        summary: 'Find a user by username, phone or e-mail',
        tags: ['auth'],
        querystring: z.object({ account: z.string().trim().min(1).max(128) }).strict(),
        response: { 200: envelope(ZFoundSysUser.nullable()) },
      },
    },
    async (req) => {
      const a = req.query.account;
      // A caller who sees phones masked is not told who owns a number: for them a phone
      // matches no one, so a taken and a free number get the same answer (PERM-02).
      const byPhone = !!req.auth && canSeeFullPhone(req.auth.permissions);
      const user = (await findUserByUsername(ctx.db, a)) ?? (byPhone ? await findUserByPhone(ctx.db, a) : undefined) ?? (await findUserByEmail(ctx.db, a));
      if (!user) return ok(req, null);
      return ok(req, {
        userId: user.id,
        username: user.username,
        realName: user.realName,
        email: user.email,
        phone: maskPhone(user.phone),
        lockFlag: user.lockFlag,
      });
    },
  );
}
