// bench/ledger/ledger.ts: the value ledger under load (issue 35, decision 0040), PostgreSQL
// (BENCH_DATABASE_URL, a scratch database made and dropped; default postgres://postgres@127.0.0.1:5432/test).
// (1) 100 concurrent redemptions of one sold card by 100 customers through the customer API: exactly one wins.
// (2) 100 concurrent spends of 1 point from a balance of 50 (two awards) through the staff API: 50 win,
//     the balance never goes below zero and equals the sum of its entries; the draws add up to the spends.
// (3) ledger writes (appendLedgerEntries, batches of 500) vs bare multi-row INSERTs of the same entries (goal ≥ 0.5×).
// (4) the full declaration's export over `--entries` card entries (a background job's path: the report
//     frame's keyset batches into the streaming xlsx writer) vs bare exceljs of the same rows read by a
//     plain keyset SELECT: memory growth (goal < 64 MB) and throughput (goal ≥ 0.8×).
// Usage: node --expose-gc --import tsx bench/ledger/ledger.ts [--entries 1000000] [--writes 20000]  (BENCH_PROFILE=1: the export batch plan)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openCustomerSession } from '../../apps/server/src/modules/customers/customer-sessions';
import { insertCustomer } from '../../apps/server/src/modules/customers/customers.repository';
import { exportBatches, exportPlan, filtersOf, xlsxColumns } from '../../apps/server/src/modules/finance/report-frame';
import { FINANCE_REPORT_DEFS } from '../../apps/server/src/modules/finance/reports';
import { appendLedgerEntries, type LedgerEntryInput } from '../../apps/server/src/modules/ledger';
import { writeXlsx } from '../../apps/server/src/platform/kit/xlsx';
import { startBenchApp } from '../support/bench-app';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' }, writes: { type: 'string', default: '20000' } } });
const ENTRIES = Number(values.entries);
const WRITES = Number(values.writes);
const n = (x: number) => x.toLocaleString('en-US');
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
const MONTH = '2026-03';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const bench = await startBenchApp('ledger');
const { ctx, base } = bench;
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await ctx.database.execSql(text, params)).rows as T[];
try {
  const login = await (
    await fetch(`${base}/lenkor-plat-user/sysUser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
      body: bench.loginBody,
    })
  ).json();
  const staff = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
  const call = async (p: string, body: unknown, headers: Record<string, string> = staff) =>
    (await fetch(`${base}${p}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  const now = new Date();
  const customers = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const c = await insertCustomer(ctx.db, {
        account: `bench-${i}@example.com`,
        email: `bench-${i}@example.com`,
        passwordHash: 'x',
        classification: 'normal',
        language: 'en-US',
        registeredAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const tokens = await openCustomerSession(ctx, ctx.db, c);
      return { id: c.id, headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' } };
    }),
  );

  // (1) one card, 100 customers at once
  const made = await call('/lenkor-user/pointCard/generate', { cardType: 275, count: 1, faceValue: 100 });
  if (made.code !== 2000) throw new Error(`generate: ${JSON.stringify(made)} login: ${JSON.stringify(login).slice(0, 200)}`);
  const page = await call('/lenkor-user/pointCard/page', { current: 1, size: 10, batchNo: made.data.batchNo });
  if (page.code !== 2000) throw new Error(`page: ${JSON.stringify(page).slice(0, 300)}`);
  const [card] = page.data.records;
  await call('/lenkor-user/pointCard/sell', { id: card.id, version: card.version, orderNo: 'BENCH-1', amount: 10, currency: 'USD' });
  const redeemed = await Promise.all(customers.map((c) => call('/lenkor-app/card/redeem', { cardNo: card.cardNo }, c.headers)));
  const wins = redeemed.filter((r) => r.code === 2000).length;
  const [{ k }] = await q<{ k: number }>(`select count(*)::int as k from value_ledger where card_id = $1 and kind = 'redeem'`, [card.id]);
  console.log(
    `(1) 100 concurrent redemptions of one card: ${wins} won, ${n(redeemed.length - wins)} refused (${[...new Set(redeemed.filter((r) => r.code !== 2000).map((r) => r.code))].join(', ')}), ${k} redeem entry — ${mark(wins === 1 && k === 1)}`,
  );

  // (2) 100 spends of 1 from 50 points held in two awards (the one expiring first drawn first)
  const holder = customers[1]!.id;
  const before = await q<{ p: number }>('select points as p from customers where id = $1', [holder]);
  await call('/lenkor-user/customer/points', { id: holder, delta: 20, reason: 'bench award a' });
  await call('/lenkor-user/customer/points', { id: holder, delta: 30 - before[0]!.p, reason: 'bench award b' });
  const held = (await q<{ p: number }>('select points as p from customers where id = $1', [holder]))[0]!.p;
  const spends = await Promise.all(Array.from({ length: 100 }, () => call('/lenkor-user/customer/points', { id: holder, delta: -1, reason: 'bench spend' })));
  const ok = spends.filter((r) => r.code === 2000).length;
  const [acct] = await q<{ p: number; s: number; d: number; lo: number }>(
    `select c.points as p,
       (select coalesce(sum(points), 0)::int from value_ledger where account = 'points' and customer_id = c.id) as s,
       (select coalesce(sum(points), 0)::int from points_allocations where customer_id = c.id) as d,
       (select min(balance_after)::int from points_movements where customer_id = c.id) as lo
     from customers c where c.id = $1`,
    [holder],
  );
  console.log(
    `(2) 100 concurrent spends of 1 from ${held}: ${ok} won, ${100 - ok} refused (73303); balance ${acct!.p}, sum of entries ${acct!.s}, drawn from awards ${acct!.d}, lowest balance ${acct!.lo} — ${mark(ok === held && acct!.p === 0 && acct!.s === 0 && acct!.d === held && acct!.lo >= 0)}`,
  );

  // (3) ledger writes vs bare INSERTs of the same entries
  const at = new Date('2025-06-01T00:00:00Z');
  const entry = (i: number): LedgerEntryInput => ({
    account: 'points',
    kind: 'credit',
    points: 1 + (i % 7),
    customerId: customers[2 + (i % 90)]!.id,
    reason: 'bench write',
    ruleCode: 'staff_grant',
    actorKind: 'system',
    createdAt: at,
  });
  const BATCH = 500;
  const viaLedger = async (offset: number, count: number) => {
    const t1 = performance.now();
    for (let i = 0; i < count; i += BATCH)
      await appendLedgerEntries(
        ctx.db,
        Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => entry(offset + i + j)),
      );
    return performance.now() - t1;
  };
  const bareInsert = async (offset: number, count: number) => {
    const t1 = performance.now();
    for (let i = 0; i < count; i += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => entry(offset + i + j));
      const params: unknown[] = [];
      const tuples = rows.map((r) => {
        params.push(r.account, r.kind, r.points, r.customerId, r.reason, r.ruleCode, r.actorKind, r.createdAt);
        const b = params.length - 8;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8})`;
      });
      await ctx.database.execSql(
        `insert into value_ledger (account, kind, points, customer_id, reason, rule_code, actor_kind, created_at) values ${tuples.join(', ')}`,
        params,
      );
    }
    return performance.now() - t1;
  };
  // five rounds, each side in turn (the machine is shared): the median round of each
  const ROUNDS = 5;
  const per = Math.ceil(WRITES / ROUNDS);
  const ledgerRounds: number[] = [];
  const bareRounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    ledgerRounds.push(await viaLedger(r * per, per));
    bareRounds.push(await bareInsert(r * per, per));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! * ROUNDS;
  const ledgerMs = median(ledgerRounds);
  const bareMs = median(bareRounds);
  const writeRatio = bareMs / ledgerMs;
  console.log(
    `(3) ${n(WRITES)} entries: ledger ${n(Math.round(WRITES / (ledgerMs / 1000)))}/s, bare INSERT ${n(Math.round(WRITES / (bareMs / 1000)))}/s — ratio ${writeRatio.toFixed(2)}× (goal ≥ 0.5×) ${mark(writeRatio >= 0.5)}`,
  );

  // (4) the full declaration's export over ENTRIES card entries of one month
  const CARDS = Math.ceil(ENTRIES / 5);
  const start = Date.parse(`${MONTH}-01T00:00:00Z`);
  const t0 = performance.now();
  await q(
    `insert into point_cards (card_no, card_type, status, batch_no, face_value, created_at)
     select 'B' || lpad(i::text, 12, '0'), (array[273, 275, 277, 281])[1 + i % 4], 'redeemed', 'BENCH', 100, now() from generate_series(1, $1::int) i`,
    [CARDS],
  );
  await q(
    `insert into value_ledger (account, card_id, card_no, kind, status_after, amount, currency, actor_kind, created_at)
     select 'card', c.id, c.card_no, k.kind, k.status, case when k.kind = 'sell' then 25 + (c.id % 50) end, case when k.kind = 'sell' then 'USD' end, 'system',
       $1::timestamptz + ((c.id * 5 + k.o) % 2500000) * interval '1 second'
     from point_cards c
     cross join (values (1, 'issue', 'shipped'), (2, 'sell', 'sold'), (3, 'lock', 'locked'), (4, 'unlock', 'sold'), (5, 'redeem', 'redeemed')) as k(o, kind, status)
     where c.batch_no = 'BENCH' order by c.id, k.o`,
    [new Date(start + 3_600_000).toISOString()],
  );
  await q('analyze value_ledger');
  await q('analyze point_cards');
  const [{ m }] = await q<{ m: number }>(`select count(*)::int as m from value_ledger where account = 'card' and card_no like 'B%'`);
  console.log(`    ${n(m)} card entries of ${n(CARDS)} cards written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  const measure = async (name: string, run: (out: fs.WriteStream) => Promise<number>) => {
    global.gc?.();
    const base0 = process.memoryUsage().rss;
    let peak = base0;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const t1 = performance.now();
    const out = fs.createWriteStream(path.join(dir, `${name}.xlsx`));
    const done = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
    });
    const rows = await run(out);
    await done;
    const ms = performance.now() - t1;
    clearInterval(timer);
    return { rows, ms, growthMb: (peak - base0) / 1024 / 1024, bytes: fs.statSync(path.join(dir, `${name}.xlsx`)).size };
  };
  const def = FINANCE_REPORT_DEFS.get('fullDeclaration')!;
  const f = filtersOf({ month: MONTH, zone: 0 }, 'en-US');
  const frame = await measure('frame', (out) =>
    writeXlsx(out, { sheetName: 'Full declaration', columns: xlsxColumns(def), lang: 'en-US', batches: exportBatches(ctx.db, def, f) }),
  );
  // bare: the same rows' plain columns by a keyset SELECT, straight into exceljs
  const bare = await measure('bare', async (out) => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const ws = wb.addWorksheet('bare');
    const cols = xlsxColumns(def);
    ws.columns = cols.map((c) => ({ header: c.header['en-US'], key: c.key, width: 16 }));
    let after = 0;
    let rows = 0;
    for (;;) {
      const batch = await q<Record<string, unknown>>(
        `select e.id, e.created_at, e.card_no, c.card_type, e.kind, e.currency, e.amount from value_ledger e join point_cards c on c.id = e.card_id
         where e.account = 'card' and e.created_at >= $1 and e.created_at < $2 and e.id > $3 order by e.id limit 5000`,
        [f.from.toISOString(), f.to.toISOString(), after],
      );
      if (batch.length === 0) break;
      for (const r of batch) {
        ws.addRow([
          String(r.id),
          r.created_at,
          'card',
          r.card_no,
          r.card_type,
          r.kind,
          r.currency,
          null,
          Number(r.amount ?? 0),
          Number(r.amount ?? 0),
          0,
          0,
          0,
        ]).commit();
        rows++;
      }
      after = Number(batch.at(-1)!.id);
    }
    ws.commit();
    await wb.commit();
    return rows;
  });
  const speed = (x: { rows: number; ms: number }) => x.rows / (x.ms / 1000);
  if (process.env.BENCH_PROFILE) {
    const plan = (await ctx.db.execute(
      sql`explain analyze select * from (${exportPlan(def).source({ ...f, afterKey: 0 })}) r where r.k > ${0} order by r.k limit ${5000}`,
    )) as unknown as { rows: Array<Record<string, string>> };
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    const t2 = performance.now();
    let c = 0;
    for await (const b of exportBatches(ctx.db, def, f)) c += b.length;
    console.log(`    profile: frame batches alone ${c} rows in ${((performance.now() - t2) / 1000).toFixed(1)} s`);
  }
  const ratio = speed(frame) / speed(bare);
  console.log(
    `(4) full declaration export: ${n(frame.rows)} rows in ${(frame.ms / 1000).toFixed(1)} s (${n(Math.round(speed(frame)))} rows/s, ${(frame.bytes / 1e6).toFixed(0)} MB), memory growth ${frame.growthMb.toFixed(0)} MB (goal < 64 MB) ${mark(frame.growthMb < 64)}`,
  );
  console.log(
    `    bare exceljs of the same rows: ${n(bare.rows)} rows in ${(bare.ms / 1000).toFixed(1)} s (${n(Math.round(speed(bare)))} rows/s), memory growth ${bare.growthMb.toFixed(0)} MB — ratio ${ratio.toFixed(2)}× (goal ≥ 0.8×) ${mark(ratio >= 0.8)}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
} finally {
  await bench.stop();
}
