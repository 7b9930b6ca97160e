import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
// the other areas' tables are read through the read-only column sets their owners export
import { menusView as menus, roleMenusView as roleMenus } from '../menus';
import { rolesView as roles, userRolesView as userRoles } from '../roles';
import { usersView as users } from '../users';
import { sessions, sessionTokens } from './auth.tables';

export type AccessGrants = {
  sessionId: string;
  userId: number;
  username: string;
  deviceId: string;
  scope: string;
  lastUsedAt: Date;
  /** an access token's first use (null until then) */
  usedAt: Date | null;
  /** when the access token expires */
  expiresAt: Date;
  roles: Array<{ id: number; code: string; name: string }>;
  permissions: string[];
};

/**
 * Everything the auth guard needs about a bearer token in one round trip: the live
 * session, its user, the user's roles and the permissions they grant (the same rules as
 * rolesOfUser and permissionsOfRoles). Null when the token is unknown, expired or ended,
 * or the user is locked or deleted.
 */
export async function findAccessGrants(db: Db, tokenHash: string, now: Date): Promise<AccessGrants | null> {
  const result = await db.execute(sql`
    select s.id as "sessionId", s.user_id as "userId", u.username, s.device_id as "deviceId", s.scope,
           s.last_used_at as "lastUsedAt", st.expires_at as "expiresAt", st.used_at as "usedAt",
           coalesce((select json_agg(json_build_object('id', r.id, 'code', r.role_code, 'name', r.role_name) order by r.id)
                       from ${userRoles} ur join ${roles} r on r.id = ur.role_id and not r.del_flag
                      where ur.user_id = u.id), '[]'::json) as roles,
           coalesce((select json_agg(distinct m.permission)
                       from ${userRoles} ur
                       join ${roles} r on r.id = ur.role_id and not r.del_flag
                       join ${roleMenus} rm on rm.role_id = ur.role_id
                       join ${menus} m on m.id = rm.menu_id
                      where ur.user_id = u.id and m.permission is not null and m.enabled and not m.del_flag), '[]'::json) as permissions
      from ${sessionTokens} st
      join ${sessions} s on s.id = st.session_id
      join ${users} u on u.id = s.user_id
     where st.token_hash = ${tokenHash} and st.kind = 'access' and st.expires_at > ${now.toISOString()}::timestamptz
       and s.ended_at is null and not u.lock_flag and not u.del_flag`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    sessionId: row.sessionId as string,
    userId: Number(row.userId),
    username: row.username as string,
    deviceId: row.deviceId as string,
    scope: row.scope as string,
    lastUsedAt: new Date(row.lastUsedAt as string),
    expiresAt: new Date(row.expiresAt as string),
    usedAt: row.usedAt ? new Date(row.usedAt as string) : null,
    roles: parse(row.roles),
    permissions: parse<string[]>(row.permissions).sort(),
  };
}
