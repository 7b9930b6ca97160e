import { holdsAny, useSession } from '../session/session-store';

/** True when the signed-in user holds at least one of the permissions (platform.md §6). */
export function usePermission(permission: string | readonly string[] | undefined): boolean {
  const permissions = useSession((s) => s.permissions);
  return holdsAny(permissions, permission);
}
