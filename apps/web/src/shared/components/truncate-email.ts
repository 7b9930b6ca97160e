import { EMAIL_DISPLAY_MAX } from '@diagops/contracts';

/** An e-mail shown in the shell: at most 20 characters, then an ellipsis (platform.md §3). */
export function truncateEmail(email: string | null | undefined): string {
  if (!email) return '';
  return email.length > EMAIL_DISPLAY_MAX ? `${email.slice(0, EMAIL_DISPLAY_MAX)}...` : email;
}
