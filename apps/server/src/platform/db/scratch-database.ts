import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on a PostgreSQL server, for one test file, benchmark or browser
 * run; `drop` removes it (closing whatever is still connected).
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'scratch'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
