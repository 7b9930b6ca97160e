// bench/events/events.ts: tracking events at scale (issue 34), PostgreSQL (BENCH_DATABASE_URL, a scratch
// database made and dropped; default postgres://postgres@127.0.0.1:5432/postgres).
// (1) ingest: `--events` events in batches of 500 through POST /{svc}-app/tracking/events (`--senders`
//     at once) vs a bare multi-row INSERT of the same number of rows into tracking_raw_events (goal ≥ 0.5×);
//     then the same batches sent again: nothing stored twice.
// (2) the rollups recomputed over the window, then a dashboard query (events per day over 30 days from the
//     daily rollup, eventCounts) p99 (goal ≤ 100 ms) vs the same SQL run directly (goal ≥ 0.8×).
// (3) a 31-day detail search by SN through the API, p99 (goal ≤ 500 ms).
// (4) `--history` events spread over the 30 days before the ingest window, written straight into their
//     partitions, then the month of partitions dropped (goal < 1 s).
// Usage: npx tsx bench/events/events.ts [--events 200000] [--senders 8] [--history 300000]

import { parseArgs } from 'node:util';
import pg from 'pg';
import { postgresEventStore, type RawEvent } from '../../apps/server/src/modules/tracking/event-store';
import { dropPartitionsBefore, ensurePartitions, maintainPartitions } from '../../apps/server/src/modules/tracking/partitions';
import { eventCounts } from '../../apps/server/src/modules/tracking/queries';
import { recomputeRollups } from '../../apps/server/src/modules/tracking/rollups';
import { startBenchServer } from '../support/bench-app';
import { mark } from '../support/compare-rounds';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '200000' },
    senders: { type: 'string', default: '8' },
    history: { type: 'string', default: '300000' },
  },
});
const EVENTS = Number(values.events);
const SENDERS = Number(values.senders);
const HISTORY = Number(values.history);
const BATCH = 500;
const DAY = 86_400_000;
const DEVICES = 20_000;
const n = (x: number) => x.toLocaleString('en-US');
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;

// the API in a server process of its own (as deployed), on a scratch database this process seeds and reads
const server = await startBenchServer('events');
const { ctx, base, loginBody } = server;
try {
  const login = await (
    await fetch(`${base}/lenkor-plat-user/sysUser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
      body: loginBody,
    })
  ).json();
  const auth = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown, headers: Record<string, string> = auth) =>
    (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  const codes = ['diag_run', 'vin_scan', 'report_upload', 'app_start'];
  for (const code of codes)
    await post('/lenkor-tracking/customEvent/save', {
      code,
      nameZh: code,
      nameEn: code,
      owner: 'bench',
      enforcement: 'reject',
      properties: [{ name: 'result', type: 'string', required: true, enumValues: ['ok', 'fail'] }],
    });
  const key = (await post('/lenkor-tracking/publicKey/save', { name: 'bench' })).data.key as string;
  await maintainPartitions(ctx);
  const now = ctx.clock.now();
  const at = (i: number) => new Date(now - (i % (6 * 24)) * 3_600_000 - 60_000).toISOString();
  const event = (i: number, prefix: string) => ({
    clientId: `${prefix}-${i.toString(36).padStart(8, '0')}`,
    event: codes[i % codes.length]!,
    time: at(i),
    sn: `SN${(i % DEVICES).toString().padStart(8, '0')}`,
    softCode: `SW${i % 5}`,
    version: `1.${i % 7}.0`,
    country: ['CN', 'US', 'DE', 'JP'][i % 4],
    productModel: `M${i % 11}`,
    properties: { result: i % 13 ? 'ok' : 'fail', sessionId: `s${i % 50_000}` },
  });

  // (1) ingest through the API vs a bare multi-row INSERT
  const batches = Math.ceil(EVENTS / BATCH);
  const sendAll = async (prefix: string) => {
    let next = 0;
    let stored = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        for (let b = next++; b < batches; b = next++) {
          const events = Array.from({ length: Math.min(BATCH, EVENTS - b * BATCH) }, (_, k) => event(b * BATCH + k, prefix));
          const r = await post('/lenkor-app/tracking/events', { events }, { 'content-type': 'application/json', 'x-tracking-key': key });
          if (r.code !== 2000) throw new Error(JSON.stringify(r).slice(0, 300));
          stored += r.data.accepted;
        }
      }),
    );
    return { seconds: (performance.now() - t0) / 1000, stored };
  };
  const api = await sendAll('api');
  const again = await sendAll('api');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const eventIds = (await client.query<{ id: number; code: string }>('select id, code from tracking_events')).rows;
  const idOf = new Map(eventIds.map((r) => [r.code, r.id]));
  let nextBare = 0;
  const t1 = performance.now();
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: SENDERS });
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let b = nextBare++; b < batches; b = nextBare++) {
        const rows = Array.from({ length: Math.min(BATCH, EVENTS - b * BATCH) }, (_, k) => event(b * BATCH + k, 'bare'));
        const params: unknown[] = [];
        const tuples = rows.map((e, r) => {
          params.push(e.time, idOf.get(e.event), e.sn, e.softCode, e.version, e.country, e.productModel, JSON.stringify(e.properties), e.clientId);
          return `(${Array.from({ length: 9 }, (_, c) => `$${r * 9 + c + 1}`).join(',')})`;
        });
        await pool.query(
          `insert into tracking_raw_events (occurred_at, event_id, sn, soft_code, version, country, product_model, properties, client_id) values ${tuples.join(',')}`,
          params,
        );
      }
    }),
  );
  const bare = (performance.now() - t1) / 1000;
  await pool.end();
  const ratio = EVENTS / api.seconds / (EVENTS / bare);
  console.log(`(1) ingest of ${n(EVENTS)} events in batches of ${BATCH}, ${SENDERS} senders`);
  console.log(`    device API ${n(Math.round(EVENTS / api.seconds))} events/s (${api.seconds.toFixed(1)} s), stored ${n(api.stored)}`);
  console.log(`    bare multi-row INSERT ${n(Math.round(EVENTS / bare))} events/s (${bare.toFixed(1)} s)`);
  console.log(
    `    ratio ${ratio.toFixed(2)}x (goal >= 0.5: ${mark(ratio >= 0.5)}); resent: ${n(again.stored)} stored again (goal 0: ${mark(again.stored === 0)})`,
  );

  // (2) rollups, then the dashboard query from them vs the same SQL directly
  const r0 = performance.now();
  const rolled = await recomputeRollups(ctx, 7);
  console.log(`(2) rollups of 7 days: ${n(rolled.rows)} rows in ${((performance.now() - r0) / 1000).toFixed(2)} s`);
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - 29 * DAY).toISOString().slice(0, 10);
  const viaArea: number[] = [];
  const direct: number[] = [];
  const sqlText = `select to_char(day, 'YYYY-MM-DD') as key, sum(events)::int as events, sum(devices)::int as devices from tracking_rollup_daily where day >= $1 and day <= $2 group by 1 order by 1`;
  for (let i = 0; i < 300; i++) {
    const a = performance.now();
    await eventCounts(ctx, { from, to, groupBy: 'day' });
    viaArea.push(performance.now() - a);
    const b = performance.now();
    await client.query(sqlText, [from, to]);
    direct.push(performance.now() - b);
  }
  const dashRatio = p99(direct) / p99(viaArea);
  console.log(
    `    dashboard query (30 days per day, eventCounts) p99 ${p99(viaArea).toFixed(1)} ms (goal <= 100: ${mark(p99(viaArea) <= 100)}); the same SQL directly p99 ${p99(direct).toFixed(1)} ms: ${dashRatio.toFixed(2)}x (goal >= 0.8: ${mark(dashRatio >= 0.8)})`,
  );

  // (3) a 31-day detail search by SN through the API
  const searches: number[] = [];
  for (let i = 0; i < 200; i++) {
    const a = performance.now();
    const r = await post('/lenkor-tracking/search/detail', {
      from: new Date(now - 31 * DAY + 60_000).toISOString(),
      to: new Date(now).toISOString(),
      sn: `SN${((i * 97) % DEVICES).toString().padStart(8, '0')}`,
      size: 20,
    });
    if (r.code !== 2000) throw new Error(JSON.stringify(r));
    searches.push(performance.now() - a);
  }
  console.log(`(3) 31-day detail search by SN (API, 20 rows) p99 ${p99(searches).toFixed(1)} ms (goal <= 500: ${mark(p99(searches) <= 500)})`);

  // (4) a month of older partitions, then dropped whole
  const oldest = now - 40 * DAY;
  const days = Array.from({ length: 30 }, (_, d) => new Date(oldest + d * DAY).toISOString().slice(0, 10));
  await ensurePartitions(ctx.db, days);
  for (let i = 0; i < HISTORY; i += 5000) {
    const rows: RawEvent[] = Array.from({ length: Math.min(5000, HISTORY - i) }, (_, k) => {
      const e = event(i + k, 'hist');
      return {
        occurredAt: new Date(oldest + ((i + k) % 30) * DAY + 3_600_000).toISOString(),
        eventId: idOf.get(e.event)!,
        sn: e.sn,
        softCode: e.softCode,
        version: e.version,
        country: e.country ?? null,
        productModel: e.productModel,
        properties: e.properties,
        clientId: e.clientId,
      };
    });
    await postgresEventStore.insert(ctx.db, rows);
  }
  const [{ count }] = (await client.query<{ count: string }>('select count(*) from tracking_raw_events')).rows as [{ count: string }];
  const d0 = performance.now();
  const dropped = await dropPartitionsBefore(ctx.db, new Date(oldest + 30 * DAY).toISOString().slice(0, 10));
  const dropMs = performance.now() - d0;
  console.log(
    `(4) ${n(HISTORY)} events over 30 older days (${n(Number(count))} rows in all): ${dropped.length} partitions dropped in ${dropMs.toFixed(0)} ms (goal < 1000: ${mark(dropMs < 1000)})`,
  );

  // (5) the server killed (kill -9) halfway through a run, then every batch sent again to a new one: nothing lost, nothing doubled
  const CRASH = Math.min(EVENTS, 100_000);
  const crashBatches = Math.ceil(CRASH / BATCH);
  const crashBatch = (b: number) => ({ events: Array.from({ length: Math.min(BATCH, CRASH - b * BATCH) }, (_, k) => event(b * BATCH + k, 'crash')) });
  const send = (to: string, b: number) =>
    fetch(`${to}/lenkor-app/tracking/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tracking-key': key },
      body: JSON.stringify(crashBatch(b)),
    }).then((r) => r.json());
  const victim = await server.startAnother();
  let acknowledged = 0;
  let killed = false;
  let nextCrash = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let b = nextCrash++; b < crashBatches; b = nextCrash++) {
        if (!killed && acknowledged >= Math.floor(crashBatches / 2)) {
          killed = true;
          victim.crash();
        }
        const r = await send(victim.base, b).catch(() => null);
        if (!r) return; // the server is gone: this sender stops, as a device would until it reconnects
        acknowledged++;
      }
    }),
  );
  const survivor = await server.startAnother();
  let resentStored = 0;
  for (let b = 0; b < crashBatches; b++) {
    const r = await send(survivor.base, b);
    if (r.code !== 2000) throw new Error(JSON.stringify(r).slice(0, 300));
    resentStored += r.data.accepted;
  }
  await survivor.stop();
  const [{ kept, distinct }] = (
    await client.query<{ kept: string; distinct: string }>(
      `select count(*) as kept, count(distinct client_id) as distinct from tracking_raw_events where client_id like 'crash-%'`,
    )
  ).rows as [{ kept: string; distinct: string }];
  const intact = Number(kept) === CRASH && Number(distinct) === CRASH;
  console.log(
    `(5) kill -9 after ${acknowledged} of ${crashBatches} batches were answered, then all ${crashBatches} sent again: ${n(Number(kept))} of ${n(CRASH)} events kept, ${n(Number(kept) - Number(distinct))} doubled, ${n(resentStored)} stored by the resend (goal: none lost or doubled: ${mark(intact)})`,
  );
  await client.end();
} finally {
  await server.stop();
}
