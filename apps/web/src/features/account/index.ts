/** What other parts of the console may use from the account feature. */
export { ChangePasswordDialog } from './components/change-password-dialog';
export { ChangePasswordForm } from './components/change-password-form';
export { ChangePhoneDialog } from './components/change-phone-dialog';
export { TwoFactorSetupDialog } from './components/two-factor-setup-dialog';
export { RESET_PASSWORD_ROUTE, ResetPasswordPage } from './routes';
export const ACCOUNT_SECURITY_PATH = '/account/security';
