import type { DbOrTx } from '../../platform/db/client';

/** Whether live users belong to any of the departments; the users area, above, answers. */
export type MembersCheck = (db: DbOrTx, deptIds: number[]) => Promise<boolean>;

let check: MembersCheck | null = null;

/** Installed at start by the users area (usersRoutes). */
export function installMembersCheck(fn: MembersCheck) {
  check = fn;
}

/** A department with users cannot be deleted; without the users area's answer nothing is. */
export async function hasUsersInDepts(db: DbOrTx, deptIds: number[]): Promise<boolean> {
  if (!check) throw new Error('department members check not installed: register usersRoutes');
  return check(db, deptIds);
}
