import type { SVGProps } from 'react';
import { LineIcon } from '../../../shared/ui/line-icons';

/**
 * The sign-in page's few icons as plain SVG (1em, the text colour): the icon library's runtime
 * then loads with the shell instead of before the sign-in form works (docs/decisions/0012).
 */
export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </LineIcon>
);

export const LockIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </LineIcon>
);

export const ShieldIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </LineIcon>
);

export const CheckCircleIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.7-5.7 1.4 1.4z" />
  </svg>
);
