import { lazy } from 'react';

/** What other parts of the console may use from the account feature. */
export { RESET_PASSWORD_ROUTE, ResetPasswordPage } from './routes';
export const ACCOUNT_SECURITY_PATH = '/account/security';
/** The password change of the sign-in page's expired-password step: loaded when that step comes (render in <Suspense>). */
export const LazyChangePasswordForm = lazy(() => import('./components/change-password-form').then((m) => ({ default: m.ChangePasswordForm })));
/** The password change of the shell's user menu and weak-password prompt: loaded when first opened (render in <Suspense>). */
export const LazyChangePasswordDialog = lazy(() => import('./components/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
/** The phone change of the shell's user menu: loaded when first opened (render in <Suspense>). */
export const LazyChangePhoneDialog = lazy(() => import('./components/change-phone-dialog').then((m) => ({ default: m.ChangePhoneDialog })));
