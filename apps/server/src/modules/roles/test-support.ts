// Fixtures for other areas' tests (only tests may import this file).
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { roles, userRoles } from './roles.tables';

/** The id of a seeded or created role, by its code. */
export async function roleIdByCode(t: TestApp, code: string): Promise<number> {
  const [r] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, code));
  if (!r) throw new Error(`no role ${code}`);
  return r.id;
}

/** Gives a user a role by its code (a grant the user administration screens would make). */
export async function grantRole(t: TestApp, userId: number, code: string): Promise<void> {
  await t.ctx.db.insert(userRoles).values({ userId, roleId: await roleIdByCode(t, code) });
}
