import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';

// No schema is given to Drizzle: nothing uses its relational queries, and platform must not
// know the areas' tables (docs/development.md, "Areas and their order").
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

/** Parameterised SQL straight to the driver, for pg-boss and the few places Drizzle does not fit. */
export type ExecSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  db: Db;
  execSql: ExecSql;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs fn while holding the start-up lock: instances starting together on one PostgreSQL
   * migrate and seed one after the other (PGlite has a single process, so it just runs).
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole cluster as a tarball (the tests' seeded template, test/pglite-template.ts) */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  url?: string;
  dataDir?: string | null;
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE) */
  poolSize?: number;
  /** lists count exactly up to this many rows (LIST_EXACT_TOTAL_LIMIT) */
  exactTotalLimit?: number;
  /** PGlite on a thread of its own (pglite-thread.ts; DATABASE_THREAD) instead of in the caller's */
  pgliteThread?: boolean;
  /** an in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster */
  pgliteTemplate?: Blob;
};

export type DbSettings = { exactTotalLimit: number };

type DbMeta = { root: Db; settings: DbSettings; afterCommit: Array<() => Promise<void>> | null };
const metaOf = new WeakMap<object, DbMeta>();

/**
 * Runs `fn` once what `db` wrote is visible to everyone: at once outside a transaction,
 * after the commit inside one (never when it rolls back). Caches that must forget a row
 * use it, so no request can read the old row back in between.
 */
export async function afterCommit(db: DbOrTx, fn: () => Promise<void>): Promise<void> {
  const m = metaOf.get(db);
  if (m?.afterCommit) m.afterCommit.push(fn);
  else await fn();
}

/** The database handle behind a handle or a transaction (per-database state is keyed by it). */
export function rootDb(db: DbOrTx): Db {
  return metaOf.get(db)?.root ?? (db as Db);
}

export function dbSettings(db: DbOrTx): DbSettings {
  return metaOf.get(db)?.settings ?? { exactTotalLimit: 10_000 };
}

/** Makes db.transaction (and nested ones) record afterCommit callbacks and run them after the outermost commit. */
function track(db: Db, settings: DbSettings): Db {
  metaOf.set(db, { root: db, settings, afterCommit: null });
  const wrap = (tx: Tx, callbacks: Array<() => Promise<void>>) => {
    metaOf.set(tx, { root: db, settings, afterCommit: callbacks });
    const nested = tx.transaction.bind(tx);
    tx.transaction = ((fn: (inner: Tx) => Promise<unknown>) =>
      nested(async (inner) => {
        wrap(inner, callbacks);
        return fn(inner);
      })) as Tx['transaction'];
  };
  const original = db.transaction.bind(db);
  db.transaction = (async (fn: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const callbacks: Array<() => Promise<void>> = [];
    const result = await original(async (tx) => {
      wrap(tx, callbacks);
      return fn(tx);
    }, config as never);
    for (const cb of callbacks) await cb();
    return result;
  }) as Db['transaction'];
  return db;
}

/** Every run of a prepared statement is planned with its values (see openPostgres). */
const CUSTOM_PLANS = 'force_custom_plan';
const PLAN_OPTIONS = `-c plan_cache_mode=${CUSTOM_PLANS}`;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory when dataDir is null). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const settings = { exactTotalLimit: opts.exactTotalLimit ?? 10_000 };
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 20, settings);
  return openPglite(opts.dataDir ?? null, settings, opts.pgliteTemplate, opts.pgliteThread ?? false);
}

/** The embedded database's thread ended on its own: end the process, as PGlite failing in it would, so a supervisor restarts it. */
const crash = (err: Error) =>
  setImmediate(() => {
    throw err;
  });

async function openPglite(dataDir: string | null, settings: DbSettings, template: Blob | undefined, thread: boolean): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // the thread offers the part of PGlite's interface used here and by Drizzle's PGlite driver
  const client = (
    thread
      ? new PgliteThread(dataDir, { template, onLost: crash })
      : dataDir
        ? new PGlite(dataDir)
        : new PGlite(template ? { loadDataDir: template } : undefined)
  ) as PGlite;
  await client.waitReady;
  await client.exec(`set plan_cache_mode = ${CUSTOM_PLANS}`);
  const db = track(drizzlePglite(client) as unknown as Db, settings);
  const execSql: ExecSql = async (text, values) => {
    // pg-boss sends parameterless multi-statement scripts; PGlite's query() takes one statement.
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    }
    const r = await client.query(text, values as unknown[]);
    return { rows: r.rows as Record<string, unknown>[] };
  };
  return {
    db,
    execSql,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (fn) => fn(),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number, settings: DbSettings): Promise<Database> {
  // Statements are prepared (kit/page.ts); after five runs PostgreSQL may switch a statement to
  // a generic plan, which cannot see a prefix search's pattern: a rare e-mail prefix counted by a
  // seq scan (80 ms alone, 300–600 ms under load, instead of 5 ms through its index). Planning
  // each run with its values costs well under a millisecond.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: PLAN_OPTIONS });
  // An idle connection dropped by the server (restart, failover, admin) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = track(drizzlePg(pool) as unknown as Db, settings);
  const execSql: ExecSql = async (text, values) => {
    const r = await pool.query(text, values as unknown[]);
    const last = Array.isArray(r) ? r.at(-1) : r;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  };
  // Several instances may start at once: one migrates and seeds, the others wait on the lock.
  const exclusively = async <T>(fn: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(7263001)');
      return await fn();
    } finally {
      await lock.query('select pg_advisory_unlock(7263001)').catch(() => {});
      lock.release();
    }
  };
  return {
    db,
    execSql,
    kind: 'postgres',
    migrate: () => exclusively(() => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR })),
    exclusively,
    close: () => pool.end(),
  };
}
