// bench/supply: the stock ledger under contention and the inventory screen over a big ledger.
// (a) `--connections` concurrent stock movements on ONE SKU and warehouse for `--seconds` through
//     moveStock vs the same movements written with bare SQL (UPDATE … WHERE qty + d >= 0 RETURNING
//     + the ledger insert, in one transaction), in alternating rounds of one run: movements per
//     second of each, the ratio (goal >= 0.7), and at the end no negative balance and the ledger
//     sum equal to the balance row, on both sides.
// (b) the inventory list (/supply/inventory's page route) through the API vs the same service
//     call straight on the database, over `--rows` ledger rows and `--skus` SKUs generated with
//     set-based SQL: req/s, p99 and the ratios (goals >= 0.8 and <= 2).
// Usage: npx tsx bench/supply/run.ts [--rows 1000000] [--skus 10000] [--seconds 30] [--list-seconds 15] [--connections 50]
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_supply): the database is
// created when missing, filled to --rows and kept for the next run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_PERMISSIONS } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { inventoryPageOf } from '../../apps/server/src/modules/stock/inventory.service';
import { moveStock } from '../../apps/server/src/modules/stock/ledger';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { AppContext } from '../../apps/server/src/platform/context';
import { AppError } from '../../apps/server/src/platform/http/errors';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';
import { load, measureDirect, settle, startApi, warmUp } from '../support/bench-app';

const GOAL_MOVES = 0.7;
const GOAL_LIST = 0.8;
const GOAL_P99 = 2;
const WAREHOUSES = 5;

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    skus: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '30' },
    'list-seconds': { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
  },
});
const rows = Number(values.rows);
const skuCount = Number(values.skus);
const seconds = Number(values.seconds);
const listSeconds = Number(values['list-seconds']);
const connections = Number(values.connections);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_supply';
const ADMIN_PASSWORD = 'Bench#2026pw';
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Creates the bench database when it is missing (connecting to the server's `postgres` database). */
async function ensureDatabase() {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await c.query(`create database "${name.replace(/"/g, '""')}"`);
  await c.end();
}

const exec = async <T = Record<string, unknown>>(ctx: AppContext, text: string) => (await ctx.database.execSql(text)).rows as T[];

/**
 * Bench data, set-based: warehouses BENCH-WH1…5, `skus` SKUs BENCH-SKU-n, `rows` ledger rows
 * spread over them (positive receipts), and the balances as the ledger's sums. Kept when there.
 */
async function fill(ctx: AppContext) {
  await exec(
    ctx,
    `insert into warehouses (code, name_zh, name_en, type, company)
    select 'BENCH-WH' || i, '压测仓' || i, 'Bench warehouse ' || i, 1, 'Bench' from generate_series(1, ${WAREHOUSES}) i
    on conflict do nothing`,
  );
  const [{ n: haveSkus }] = await exec<{ n: number }>(ctx, `select count(*)::int n from platform_skus where sku_code like 'BENCH-SKU-%'`);
  if (haveSkus < skuCount) {
    console.log(`  seeding ${skuCount - haveSkus} SKUs`);
    await exec(
      ctx,
      `insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
      select 'BENCH-SKU-' || i, '压测SKU ' || i, 'Bench SKU ' || i, 1, 1, 'BENCH-SKU-' || i, 10, 'CNY'
      from generate_series(${haveSkus + 1}, ${skuCount}) i`,
    );
  }
  const [{ n: haveRows }] = await exec<{ n: number }>(ctx, `select count(*)::int n from stock_ledger where doc_type = 'bench'`);
  if (haveRows < rows) {
    console.log(`  seeding ${(rows - haveRows).toLocaleString('en-US')} ledger rows`);
    await exec(
      ctx,
      `
      with s as (select array_agg(id order by id) ids from platform_skus where sku_code like 'BENCH-SKU-%'),
           w as (select array_agg(id order by id) ids from warehouses where code like 'BENCH-WH%')
      insert into stock_ledger (at, sku_id, warehouse_id, qty, kind, doc_type, doc_id, doc_no, operator_id, operator_name, balance_after)
      select now() - (i || ' seconds')::interval, s.ids[1 + i % ${skuCount}], w.ids[1 + (i / ${skuCount}) % ${WAREHOUSES}],
             1 + i % 7, 'adjustment', 'bench', i, 'BENCH' || i, 1, 'bench', 0
      from generate_series(${haveRows + 1}, ${rows}) i, s, w`,
    );
    await exec(
      ctx,
      `
      insert into stock_balances (sku_id, warehouse_id, qty, updated_at)
      select sku_id, warehouse_id, sum(qty), now() from stock_ledger where doc_type = 'bench' group by sku_id, warehouse_id
      on conflict (sku_id, warehouse_id) do update set qty = excluded.qty`,
    );
  }
}

// ---------------------------------------------------------------- (a) movements

type Side = 'moveStock' | 'bare SQL';

/** The contention SKU of each side (two SKUs so neither side's history weighs on the other), starting at 1,000 in warehouse 1. */
async function contentionSkus(ctx: AppContext) {
  await exec(
    ctx,
    `insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
    select c, c, c, 1, 1, c, 1, 'CNY' from unnest(array['BENCH-HOT-A', 'BENCH-HOT-B']) c
    where not exists (select 1 from platform_skus where sku_code = c)`,
  );
  const skus = await exec<{ id: number; sku_code: string }>(
    ctx,
    `select id, sku_code from platform_skus where sku_code in ('BENCH-HOT-A', 'BENCH-HOT-B') order by sku_code`,
  );
  const [{ id: wh }] = await exec<{ id: number }>(ctx, `select id from warehouses where code = 'BENCH-WH1'`);
  // a fresh start each run: their history is the bench's own
  for (const s of skus) {
    await exec(ctx, `delete from stock_ledger where sku_id = ${s.id}`);
    await exec(ctx, `delete from stock_balances where sku_id = ${s.id}`);
  }
  const now = new Date();
  await ctx.db.transaction((tx) =>
    moveStock(
      tx,
      skus.map((s) => ({ skuId: s.id, warehouseId: wh, qty: 1000, kind: 'adjustment' as const, doc: { type: 'benchHot', id: 0, no: 'START' } })),
      { userId: 1, name: 'bench' },
      now,
    ),
  );
  return { moveSku: skus[0]!.id, bareSku: skus[1]!.id, wh };
}

/** The i-th movement of a client: +1 / −1 alternating, and every 7th a bigger outgoing one (−40) that is refused when the stock is short. */
const delta = (i: number) => (i % 7 === 6 ? -40 : i % 2 === 0 ? 1 : -1);

async function bareMove(ctx: AppContext, skuId: number, wh: number, d: number, n: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const r = (await tx.execute(
      sql`update stock_balances set qty = qty + ${d}, updated_at = ${new Date()} where sku_id = ${skuId} and warehouse_id = ${wh} and qty + ${d} >= 0 returning qty`,
    )) as unknown as { rows: Array<{ qty: number }> };
    const after = r.rows[0];
    if (!after) return false;
    await tx.execute(sql`insert into stock_ledger (at, sku_id, warehouse_id, qty, kind, doc_type, doc_id, doc_no, sns, operator_id, operator_name, balance_after)
      values (${new Date()}, ${skuId}, ${wh}, ${d}, ${d > 0 ? 'specialIn' : 'specialOut'}, 'benchHot', ${n}, ${`BH${n}`}, '[]'::jsonb, 1, 'bench', ${after.qty})`);
    return true;
  });
}

async function ledgerMove(ctx: AppContext, skuId: number, wh: number, d: number, n: number): Promise<boolean> {
  try {
    await ctx.db.transaction((tx) =>
      moveStock(
        tx,
        [{ skuId, warehouseId: wh, qty: d, kind: d > 0 ? 'specialIn' : 'specialOut', doc: { type: 'benchHot', id: n, no: `BH${n}` } }],
        { userId: 1, name: 'bench' },
        new Date(),
      ),
    );
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 78101) return false;
    throw e;
  }
}

/** `connections` clients moving stock for `secs` seconds; moves done and refused. */
async function hammer(secs: number, move: (d: number, n: number) => Promise<boolean>) {
  const end = Date.now() + secs * 1000;
  let done = 0;
  let refused = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; Date.now() < end; i++) {
        if (await move(delta(i), ++n)) done++;
        else refused++;
      }
    }),
  );
  return { done, refused };
}

async function check(ctx: AppContext, skuId: number, wh: number) {
  const [r] = await exec<{ qty: number; sum: number; neg: number; min: number }>(
    ctx,
    `select (select qty from stock_balances where sku_id = ${skuId} and warehouse_id = ${wh}) qty,
            (select coalesce(sum(qty), 0)::int from stock_ledger where sku_id = ${skuId} and warehouse_id = ${wh}) sum,
            (select count(*)::int from stock_balances where qty < 0) neg,
            (select coalesce(min(balance_after), 0)::int from stock_ledger where sku_id = ${skuId} and warehouse_id = ${wh}) min`,
  );
  return r!;
}

async function movements(ctx: AppContext) {
  const { moveSku, bareSku, wh } = await contentionSkus(ctx);
  const rounds = 3;
  const per = seconds / rounds;
  const total: Record<Side, { done: number; refused: number }> = { moveStock: { done: 0, refused: 0 }, 'bare SQL': { done: 0, refused: 0 } };
  await hammer(2, (d, n) => ledgerMove(ctx, moveSku, wh, d, n));
  await hammer(2, (d, n) => bareMove(ctx, bareSku, wh, d, n));
  for (let r = 0; r < rounds; r++) {
    for (const side of ['moveStock', 'bare SQL'] as Side[]) {
      const res =
        side === 'moveStock' ? await hammer(per, (d, n) => ledgerMove(ctx, moveSku, wh, d, n)) : await hammer(per, (d, n) => bareMove(ctx, bareSku, wh, d, n));
      total[side].done += res.done;
      total[side].refused += res.refused;
      console.log(
        `  round ${r + 1}: ${side.padEnd(9)} ${((res.done + res.refused) / per).toFixed(0)} movements/s (${res.done} applied, ${res.refused} refused below zero)`,
      );
    }
  }
  const rate = (s: Side) => (total[s].done + total[s].refused) / seconds;
  const ratio = rate('moveStock') / rate('bare SQL');
  const a = await check(ctx, moveSku, wh);
  const b = await check(ctx, bareSku, wh);
  console.log(`\n(a) ${connections} concurrent movements on one SKU and warehouse, ${seconds} s each side (${rounds} alternating rounds)`);
  console.log(`  moveStock: ${rate('moveStock').toFixed(0)} movements/s  (${total.moveStock.done} applied, ${total.moveStock.refused} refused with 78101)`);
  console.log(`  bare SQL:  ${rate('bare SQL').toFixed(0)} movements/s  (${total['bare SQL'].done} applied, ${total['bare SQL'].refused} refused)`);
  console.log(`  throughput moveStock / bare SQL ${ratio.toFixed(2)}   goal >= ${GOAL_MOVES}   ${mark(ratio >= GOAL_MOVES)}`);
  for (const [side, c] of [
    ['moveStock', a],
    ['bare SQL', b],
  ] as const)
    console.log(
      `  ${side.padEnd(9)} end balance ${c.qty}, ledger sum ${c.sum} (${c.qty === c.sum ? 'equal' : 'DIFFERENT'}), lowest balance after ${c.min}, negative balances anywhere ${c.neg}`,
    );
  if (a.qty !== a.sum || b.qty !== b.sum || a.neg > 0 || a.min < 0) process.exitCode = 1;
}

// ---------------------------------------------------------------- (b) the inventory list

async function inventory(ctx: AppContext, env: Record<string, string>) {
  const { base, stop } = await startApi(ctx, env);
  try {
    const login = await fetch(`${base}${ctx.svcPath('plat-user', '/sysUser/login')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
      body: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, ADMIN_PASSWORD) }),
    }).then((r) => r.json());
    if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` };
    const whs = await exec<{ id: number }>(ctx, `select id from warehouses where code like 'BENCH-WH%' order by id`);
    // what people ask: one warehouse, in stock only, most first; a SKU code prefix; page 2 of everything
    const bodies: object[] = [
      ...whs.map((w) => ({ current: 1, size: 20, warehouseId: w.id, nonZero: true, sort: { field: 'qty', order: 'desc' } })),
      { current: 1, size: 20, skuCode: 'BENCH-SKU-12' },
      { current: 2, size: 20 },
    ];
    const pathOf = ctx.svcPath('stock', '/inventory/page');
    const sample = await fetch(`${base}${pathOf}`, { method: 'POST', headers, body: JSON.stringify(bodies[0]) }).then((r) => r.json());
    if (sample.code !== 2000) throw new Error(`the list answered ${JSON.stringify(sample)}`);
    const [{ n: ledgerRows }] = await exec<{ n: number }>(ctx, 'select count(*)::int n from stock_ledger');
    const [{ n: balances }] = await exec<{ n: number }>(ctx, 'select count(*)::int n from stock_balances');
    console.log(
      `\n(b) inventory list: ${ledgerRows.toLocaleString('en-US')} ledger rows, ${balances.toLocaleString('en-US')} balances of ${skuCount.toLocaleString('en-US')} SKUs; ` +
        `one page answers ${sample.data.records.length} of ${sample.data.totalEstimated ? 'about ' : ''}${sample.data.total.toLocaleString('en-US')}`,
    );
    const req = { headers: { language: 'zh-CN' }, auth: { userId: 1, permissions: new Set(ALL_PERMISSIONS.map((p) => p.name)) } } as unknown as FastifyRequest;
    const requests = bodies.map((b) => ({ method: 'POST' as const, path: pathOf, headers, body: JSON.stringify(b) }));
    let k = 0;
    const direct = () => inventoryPageOf(ctx, req, bodies[k++ % bodies.length] as Parameters<typeof inventoryPageOf>[2]);
    await settle(ctx, ['stock_balances', 'stock_ledger', 'platform_skus']);
    await warmUp({ url: base, requests }, direct, connections, 5);
    const rounds = 3;
    const api = { requests: 0, p99: 0 };
    const db = { requests: 0, p99: 0 };
    for (let r = 0; r < rounds; r++) {
      const res = await load({ url: base, connections, duration: listSeconds / rounds, requests });
      if (res.non2xx > 0 || res.errors > 0) throw new Error(`API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
      api.requests += res.requests.total;
      api.p99 = Math.max(api.p99, res.latency.p99);
      console.log(
        `  round ${r + 1}: API      ${(res.requests.total / (listSeconds / rounds)).toFixed(0)} req/s  p50 ${res.latency.p50} ms  p99 ${res.latency.p99} ms`,
      );
      const d = await measureDirect(direct, listSeconds / rounds, connections);
      db.requests += d.rps * (listSeconds / rounds);
      db.p99 = Math.max(db.p99, d.p99);
      console.log(`  round ${r + 1}: database ${d.rps.toFixed(0)} req/s  p99 ${d.p99.toFixed(1)} ms`);
    }
    const ratio = api.requests / db.requests;
    const p99 = api.p99 / db.p99;
    console.log(`  API:      ${(api.requests / listSeconds).toFixed(0)} req/s   p99 ${api.p99.toFixed(1)} ms`);
    console.log(`  database: ${(db.requests / listSeconds).toFixed(0)} req/s   p99 ${db.p99.toFixed(1)} ms   (the same service call, no HTTP)`);
    console.log(`  throughput API / database ${ratio.toFixed(2)}   goal >= ${GOAL_LIST}   ${mark(ratio >= GOAL_LIST)}`);
    console.log(`  p99 API / database        ${p99.toFixed(2)}   goal <= ${GOAL_P99}     ${mark(p99 <= GOAL_P99)}`);
  } finally {
    await stop();
  }
}

async function main() {
  await ensureDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-supply-'));
  const env = {
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    CAPTCHA_ENABLED: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
  } as const;
  const ctx = await createContext(loadConfig({ ...process.env, ...env }));
  try {
    await seed(ctx, () => {});
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(ADMIN_PASSWORD), passwordExpired: false, lockFlag: false })
      .where(eq(users.username, 'admin'));
    await fill(ctx);
    console.log(`${ctx.database.kind}, ${os.cpus().length} cores, ${connections} concurrent clients`);
    await movements(ctx);
    await inventory(ctx, env);
  } finally {
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
