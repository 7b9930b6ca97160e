/**
 * The console's fixed configuration (platform.md §7). One place: the service prefix, the
 * API base per page host, the provider's cookie domains and the request white list.
 */
export const SVC = 'lenkor';

/** `/{svc}-<service><path>`, e.g. svcPath('auth', '/publicKey') → /lenkor-auth/publicKey. */
export const svcPath = (service: string, path: string) => `/${SVC}-${service}${path}`;

/**
 * API base by page hostname (HTTP-01). The server serves the console itself, so the
 * embedded default is the page's own origin (''); deployments that split the console and
 * the API add their hosts here.
 */
export const API_BASES: Record<string, string> = {
  localhost: '',
  '127.0.0.1': '',
};
/** Hosts not in the map use this base (the spec's "default test server"). */
export const DEFAULT_API_BASE = '';
/** Base of calls flagged as factory calls (HTTP-03). */
export const FACTORY_API_BASE = '/factory';

export function apiBase(hostname: string, factory = false): string {
  if (factory) return FACTORY_API_BASE;
  return API_BASES[hostname] ?? DEFAULT_API_BASE;
}

/** The provider's domains: on them the authToken cookie is shared across the parent domain. */
export const PROVIDER_DOMAINS = ['diagops.com', 'diagops.cn'];

/** The cookie domain for a host: `.parent` on a provider domain, else none (host only). */
export function cookieDomain(hostname: string): string | undefined {
  const parent = PROVIDER_DOMAINS.find((d) => hostname === d || hostname.endsWith(`.${d}`));
  return parent ? `.${parent}` : undefined;
}

/** HTTP statuses rejected silently for the caller to handle (platform.md §8: 400). */
export const STATUS_WHITE_LIST = [400];
/** Statuses passed through as a normal reply (426). */
export const STATUS_PASS_THROUGH = [426];

/** Application key and secret of the signed-request helper (HTTP-10). */
export const SIGN_APP_KEY = 'diagops-console';
export const SIGN_APP_SECRET = 'diagops-console-secret';

/** The routes that reset their remembered table scroll when opened from the menu. */
export const SCROLL_RESET_FROM_MENU = ['/question', '/brand/fileLog'];

/** Sub-applications by menu platformType (platform.md §2). */
export const SUB_APPS: Record<number, string> = { 3: '/evcharge/#', 4: '/factory/#' };
/** Storage key of the invalid-token page marker cleared when a sub-application opens. */
export const INVALID_TOKEN_MARKER = 'invalid-token-page';
