// What other areas may use of auth: sign-in steps, sessions, the security log, codes.
export { type AccountSteps, installAccountSteps, type TwoFactorLoginData } from './account-steps';
export { installCustomerResolver, registerAuthGuard } from './auth.guard';
export { authRoutes } from './auth.routes';
export { ensureConsoleClient } from './oauth-clients';
export { logSecurityEvent, type SecurityEvent } from './security-log';
export { endSessions, endUserSessions, liveSessions, resolveCaller } from './sessions.service';
export { completeSignIn, expiredPasswordError, type PendingSignIn, setTwoFactorGate } from './sign-in.service';
export { checkCode, countCodeSend, issueCode } from './verification-codes';
