import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/** Account security (password, phone, two-factor, signed-in devices), opened from the user menu. */
export const accountRoutes: FeatureRoute[] = [
  { path: '/account/security', titleKey: 'account.security.title', component: lazy(() => import('./pages/account-security-page')) },
];

/** Public pages of the feature, outside the shell (the router adds them beside /login). */
export const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
export const RESET_PASSWORD_ROUTE = '/resetPassword';
