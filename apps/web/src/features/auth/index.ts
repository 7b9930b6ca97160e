/** What other parts of the console may use from the auth feature. */
export { establishSession, loadUserInfo, safeRedirect } from './establish-session';
export { useTokenRefresh } from './token-refresh';
