import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { passwordIntensity } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { ensureConsoleClient } from './modules/auth/oauth-clients';
import { depts } from './modules/depts/depts.tables';
import { DICTIONARY_MENU } from './modules/dictionary/dictionary.menu';
import { seedDictionary } from './modules/dictionary/dictionary.seed';
import { type MenuSeed, SYSTEM_MENU } from './modules/menus/menu-seed';
import { syncMenus } from './modules/menus/menus.seed';
import { roleMenus } from './modules/menus/menus.tables';
import { roles, userRoles } from './modules/roles/roles.tables';
import { SUPPLY_MENU } from './modules/supply/supply.menu';
import { users } from './modules/users/users.tables';
import type { AppContext } from './platform/context';
import { hashPassword } from './platform/security/password-hash';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_ROLE_CODE = 'ROLE_ADMIN';

/** Menu nodes of every area; an area with screens adds its list here. */
export const ALL_MENU_SEEDS: MenuSeed[] = [...SYSTEM_MENU, ...SUPPLY_MENU, ...DICTIONARY_MENU];

/** Seeds run after the built-in ones; an area with reference data adds its function here. */
export const AREA_SEEDS: Array<(ctx: AppContext) => Promise<void>> = [seedDictionary];

/** A password that meets the rules: letters of both cases, digits and a special. */
export function randomPassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[crypto.randomInt(set.length)]).join('');
  const chars = pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + pick('abcdefghijkmnpqrstuvwxyz', 6) + pick('23456789', 4) + pick('!@#$%^&*', 2);
  return [...chars].sort(() => crypto.randomInt(3) - 1).join('');
}

async function seedDepartments(ctx: AppContext) {
  const [any] = await ctx.db.select({ id: depts.id }).from(depts).limit(1);
  if (any) return;
  const [root] = await ctx.db.insert(depts).values({ name: 'DiagOps', parentId: 0, sortOrder: 0 }).returning();
  await ctx.db.insert(depts).values([
    { name: '研发部', parentId: root!.id, sortOrder: 1 },
    { name: '运营部', parentId: root!.id, sortOrder: 2 },
    { name: '客服部', parentId: root!.id, sortOrder: 3 },
    { name: '供应链部', parentId: root!.id, sortOrder: 4 },
  ]);
}

async function seedRoles(ctx: AppContext): Promise<number> {
  await ctx.db
    .insert(roles)
    .values([
      { roleName: '超级管理员', roleCode: ADMIN_ROLE_CODE, roleDesc: 'All permissions / 全部权限' },
      { roleName: '运营人员', roleCode: 'ROLE_OPERATOR', roleDesc: 'Day-to-day operations / 日常运营' },
    ])
    .onConflictDoNothing();
  const [admin] = await ctx.db.select().from(roles).where(eq(roles.roleCode, ADMIN_ROLE_CODE));
  return admin!.id;
}

/** Creates the administrator on first start. Returns the generated password, if one was. */
async function seedAdmin(ctx: AppContext, adminRoleId: number, log: (msg: string) => void): Promise<string | null> {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
  if (existing) return null;
  const given = ctx.config.ADMIN_PASSWORD;
  const password = given ?? randomPassword();
  const [root] = await ctx.db.select({ id: depts.id }).from(depts).where(eq(depts.parentId, 0)).limit(1);
  const [admin] = await ctx.db
    .insert(users)
    .values({
      username: ADMIN_USERNAME,
      realName: 'Administrator',
      passwordHash: await hashPassword(password),
      deptId: root?.id ?? null,
      passwordExpired: !given,
      pwdIntensity: passwordIntensity(password),
    })
    .returning();
  await ctx.db.insert(userRoles).values({ userId: admin!.id, roleId: adminRoleId });
  if (given) return null;
  fs.mkdirSync(ctx.config.dataDir, { recursive: true });
  const file = path.join(ctx.config.dataDir, 'initial-admin-password');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  log(`Administrator created: sign in as "${ADMIN_USERNAME}" with the password ${password} (also in ${file}); you will be asked to change it.`);
  return password;
}

/** Idempotent: safe on every start; inserts only what is missing. */
export async function seed(ctx: AppContext, log: (msg: string) => void = console.log): Promise<{ generatedAdminPassword: string | null }> {
  await ensureConsoleClient(ctx);
  await seedDepartments(ctx);
  const adminRoleId = await seedRoles(ctx);
  const nodeIds = await syncMenus(ctx.db, ALL_MENU_SEEDS);
  // the administrator's role holds every node, including ones added by a new release
  if (nodeIds.length > 0)
    await ctx.db
      .insert(roleMenus)
      .values(nodeIds.map((menuId) => ({ roleId: adminRoleId, menuId })))
      .onConflictDoNothing();
  const generatedAdminPassword = await seedAdmin(ctx, adminRoleId, log);
  for (const s of AREA_SEEDS) await s(ctx);
  return { generatedAdminPassword };
}
