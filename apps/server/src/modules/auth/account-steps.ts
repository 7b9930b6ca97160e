import type { TSendCodeRequest, TTokenReply, TTwoFactorLoginRequest } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';

export type TwoFactorLoginData = TTokenReply | { otherDeviceOnline: true; id: string };

/**
 * Steps of the sign-in and code routes that belong to account security, which sits above
 * auth: the account area installs them at start (accountRoutes). Until then they refuse.
 */
export type AccountSteps = {
  /** sendVerifiyCode for the phone-binding steps: may this caller get a code at this phone? */
  assertPhoneCodeTarget(ctx: AppContext, req: FastifyRequest, b: TSendCodeRequest): Promise<void>;
  /** the second factor of a two-factor sign-in (oauth/token carries it in verificationCode) */
  twoFactorLogin(ctx: AppContext, req: FastifyRequest, body: TTwoFactorLoginRequest): Promise<TwoFactorLoginData>;
};

let steps: AccountSteps | null = null;

export function installAccountSteps(s: AccountSteps) {
  steps = s;
}

function installed(): AccountSteps {
  if (!steps) throw new Error('account steps not installed: register accountRoutes');
  return steps;
}

export const assertPhoneCodeTarget: AccountSteps['assertPhoneCodeTarget'] = (ctx, req, b) => installed().assertPhoneCodeTarget(ctx, req, b);
export const twoFactorLogin: AccountSteps['twoFactorLogin'] = (ctx, req, body) => installed().twoFactorLogin(ctx, req, body);
