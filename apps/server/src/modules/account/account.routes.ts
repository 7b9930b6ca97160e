import {
  envelope,
  PUBLIC,
  SIGNED_IN,
  SYSTEM_PERMISSIONS,
  ZBackupCodesReply,
  ZBindNewPhoneRequest,
  ZChangePhoneRequest,
  ZForgotPasswordRequest,
  ZOpenTwoFactorReply,
  ZResetPasswordRequest,
  ZResetUserPasswordRequest,
  ZSysUserLoginReply,
  ZTwoFactorCodeRequest,
  ZTwoFactorLoginRequest,
  ZTwoFactorStatus,
  ZUpdatePasswordBatchRequest,
  ZUpdatePasswordRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { caller } from '../../platform/http/caller';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { installAccountSteps } from '../auth';
import { changeOwnPassword, resetUserPasswords } from './password.service';
import { assertPhoneCodeTarget, bindNewPhone, verifyCurrentPhone } from './phone.service';
import { forgotPassword, resetMailsInFlight, resetPassword } from './reset.service';
import { sessionsRoutes } from './sessions.routes';
import { closeTwoFactor, confirmOpen, firstCheckCode, openTwoFactor, regenerateBackupCodes, twoFactorStatus } from './two-factor.service';
import { installTwoFactorGate, twoFactorLogin } from './two-factor-login.service';

const ZTrue = envelope(z.literal(true));

/** Account security: passwords, phone binding, two-factor, e-mail reset, own sessions. */
export async function accountRoutes(app: App) {
  const { ctx } = app;
  const user = (p: string) => ctx.svcPath('user', p);
  const platUser = (p: string) => ctx.svcPath('plat-user', p);
  installTwoFactorGate();
  installAccountSteps({ assertPhoneCodeTarget, twoFactorLogin });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...resetMailsInFlight]);
  });

  // — passwords —
  app.post(
    user('/user/updatePassword'),
    {
      config: { permission: SIGNED_IN, allowExpired: true },
      schema: { summary: 'Change your own password', tags: ['account'], body: ZUpdatePasswordRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await changeOwnPassword(ctx, req, caller(req), req.body);
      return ok(req, true as const);
    },
  );
  app.post(
    user('/pwd/reSetPwd'),
    {
      config: { permission: SYSTEM_PERMISSIONS.userResetPwd.name },
      schema: { summary: "Reset one user's password (administrator)", tags: ['account'], body: ZResetUserPasswordRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await resetUserPasswords(ctx, req, caller(req), [req.body.userId], req.body.password);
      return ok(req, true as const);
    },
  );
  app.post(
    user('/user/updatePasswordBatch'),
    {
      config: { permission: SYSTEM_PERMISSIONS.userResetPwd.name },
      schema: {
        summary: 'Reset the passwords of several users (administrator)',
        tags: ['account'],
        body: ZUpdatePasswordBatchRequest,
        response: { 200: ZTrue },
      },
    },
    async (req) => {
      await resetUserPasswords(ctx, req, caller(req), req.body.userIds, req.body.password);
      return ok(req, true as const);
    },
  );

  // — phone binding (the codes are sent by account/sendVerifiyCode, operationType 2 and 3) —
  app.post(
    platUser('/account/changePhone'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Verify the current phone before binding a new one', tags: ['account'], body: ZChangePhoneRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await verifyCurrentPhone(ctx, req, caller(req), req.body.captcha);
      return ok(req, true as const);
    },
  );
  app.post(
    platUser('/account/bindNewPhone'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Bind a new phone with its verification code', tags: ['account'], body: ZBindNewPhoneRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await bindNewPhone(ctx, req, caller(req), req.body);
      return ok(req, true as const);
    },
  );

  // — forgotten password —
  app.post(
    platUser('/account/forgotPassword'),
    {
      config: { permission: PUBLIC },
      schema: { summary: 'Send a password-reset link by e-mail', tags: ['account'], body: ZForgotPasswordRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await forgotPassword(ctx, req, req.body);
      return ok(req, true as const);
    },
  );
  app.post(
    platUser('/account/resetPassword'),
    {
      config: { permission: PUBLIC },
      schema: { summary: "Set a new password with a reset link's token", tags: ['account'], body: ZResetPasswordRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await resetPassword(ctx, req, req.body);
      return ok(req, true as const);
    },
  );

  // — two-factor —
  const twoAuth = (p: string) => platUser(`/twoAuth${p}`);
  app.post(
    twoAuth('/openTwoFactor'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Start enabling two-factor sign-in (secret and QR code)', tags: ['account'], response: { 200: envelope(ZOpenTwoFactorReply) } },
    },
    async (req) => ok(req, await openTwoFactor(ctx, caller(req))),
  );
  app.post(
    twoAuth('/firstCheckCode'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Check the first authenticator code while enabling two-factor',
        tags: ['account'],
        body: ZTwoFactorCodeRequest,
        response: { 200: ZTrue },
      },
    },
    async (req) => {
      await firstCheckCode(ctx, caller(req), req.body.code);
      return ok(req, true as const);
    },
  );
  app.post(
    twoAuth('/confirmOpen'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Confirm two-factor sign-in and receive backup codes',
        tags: ['account'],
        body: ZTwoFactorCodeRequest,
        response: { 200: envelope(ZBackupCodesReply) },
      },
    },
    async (req) => ok(req, { backupCodes: await confirmOpen(ctx, req, caller(req), req.body.code) }),
  );
  app.post(
    twoAuth('/closeTwoFactor'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Turn two-factor sign-in off', tags: ['account'], body: ZTwoFactorCodeRequest, response: { 200: ZTrue } },
    },
    async (req) => {
      await closeTwoFactor(ctx, req, caller(req), req.body.code);
      return ok(req, true as const);
    },
  );
  app.post(
    twoAuth('/regenerateBackupCodes'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Replace the two-factor backup codes',
        tags: ['account'],
        body: ZTwoFactorCodeRequest,
        response: { 200: envelope(ZBackupCodesReply) },
      },
    },
    async (req) => ok(req, { backupCodes: await regenerateBackupCodes(ctx, req, caller(req), req.body.code) }),
  );
  app.post(
    twoAuth('/status'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Tell whether two-factor sign-in is on for you', tags: ['account'], response: { 200: envelope(ZTwoFactorStatus) } },
    },
    async (req) => ok(req, await twoFactorStatus(ctx, caller(req))),
  );
  app.post(
    twoAuth('/twoFactorLogin'),
    {
      config: { permission: PUBLIC, errors: [15601, 15316] },
      schema: {
        summary: 'Complete a sign-in with the second factor',
        tags: ['account'],
        body: ZTwoFactorLoginRequest,
        response: { 200: envelope(ZSysUserLoginReply) },
      },
    },
    async (req) => ok(req, await twoFactorLogin(ctx, req, req.body)),
  );

  await sessionsRoutes(app);
}
