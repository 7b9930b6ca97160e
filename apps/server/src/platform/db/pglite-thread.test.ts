import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { PgliteThread } from './pglite-thread';

describe('PgliteThread: PGlite on a thread of its own', () => {
  let pg: PgliteThread;
  beforeAll(async () => {
    pg = new PgliteThread(null);
    await pg.waitReady;
    await pg.exec('create table t (id int primary key, name text unique, at timestamptz, data bytea)');
  });
  afterAll(() => pg.close());

  it('runs parameterised queries in either row mode and keeps the types Drizzle asks to keep as text', async () => {
    await pg.query('insert into t values ($1, $2, $3, $4)', [1, 'one', '2026-11-27T08:00:00Z', new Uint8Array([1, 2, 3])]);
    const objects = await pg.query<{ id: number; name: string; data: Uint8Array }>('select id, name, data from t where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, name: 'one', data: new Uint8Array([1, 2, 3]) }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'name', 'data']);
    const raw = await pg.query('select id, at from t', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(raw.rows).toEqual([[1, '2026-11-27 08:00:00+00']]);
    const parsed = await pg.query<{ at: Date }>('select at from t');
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('refuses a parser that changes the value: functions cannot cross to the thread', async () => {
    expect(() => pg.query('select 1', [], { parsers: { 1184: (v: string) => new Date(v) } })).toThrow(/only parsers that keep the text/);
  });

  it('hands a database error back with its code and constraint', async () => {
    const err = await pg.query('insert into t (id, name) values (2, $1)', ['one']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_name_key' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values (10, $1)', ['ten']);
    });
    const boom = new Error('boom');
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values (11, $1)', ['eleven']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    const names = await pg.query<{ name: string }>('select name from t where id in (10, 11) order by id');
    expect(names.rows).toEqual([{ name: 'ten' }]);
  });

  it('fails every call and tells onLost once when the thread ends on its own, never after close()', async () => {
    // a stand-in for a thread that dies: ready, then ends at the first message
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dying-')), 'dying.mjs');
    fs.writeFileSync(
      file,
      "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ id: 0, result: 'ready' }); parentPort.on('message', () => process.exit(3));",
    );
    const lost: Error[] = [];
    const dying = new PgliteThread(null, { worker: pathToFileURL(file), onLost: (err) => lost.push(err) });
    await dying.waitReady;
    await expect(dying.query('select 1')).rejects.toThrow(/exit code 3/);
    await expect(dying.query('select 1')).rejects.toThrow(/exit code 3/);
    expect(lost.map((e) => e.message)).toEqual(['the database thread ended (exit code 3)']);
    await dying.close();

    const closed: Error[] = [];
    const healthy = new PgliteThread(null, { onLost: (err) => closed.push(err) });
    await healthy.waitReady;
    await healthy.close();
    expect(closed).toEqual([]);
  });

  it('lets a query from outside wait for the open transaction, as one PGlite does', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const tx = pg.transaction(async (q) => {
      await q.query('insert into t (id, name) values (20, $1)', ['twenty']);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction');
    });
    await entered;
    const outside = pg.query<{ n: number }>('select count(*)::int as n from t where id = 20').then((r) => {
      order.push('outside');
      return r.rows[0]!.n;
    });
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction', 'outside']);
  });
});

describe('openDatabase with pgliteThread: Drizzle and migrations over the thread', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    database = await openDatabase({ dataDir: dir, pgliteThread: true });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, and runs nested transactions whose inner savepoint rolls back alone', async () => {
    const { db } = database;
    await db.execute(sql`create table pairs (k text primary key, v int)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into pairs values ('a', 1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into pairs values ('b', 2)`);
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    const rows = (await db.execute(sql`select k, v from pairs order by k`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ k: 'a', v: 1 }]);
    const migrated = await database.execSql("select count(*)::int as n from information_schema.tables where table_name = 'users'");
    expect(migrated.rows).toEqual([{ n: 1 }]);
  });

  it('keeps what was written on disk for the next start', async () => {
    await database.close();
    database = await openDatabase({ dataDir: dir, pgliteThread: true });
    const rows = (await database.db.execute(sql`select k from pairs`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ k: 'a' }]);
  });
});
