// bench/messages: a send to N customers (default 100,000) — send records written per second by
// the engine's batch expansion (INSERT … SELECT … ON CONFLICT DO NOTHING against the unique
// (message, send, recipient) index, cursor moved in the same transaction) against a bare
// multi-row INSERT of the same rows into a table without that index, as a ratio in one run;
// the worker's memory while it expands; and the kill-and-restart case: a worker killed after a
// few batches, restarted with its cursor lost (the worst case), counting duplicates and misses.
// Usage: node --expose-gc --import tsx bench/messages/run.ts [--customers 100000]
// (BENCH_DATABASE_URL=postgres://… for PostgreSQL; default embedded PGlite)
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { EXPAND_BATCH, expandSend, fireDue } from '../../apps/server/src/modules/messages/delivery';
import { messageSends, messages } from '../../apps/server/src/modules/messages/messages.tables';
import type { AppContext } from '../../apps/server/src/platform/context';
import { startBenchApp } from '../support/bench-app';

const { values } = parseArgs({ options: { customers: { type: 'string', default: '100000' } } });
const N = Number(values.customers);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? (r as T[]) : (r as { rows: T[] }).rows);
const one = async (ctx: AppContext, q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await ctx.db.execute(q))[0]!;

const bench = await startBenchApp('messages', async (ctx) => {
  console.log(`seeding ${N} customers`);
  for (let from = 1; from <= N; from += 20_000) {
    const to = Math.min(N, from + 19_999);
    await ctx.db.execute(sql`
      insert into customers (account, email, country, registered_at, created_at, updated_at)
      select 'bench' || g || '@example.com', 'bench' || g || '@example.com', 'CN', now(), now(), now() from generate_series(${from}::int, ${to}::int) g`);
  }
});
const { ctx } = bench;

async function publishedMessage(title: string): Promise<number> {
  const now = new Date(ctx.clock.now());
  const [m] = await ctx.db
    .insert(messages)
    .values({
      channel: 'station',
      title,
      state: 'published',
      terminals: ['app'],
      contents: [{ language: 'en-US', title, summary: title, body: title }],
      audience: { mode: 'all' },
      nextRunAt: now,
      createdByName: 'bench',
    })
    .returning();
  await fireDue(ctx);
  return m!.id;
}
const sendOf = async (messageId: number) => Number((await one(ctx, sql`select id from ${messageSends} where message_id = ${messageId}`)).id);

// 1. the engine's expansion, with the worker's memory sampled while it runs
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 50);
const m1 = await publishedMessage('bench send');
const s1 = await sendOf(m1);
let t0 = performance.now();
const written = await expandSend(ctx, s1);
const engineMs = performance.now() - t0;
clearInterval(sampler);

// 2. the same rows as a bare multi-row INSERT (same batch size, no unique index, no cursor)
await ctx.db.execute(
  sql`create table bench_bare_records (message_id integer, send_id integer, customer_id integer, channel varchar(16), status varchar(16), delivered_at timestamptz, created_at timestamptz)`,
);
t0 = performance.now();
for (let after = 0; ; ) {
  const r = await one(
    ctx,
    sql`with b as (select id from customers where id > ${after} order by id limit ${EXPAND_BATCH}),
        ins as (insert into bench_bare_records select ${m1}, ${s1}, id, 'station', 'success', now(), now() from b returning 1)
        select (select count(*) from ins)::int as n, (select max(id) from b)::int as last`,
  );
  if (Number(r.n) === 0) break;
  after = Number(r.last);
}
const bareMs = performance.now() - t0;

// 3. kill and restart: killed after 3 batches, restarted with the cursor lost
const m2 = await publishedMessage('bench kill');
const s2 = await sendOf(m2);
let batches = 0;
await expandSend(ctx, s2, {
  afterBatch: () => {
    if (++batches === 3) throw new Error('killed');
  },
}).catch(() => {});
const before = Number((await one(ctx, sql`select count(*)::int as n from message_records where send_id = ${s2}`)).n);
await ctx.db.execute(sql`update ${messageSends} set cursor = 0, status = 'expanding' where id = ${s2}`);
await expandSend(ctx, s2);
const after = await one(ctx, sql`select count(*)::int as n, count(distinct customer_id)::int as d from message_records where send_id = ${s2}`);
const audience = Number((await one(ctx, sql`select count(*)::int as n from customers where del_flag = false and status = 'enabled'`)).n);

const rate = (n: number, ms: number) => Math.round((n / ms) * 1000);
console.log(`\nmessages bench — ${audience} customers, batches of ${EXPAND_BATCH}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(`engine expansion: ${written} records in ${(engineMs / 1000).toFixed(2)} s = ${rate(written, engineMs)} records/s`);
console.log(`bare INSERT:      ${audience} rows in ${(bareMs / 1000).toFixed(2)} s = ${rate(audience, bareMs)} rows/s`);
console.log(`ratio engine / bare: ${(rate(written, engineMs) / rate(audience, bareMs)).toFixed(2)}`);
console.log(`worker memory while expanding: rss +${mb(peakRss - base.rss)} (peak ${mb(peakRss)}), heap +${mb(peakHeap - base.heapUsed)}`);
console.log(
  `kill and restart: ${before} records when killed; after the restart ${after.n} records for ${after.d} customers of ${audience}: duplicates ${Number(after.n) - Number(after.d)}, misses ${audience - Number(after.d)}`,
);
await bench.stop();
