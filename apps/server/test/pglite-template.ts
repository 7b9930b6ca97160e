import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Db, MIGRATIONS_DIR } from '../src/platform/db/client';
import { PasswordCipher } from '../src/platform/security/password-cipher';

/**
 * A migrated and seeded PGlite cluster (the sign-in key pair, menus, roles, the administrator, every
 * area's seed) to start each test app from. Creating a cluster (initdb in WebAssembly) and running the
 * migrations takes 2–3 s a test app on two busy cores, seeding it another 2–3 s; loading this dump
 * takes about one, and the seed run again on it (the test's own settings) 0.3 s. It is made once per
 * version of the migrations and of the server's and contracts' sources (the file name carries their
 * hash and PGlite's version) and shared by the test processes through the system's temporary
 * folder: the first test file to need it makes it, written atomically.
 */
let cached: Promise<Blob> | null = null;

/** `seedInto` seeds a cluster loaded from the migrated dump it is given and returns the new dump. */
export function pgliteTemplate(seedInto: (migrated: Blob) => Promise<Blob>): Promise<Blob> {
  cached ??= loadOrMake(seedInto);
  return cached;
}

const SERVER_SRC = path.resolve(MIGRATIONS_DIR, '../src');
const CONTRACTS_SRC = path.resolve(MIGRATIONS_DIR, '../../../packages/contracts/src');

function hashTree(h: crypto.Hash, dir: string) {
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    if (!name.endsWith('.test.ts') && fs.statSync(file).isFile()) h.update(name).update(fs.readFileSync(file));
  }
}

function templateFile(): string {
  const h = crypto.createHash('sha256');
  // PGlite's own version is part of the key (its package.json is not exported: read the file beside its entry)
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  h.update(fs.readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json')));
  // the seed is the server's code and the contracts' permissions and menus: any change makes a new template
  for (const dir of [MIGRATIONS_DIR, SERVER_SRC, CONTRACTS_SRC]) hashTree(h, dir);
  return path.join(os.tmpdir(), `diagops-pglite-seeded-${h.digest('hex').slice(0, 16)}.tar`);
}

/** Templates of earlier sources (68 MB each) go once they are an hour old: a run that began before still reads its own. */
function removeOldTemplates(current: string) {
  const dir = path.dirname(current);
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith('diagops-pglite-') || file === current) continue;
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 3_600_000) fs.rmSync(file, { force: true });
    } catch {
      // another process removed it first
    }
  }
}

async function loadOrMake(seedInto: (migrated: Blob) => Promise<Blob>): Promise<Blob> {
  const file = templateFile();
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    // the sign-in key pair too (RSA 2048 generation is another 0.4 s): the test apps share one
    await PasswordCipher.load(db as unknown as Db);
    const dump = await seedInto(await client.dumpDataDir('none'));
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    removeOldTemplates(file);
    return dump;
  } finally {
    await client.close();
  }
}
