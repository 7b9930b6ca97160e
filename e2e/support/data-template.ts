import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Migrated and seeded data folders that journey servers start from, copied per server.
 *
 * A server on a fresh PGlite folder migrates and seeds before it answers: 5.5–7 s on a quiet
 * 2-core machine (11 s with `seed:demo` at scale 20); on a copy of a folder that has been through
 * that once, it answers in about 2 s (measured 2026-11-28). Each kind of folder (the plain seed
 * with a given admin password, the demo data at a given scale) is made once per run, by the first
 * server that needs it in any worker, and removed by the global teardown. The folders live under
 * E2E_TEMPLATES, set by the global setup; without it (a server started from a script) every
 * server makes its own folder as before.
 */
const POLL_MS = 200;
const WAIT_MS = 240_000;
const made = new Map<string, Promise<string | null>>();

/**
 * The template folder `key` (made with `make`, which fills the folder it is given and must leave
 * no process running on it), or null when templates are off or making it failed (the caller then
 * starts from an empty folder).
 */
export function dataTemplate(key: string, make: (dir: string) => Promise<void>): Promise<string | null> {
  const root = process.env.E2E_TEMPLATES;
  if (!root || process.env.E2E_DATABASE_URL) return Promise.resolve(null);
  let p = made.get(key);
  if (!p) {
    p = obtain(root, key, make);
    made.set(key, p);
  }
  return p;
}

/** Copies the template into `dataDir` (which may exist and hold other files). */
export function copyTemplate(template: string, dataDir: string): void {
  fs.cpSync(template, dataDir, { recursive: true });
}

async function obtain(root: string, key: string, make: (dir: string) => Promise<void>): Promise<string | null> {
  const ready = path.join(root, key);
  const failed = `${ready}.failed`;
  try {
    // one process makes it: the one that creates the lock folder (atomic); the others wait for it
    fs.mkdirSync(`${ready}.lock`);
  } catch {
    const until = Date.now() + WAIT_MS;
    while (Date.now() < until) {
      if (fs.existsSync(ready)) return ready;
      if (fs.existsSync(failed)) return null;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return null;
  }
  const work = fs.mkdtempSync(path.join(root, `${key}.making-`));
  try {
    await make(work);
    fs.renameSync(work, ready);
    return ready;
  } catch (e) {
    console.warn(`data template ${key} could not be made, starting from an empty folder: ${(e as Error).message}`);
    fs.writeFileSync(failed, String(e));
    fs.rmSync(work, { recursive: true, force: true });
    return null;
  }
}

/** For the global setup: a folder for this run's templates. */
export function makeTemplateRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-e2e-templates-'));
}
