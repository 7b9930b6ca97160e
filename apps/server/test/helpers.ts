import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { menus, roleMenus } from '../src/modules/menus/menus.tables';
import { roles, userRoles } from '../src/modules/roles/roles.tables';
import { users } from '../src/modules/users/users.tables';
import { closeContext, createContext } from '../src/platform/bootstrap';
import { type Clock, ManualClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import type { App } from '../src/platform/http/types';
import { PasswordCipher } from '../src/platform/security/password-cipher';
import { hashPassword } from '../src/platform/security/password-hash';
import { seed } from '../src/seed';
import { pgliteTemplate } from './pglite-template';

export const ADMIN_PASSWORD = 'Admin@12345';

export type TestApp = {
  app: App;
  ctx: AppContext;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database (PGlite in memory, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set; Redis when TEST_REDIS_URL is set), seeded with the
 * administrator (password ADMIN_PASSWORD, not expired). Time is a ManualClock.
 */
const testConfig = (dataDir: string, env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'silent', ...env });

/** The test apps' template: the migrated cluster seeded as a test app with no settings of its own seeds it. */
async function seededTemplate(migrated: Blob): Promise<Blob> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-template-'));
  const ctx = await createContext(testConfig(dataDir, {}), { clock: new ManualClock(), memoryDb: true, pgliteTemplate: migrated });
  try {
    await seed(ctx, () => {});
    return await ctx.database.dump!();
  } finally {
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The seeded template, made (once per version of the sources) or read from the temporary folder. */
export const makeTestTemplate = () => pgliteTemplate(seededTemplate);

export async function buildTestApp(env: Record<string, string> = {}, opts: { clock?: Clock } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-test-'));
  const pgDb = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 't') : null;
  const config = testConfig(dataDir, {
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const clock = (opts.clock as ManualClock) ?? new ManualClock();
  const ctx = await createContext(config, {
    clock,
    memoryDb: true,
    kvPrefix: `test:${crypto.randomBytes(6).toString('hex')}:`,
    pgliteTemplate: pgDb ? undefined : await makeTestTemplate(),
  });
  // again on the seeded template: what this app's settings change (idempotent, about 0.3 s)
  await seed(ctx, () => {});
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    clock,
    dataDir,
    async close() {
      await app.close();
      await closeContext(ctx);
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function encrypt(t: TestApp, plain: string): string {
  return PasswordCipher.encryptWith(t.ctx.cipher.publicKeyPem, plain);
}

export type SignedIn = { token: string; refresh: string; userId: number; headers: Record<string, string> };

/** Signs in through sysUser/login (password mode) and returns the bearer headers. */
export async function signIn(t: TestApp, username: string, password: string, deviceId = 'test-device'): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: t.ctx.svcPath('plat-user', '/sysUser/login'),
    headers: { 'x-device-id': deviceId },
    payload: { loginType: 1, userAccount: username, password: encrypt(t, password) },
  });
  const body = res.json();
  if (body.code !== 2000) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return {
    token: body.data.access_token,
    refresh: body.data.refresh_token,
    userId: body.data.user_id,
    headers: { authorization: `Bearer ${body.data.access_token}`, 'x-device-id': deviceId },
  };
}

export function signInAdmin(t: TestApp, deviceId?: string) {
  return signIn(t, 'admin', ADMIN_PASSWORD, deviceId);
}

let seq = 0;
/**
 * Creates a staff user holding exactly the given permissions (through a new role) and
 * signs them in. Pass [] for a user with no permission at all.
 */
export async function userWith(
  t: TestApp,
  permissions: string[],
  opts: { username?: string; password?: string; deptId?: number } = {},
): Promise<SignedIn & { username: string; password: string }> {
  seq++;
  const username = opts.username ?? `user${seq}_${crypto.randomBytes(3).toString('hex')}`;
  const password = opts.password ?? 'Passw0rd!x';
  const [u] = await t.ctx.db
    .insert(users)
    .values({ username, realName: `Test ${username}`, passwordHash: await hashPassword(password), deptId: opts.deptId ?? null })
    .returning();
  const [role] = await t.ctx.db
    .insert(roles)
    .values({ roleName: `role ${username}`, roleCode: `ROLE_T_${u!.id}` })
    .returning();
  await t.ctx.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  if (permissions.length > 0) {
    const nodes = await t.ctx.db.select({ id: menus.id }).from(menus).where(inArray(menus.permission, permissions));
    if (nodes.length !== permissions.length) throw new Error(`unknown permission in ${permissions.join(',')}`);
    await t.ctx.db.insert(roleMenus).values(nodes.map((n) => ({ roleId: role!.id, menuId: n.id })));
  }
  const s = await signIn(t, username, password, `device-${username}`);
  return { ...s, username, password };
}
