/** What other parts of the console may use from the account feature. */
export { ChangePasswordDialog } from './components/change-password-dialog';
export { ChangePasswordForm } from './components/change-password-form';
export { ChangePhoneDialog } from './components/change-phone-dialog';
