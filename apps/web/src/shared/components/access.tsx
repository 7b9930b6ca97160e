import type { ReactNode } from 'react';
import { usePermission } from '../hooks/use-permission';

type Props = { permission: string | readonly string[]; children: ReactNode; fallback?: ReactNode };

/** Renders its children only for users holding at least one of the permissions. */
export function Access({ permission, children, fallback = null }: Props) {
  return usePermission(permission) ? children : fallback;
}
