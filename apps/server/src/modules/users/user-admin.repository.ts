import type { TUserPageRequest } from '@diagops/contracts';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { invalidateCallers } from '../../platform/security/caller-cache';
import { deptNamesView as depts } from '../depts';
import type { UserRow } from './users.repository';
import { users } from './users.tables';

// A user's roles are held by the roles area.
export { rolesOfUsers, setUserRoles, type UserRoleRef } from '../roles';

export type NewUserRow = typeof users.$inferInsert;
export type UserWithDept = UserRow & { deptName: string | null };

/** Only staff users are administered here (USER-01); dealers and experts have their own screens. */
const staff = and(eq(users.userType, 'staff'), eq(users.delFlag, false))!;

export type StaffFilter = Omit<TUserPageRequest, 'current' | 'size' | 'sort' | 'deptId'> & {
  deptIds?: number[];
  /** false: the caller sees masked phones, and the filter matches only the masked text */
  phonePartial: boolean;
};

/**
 * The phone as a caller without sys_user_phone_view sees it (maskPhone in users.service):
 * searching it reveals no hidden digit, so 138****8000 cannot be unmasked by guessing.
 */
const maskedPhone = sql`(case when length(${users.phone}) < 7 then repeat('*', length(${users.phone})) else left(${users.phone}, 3) || '****' || right(${users.phone}, 4) end)`;

function staffWhere(f: StaffFilter): SQL {
  const conds: SQL[] = [staff];
  if (f.username) conds.push(ilike(users.username, containsPattern(f.username)));
  if (f.realName) conds.push(ilike(users.realName, containsPattern(f.realName)));
  if (f.phone) conds.push(ilike(f.phonePartial ? users.phone : maskedPhone, containsPattern(f.phone)));
  if (f.deptIds) conds.push(inArray(users.deptId, f.deptIds));
  if (f.lockFlag !== undefined) conds.push(eq(users.lockFlag, f.lockFlag));
  return and(...conds)!;
}

const SORT = { createTime: users.createdAt, username: users.username, realName: users.realName } as const;

export async function pageStaff(
  db: DbOrTx,
  f: StaffFilter,
  page: Pick<TUserPageRequest, 'current' | 'size' | 'sort'>,
): Promise<{ rows: UserWithDept[]; total: number }> {
  const where = staffWhere(f);
  const order = page.sort ? [(page.sort.order === 'desc' ? desc : asc)(SORT[page.sort.field]), desc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, deptName: depts.name })
      .from(users)
      .leftJoin(depts, eq(depts.id, users.deptId))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.user, deptName: r.deptName })), total: count?.n ?? 0 };
}

export async function findStaffWithDept(db: DbOrTx, id: number): Promise<UserWithDept | undefined> {
  const [row] = await db
    .select({ user: users, deptName: depts.name })
    .from(users)
    .leftJoin(depts, eq(depts.id, users.deptId))
    .where(and(eq(users.id, id), staff));
  return row && { ...row.user, deptName: row.deptName };
}

/** getUserList: unlocked staff for pickers, matched on username or real name. */
export async function staffOptions(db: DbOrTx, q: { keyword?: string; deptIds?: number[]; limit: number }) {
  const conds: SQL[] = [staff, eq(users.lockFlag, false)];
  if (q.keyword) conds.push(or(ilike(users.username, containsPattern(q.keyword)), ilike(users.realName, containsPattern(q.keyword)))!);
  if (q.deptIds) conds.push(inArray(users.deptId, q.deptIds));
  return db
    .select({ userId: users.id, username: users.username, realName: users.realName, deptId: users.deptId })
    .from(users)
    .where(and(...conds))
    .orderBy(asc(users.username))
    .limit(q.limit);
}

/** Another live user (of any type) already using this phone or e-mail. */
export async function contactTaken(db: DbOrTx, field: 'phone' | 'email', value: string, exceptUserId?: number): Promise<boolean> {
  const conds = [eq(users.delFlag, false), field === 'phone' ? eq(users.phone, value) : sql`lower(${users.email}) = lower(${value})`];
  if (exceptUserId) conds.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

/** Any user row with this username, deleted ones included (usernames are never reused). */
export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return !!row;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserVersioned(db: DbOrTx, id: number, version: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.version, version), eq(users.delFlag, false)))
    .returning();
  if (row) await invalidateCallers(db, { userId: id });
  return row;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.delFlag, false)))
    .returning();
  if (row) await invalidateCallers(db, { userId: id });
  return row;
}

/** Live users in any of the departments. */
export async function hasUsersInDepts(db: DbOrTx, deptIds: number[]): Promise<boolean> {
  if (deptIds.length === 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.deptId, deptIds), eq(users.delFlag, false)))
    .limit(1);
  return !!row;
}

/** Users (deleted ones included) linked to these DingTalk userids, looked up in chunks. */
export async function usersByDingtalkIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  const out: UserRow[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    out.push(...(await db.select().from(users).where(inArray(users.dingtalkUserId, chunk))));
  }
  return out;
}
