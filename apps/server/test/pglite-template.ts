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
 * A migrated PGlite cluster, empty but for the sign-in key pair, to start each test app from. Creating a cluster (initdb
 * in WebAssembly) and running the migrations takes 2–3 s a test app on two busy cores; loading
 * this dump takes under one. It is made once per version of the migrations (the file name
 * carries their hash and PGlite's version) and shared by the test processes through the
 * system's temporary folder: the first test file to need it makes it, written atomically.
 */
let cached: Promise<Blob> | null = null;

export function pgliteTemplate(): Promise<Blob> {
  cached ??= loadOrMake();
  return cached;
}

function templateFile(): string {
  const h = crypto.createHash('sha256');
  // PGlite's own version is part of the key (its package.json is not exported: read the file beside its entry)
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  h.update(fs.readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json')));
  for (const name of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (fs.statSync(file).isFile()) h.update(name).update(fs.readFileSync(file));
  }
  return path.join(os.tmpdir(), `diagops-pglite-template-${h.digest('hex').slice(0, 16)}.tar`);
}

async function loadOrMake(): Promise<Blob> {
  const file = templateFile();
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    // the sign-in key pair too (RSA 2048 generation is another 0.4 s): the test apps share one
    await PasswordCipher.load(db as unknown as Db);
    const dump = await client.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    return dump;
  } finally {
    await client.close();
  }
}
