import { EMAIL_DISPLAY_MAX } from '@diagops/contracts';

/** platform.md §3: an e-mail shows at most EMAIL_DISPLAY_MAX (20) characters, then an ellipsis. */
export function displayEmail(email: string | null | undefined, max = EMAIL_DISPLAY_MAX): string {
  if (!email) return '-';
  const chars = Array.from(email);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : email;
}

/**
 * What the phone column shows: the number, or — when the server masked it because the
 * caller lacks the full-phone permission — the no-permission text (platform.md §6).
 */
export function displayPhone(u: { phone: string | null; phoneMasked: boolean }, noPermissionText: string): string {
  if (!u.phone) return '-';
  return u.phoneMasked ? noPermissionText : u.phone;
}
