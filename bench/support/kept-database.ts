import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { AppContext } from '../../apps/server/src/platform/context';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';

export const KEPT_ADMIN_PASSWORD = 'Bench#2026pw';

/**
 * The database of a bench that tops its data up and keeps it: BENCH_DATABASE_URL's PostgreSQL
 * database (kept between runs), or PGlite in BENCH_DATA_DIR or a fresh folder (removed at `close`
 * unless BENCH_DATA_DIR names it). Seeded, the administrator's password set to KEPT_ADMIN_PASSWORD.
 * `env` is what the API's own process needs to open the same database (startApi).
 */
export async function openKeptDatabase(name: string) {
  const url = process.env.BENCH_DATABASE_URL;
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const env: Record<string, string> = {
    ADMIN_PASSWORD: KEPT_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    CAPTCHA_ENABLED: 'false',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const ctx = await createContext(loadConfig({ ...process.env, ...env }));
  await seed(ctx, () => {});
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(KEPT_ADMIN_PASSWORD), passwordExpired: false, lockFlag: false })
    .where(eq(users.username, 'admin'));
  return {
    ctx,
    env,
    async close() {
      await closeContext(ctx);
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the administrator in through the API at `base`: the JSON headers of their calls. */
export async function adminHeaders(ctx: AppContext, base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}${ctx.svcPath('plat-user', '/sysUser/login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, KEPT_ADMIN_PASSWORD) }),
  }).then((r) => r.json());
  if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` };
}
