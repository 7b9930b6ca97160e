// bench/config: the configuration area at scale (issue 32), PostgreSQL only.
// (1) the device API, GET /{svc}-app/terminal/config?app&terminalKey&sn with X-App-Key, for random
//     SNs (every request a full 200, no If-None-Match) through the API vs the same
//     effectiveConfig(…, current) + deviceView straight on the database: req/s, p99 and the ratios
//     (goals: throughput >= 0.8, p99 <= 2). A 304 with the ETag is checked once. The API keeps the
//     configs that reach a product model for a few seconds (effective.ts, cachedFor); the database
//     side reads them every time, as the staff's screen does. The breakdown's last line runs the
//     route's work with that cache, without HTTP: what HTTP adds is the API's figures beside it.
// (2) the blast radius of a general config over all the bench's product models (every device):
//     GET /{svc}-config/generalConfig/revision/preview through the API vs audienceOf straight on
//     the database, `--runs` times each: time (goal <= 2 s).
// Data, set-based (generate_series), topped up when short and kept: `--devices` devices of 10
// product models (80 % activated) with their stock_sns rows (10 serialised SKUs, boxes), 1,000
// general and 1,000 product configs confirmed with one passed revision each, `--specials`
// special configs on the devices' SNs.
// The stock SNs have no dealer (dealer_id null): the preview's by-dealer and by-country groups are
// empty and its second statement (the country join) is cheap here; with dealers it is a second
// full devices × stock_sns join.
// (3) one special config for a list of `--list-sns` SNs through the API: dry run, commit, the server's extra memory
//     (goal <= 64 MB; sn-list-import.ts).
// Usage: npx tsx bench/config/run.ts [--devices 1000000] [--specials 200000] [--seconds 15] [--connections 20] [--runs 3] [--list-sns 50000] [--parts 1,2,3]
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_config): created when
// missing and kept for the next run.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { deviceView, effectiveConfig } from '../../apps/server/src/modules/config/effective';
import { audienceOf } from '../../apps/server/src/modules/stock/audience';
import { authenticateTerminal } from '../../apps/server/src/modules/terminals/terminals.service';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { AppContext } from '../../apps/server/src/platform/context';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';
import { load, measureDirect, settle, startApi, warmUp } from '../support/bench-app';
import { snListImport } from './sn-list-import';

const GOAL_RPS = 0.8;
const GOAL_P99 = 2;
const GOAL_BLAST_MS = 2000;
const MODELS = 10;
const GENERALS = 1000;
const PRODUCTS = 1000;
const SN = (i: string) => `'CFGB' || lpad((${i})::text, 8, '0')`;

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000000' },
    specials: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    'list-sns': { type: 'string', default: '50000' },
    parts: { type: 'string', default: '1,2,3' },
  },
});
const deviceCount = Number(values.devices);
const specialCount = Number(values.specials);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const runs = Number(values.runs);
const listSns = Number(values['list-sns']);
const parts = new Set(values.parts.split(','));
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_config';
const ADMIN_PASSWORD = 'Bench#2026pw';
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
const n = (x: number) => x.toLocaleString('en-US');

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
const count = async (ctx: AppContext, text: string) => Number((await exec<{ n: number }>(ctx, text))[0]!.n);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await fn();
  console.log(`  ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return r;
}

/** The bench data, set-based and kept: each part topped up only when short. */
async function fill(ctx: AppContext) {
  await exec(
    ctx,
    `insert into product_models (product_id, code, name_zh, name_en)
    select 1, 'BENCH-CFG-M' || i, '压测型号' || i, 'Bench model ' || i from generate_series(1, ${MODELS}) i
    where not exists (select 1 from product_models where lower(code) = lower('BENCH-CFG-M' || i) and del_flag = false)`,
  );
  await exec(
    ctx,
    `insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency, product_model_id, serialised)
    select 'BENCH-CFG-SKU-' || i, '压测SKU' || i, 'Bench SKU ' || i, 1, 1, 'BENCH-CFG-SKU-' || i, 10, 'CNY',
           (select id from product_models where code = 'BENCH-CFG-M' || i and del_flag = false), true
    from generate_series(1, ${MODELS}) i
    where not exists (select 1 from platform_skus where lower(sku_code) = lower('BENCH-CFG-SKU-' || i) and del_flag = false)`,
  );
  const models = `(select array_agg(id order by id) ids from product_models where code like 'BENCH-CFG-M%' and del_flag = false)`;
  const skus = `(select array_agg(id order by id) ids from platform_skus where sku_code like 'BENCH-CFG-SKU-%' and del_flag = false)`;

  const haveDevices = await count(ctx, `select count(*)::int n from devices where sn like 'CFGB%'`);
  if (haveDevices < deviceCount)
    await timed(`seeded ${n(deviceCount - haveDevices)} devices`, () =>
      exec(
        ctx,
        `insert into devices (sn, product_id, product_model_id, status, activation_time)
        select ${SN('i')}, 1, m.ids[1 + i % ${MODELS}],
               case when i % 5 = 0 then 'unactivated' else 'activated' end,
               case when i % 5 = 0 then null else now() - ((i % 700) || ' days')::interval end
        from generate_series(${haveDevices + 1}, ${deviceCount}) i, ${models} m`,
      ),
    );
  const haveSns = await count(ctx, `select count(*)::int n from stock_sns where sn like 'CFGB%'`);
  if (haveSns < deviceCount)
    await timed(`seeded ${n(deviceCount - haveSns)} stock SNs`, () =>
      exec(
        ctx,
        `insert into stock_sns (sn, sku_id, status, box_no)
        select ${SN('i')}, k.ids[1 + i % ${MODELS}], 'shipped', 'CFGBOX' || (i / 50)
        from generate_series(${haveSns + 1}, ${deviceCount}) i, ${skus} k`,
      ),
    );
  const haveGeneral = await count(ctx, `select count(*)::int n from config_general where config_no like 'BGC%'`);
  if (haveGeneral < GENERALS)
    await timed(`seeded ${n(GENERALS - haveGeneral)} general configs`, async () => {
      // every 10th names a SKU code (reaches only that SKU's devices)
      await exec(
        ctx,
        `insert into config_general (status, applied_seq, created_by, creator_name, config_no, product_model_ids, software_package_no, function_package_no, sku_codes)
        select 'confirmed', 1, 1, 'bench', 'BGC' || lpad(i::text, 6, '0'), array[m.ids[1 + i % ${MODELS}]], 'SW-G' || i, 'FN-G' || i,
               case when i % 10 = 0 then array['BENCH-CFG-SKU-' || (1 + i % ${MODELS})]::varchar[] else '{}'::varchar[] end
        from generate_series(${haveGeneral + 1}, ${GENERALS}) i, ${models} m`,
      );
      await exec(
        ctx,
        `insert into config_revisions (kind, object_id, seq, state, data, author_id, author_name, reviewer_id, reviewer_name, decided_at)
        select 'general', c.id, 1, 'passed',
               jsonb_build_object('productModelIds', to_jsonb(c.product_model_ids), 'softwarePackageNo', c.software_package_no,
                                  'functionPackageNo', c.function_package_no, 'skuCodes', to_jsonb(c.sku_codes), 'remark', null),
               1, 'bench', 1, 'bench', now() - (c.id || ' minutes')::interval
        from config_general c where c.config_no like 'BGC%'
        and not exists (select 1 from config_revisions r where r.kind = 'general' and r.object_id = c.id)`,
      );
    });
  const haveProduct = await count(ctx, `select count(*)::int n from config_product where package_no like 'BPC%'`);
  if (haveProduct < PRODUCTS)
    await timed(`seeded ${n(PRODUCTS - haveProduct)} product configs`, async () => {
      await exec(
        ctx,
        `insert into config_product (status, applied_seq, created_by, creator_name, package_no, name, product_model_id, software_package_no, firmware, activation_type, brand_count)
        select 'confirmed', 1, 1, 'bench', 'BPC' || lpad(i::text, 6, '0'), 'Bench package ' || i, m.ids[1 + i % ${MODELS}], 'SW-P' || i, 'FW-' || i,
               (array['firstUse', 'binding', 'code'])[1 + i % 3], 1 + i % 20
        from generate_series(${haveProduct + 1}, ${PRODUCTS}) i, ${models} m`,
      );
      await exec(
        ctx,
        `insert into config_revisions (kind, object_id, seq, state, data, author_id, author_name, reviewer_id, reviewer_name, decided_at)
        select 'product', c.id, 1, 'passed',
               jsonb_build_object('name', c.name, 'productModelId', c.product_model_id, 'softwarePackageNo', c.software_package_no, 'firmware', c.firmware,
                                  'activationType', c.activation_type, 'brandCount', c.brand_count, 'manufacturer', null, 'goodsType', null, 'remark', null),
               1, 'bench', 1, 'bench', now() - (c.id || ' minutes')::interval
        from config_product c where c.package_no like 'BPC%'
        and not exists (select 1 from config_revisions r where r.kind = 'product' and r.object_id = c.id)`,
      );
    });
  const haveSpecial = await count(ctx, `select count(*)::int n from config_special where sn like 'CFGB%'`);
  if (haveSpecial < specialCount)
    await timed(`seeded ${n(specialCount - haveSpecial)} special configs`, () =>
      // on every 5th SN (s * 5 − 2: activated ones), half immediate (some expired, some running), half on activation
      exec(
        ctx,
        `insert into config_special (sn, effect_type, effect_at, duration_days, end_at, order_type, software_package_no, function_package_no, brand_count, status, created_by)
        select ${SN(`1 + ((s * 5 - 2) % ${deviceCount})`)}, case when s % 2 = 0 then 'immediate' else 'onActivation' end,
               now() - ((s % 400) || ' days')::interval, 365, now() - ((s % 400) || ' days')::interval + interval '365 days',
               (array['newOrder', 'renewal', 'gift', 'replacement'])[1 + s % 4], 'SW-S' || s, 'FN-S' || s, 1 + s % 5, 'confirmed', 1
        from generate_series(${haveSpecial + 1}, ${specialCount}) s`,
      ),
    );
}

type Api = { base: string; headers: Record<string, string> };

async function signIn(ctx: AppContext, base: string): Promise<Api> {
  const login = await fetch(`${base}${ctx.svcPath('plat-user', '/sysUser/login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
    body: JSON.stringify({ loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, ADMIN_PASSWORD) }),
  }).then((r) => r.json());
  if (login.code !== 2000) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return { base, headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}`, language: 'en-US' } };
}

async function call(api: Api, method: 'GET' | 'POST', p: string, body?: unknown) {
  const r = await fetch(`${api.base}${p}`, { method, headers: api.headers, body: body === undefined ? undefined : JSON.stringify(body) }).then((x) => x.json());
  if (r.code !== 2000) throw new Error(`${p} answered ${JSON.stringify(r).slice(0, 300)}`);
  return r.data;
}

const SN_OF = (i: number) => `CFGB${String(i).padStart(8, '0')}`;
const randomSn = () => SN_OF(1 + Math.floor(Math.random() * deviceCount));

// ---------------------------------------------------------------- (1) the device API

async function deviceApi(ctx: AppContext, api: Api) {
  const key = (await call(api, 'POST', ctx.svcPath('user', '/appKey/save'), { name: `bench-config-${Date.now()}` })).key as string;
  const devHeaders = { 'x-app-key': key, language: 'en-US' };
  const beat = await fetch(`${api.base}${ctx.svcPath('app', '/terminal/heartbeat')}`, {
    method: 'POST',
    headers: { ...devHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ app: 'repair', terminalKey: 'BENCHCFG01', appVersion: 'V5.3.0' }),
  }).then((r) => r.json());
  if (beat.code !== 2000) throw new Error(`heartbeat answered ${JSON.stringify(beat)}`);
  const pathOf = (sn: string) => `${ctx.svcPath('app', '/terminal/config')}?app=repair&terminalKey=BENCHCFG01&sn=${sn}`;
  // one SN with a special config in effect: a full answer, then 304 with its ETag
  const sn0 = 'CFGB00000004';
  const first = await fetch(`${api.base}${pathOf(sn0)}`, { headers: devHeaders });
  const body0 = await first.json();
  if (body0.code !== 2000) throw new Error(`terminal/config answered ${JSON.stringify(body0)}`);
  const etag = first.headers.get('etag')!;
  const again = await fetch(`${api.base}${pathOf(sn0)}`, { headers: { ...devHeaders, 'if-none-match': etag } });
  const direct0 = deviceView(await effectiveConfig(ctx.db, sn0, new Date(), true, 'en-US'));
  const e0 = await effectiveConfig(ctx.db, sn0, new Date(), true, 'en-US');
  console.log(
    `\n(1) device API, random SNs of ${n(deviceCount)}: e.g. ${sn0} → ${JSON.stringify(body0.data)} (direct ${JSON.stringify(direct0) === JSON.stringify(body0.data) ? 'the same' : 'DIFFERENT'}); ` +
      `candidates per item ${e0.items.map((i) => `${i.item} ${i.candidates.length}`).join(', ')}; with its ETag: ${again.status}`,
  );
  const requests = Array.from({ length: 5000 }, () => ({ method: 'GET' as const, path: pathOf(randomSn()), headers: devHeaders }));
  const direct = async () => deviceView(await effectiveConfig(ctx.db, randomSn(), new Date(), true, 'en-US'));
  await warmUp({ url: api.base, requests }, direct, connections);
  const rounds = 3;
  const per = seconds / rounds;
  const a = { requests: 0, p99: 0 };
  const d = { requests: 0, p99: 0 };
  for (let r = 0; r < rounds; r++) {
    const res = await load({ url: api.base, connections, duration: per, requests });
    if (res.non2xx > 0 || res.errors > 0) throw new Error(`API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
    a.requests += res.requests.total;
    a.p99 = Math.max(a.p99, res.latency.p99);
    console.log(`  round ${r + 1}: API      ${(res.requests.total / per).toFixed(0)} req/s  p50 ${res.latency.p50} ms  p99 ${res.latency.p99} ms`);
    const m = await measureDirect(direct, per, connections);
    d.requests += m.rps * per;
    d.p99 = Math.max(d.p99, m.p99);
    console.log(`  round ${r + 1}: database ${m.rps.toFixed(0)} req/s  mean ${m.mean.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms`);
  }
  const ratio = a.requests / d.requests;
  const p99 = a.p99 / d.p99;
  console.log(`  API:      ${(a.requests / seconds).toFixed(0)} req/s   p99 ${a.p99.toFixed(1)} ms`);
  console.log(`  database: ${(d.requests / seconds).toFixed(0)} req/s   p99 ${d.p99.toFixed(1)} ms   (effectiveConfig + deviceView, no HTTP)`);
  console.log(`  throughput API / database ${ratio.toFixed(2)}   goal >= ${GOAL_RPS}   ${mark(ratio >= GOAL_RPS)}`);
  console.log(`  p99 API / database        ${p99.toFixed(2)}   goal <= ${GOAL_P99}     ${mark(p99 <= GOAL_P99)}`);
  // where the API's extra time goes: the route's steps in this process, without HTTP, at the same concurrency
  const req = { headers: devHeaders } as unknown as FastifyRequest;
  const auth = await measureDirect(() => authenticateTerminal(ctx, req, 'repair', 'BENCHCFG01'), per, connections);
  console.log(
    `  breakdown: the terminal check alone (app key lookup + its last_used_at UPDATE + terminal row) ${auth.rps.toFixed(0)} req/s  mean ${auth.mean.toFixed(1)} ms  p99 ${auth.p99.toFixed(1)} ms`,
  );
  const [{ id: keyId }] = await exec<{ id: number }>(ctx, `select id from app_keys where key_hash = encode(sha256('${key}'::bytea), 'hex')`);
  const touch = await measureDirect(() => exec(ctx, `update app_keys set last_used_at = now() where id = ${keyId}`), per, connections);
  console.log(
    `  breakdown: its UPDATE app_keys … last_used_at alone, one row for all terminals      ${touch.rps.toFixed(0)} req/s  mean ${touch.mean.toFixed(1)} ms  p99 ${touch.p99.toFixed(1)} ms`,
  );
  const route = await measureDirect(
    async () => {
      await authenticateTerminal(ctx, req, 'repair', 'BENCHCFG01');
      const view = deviceView(await effectiveConfig(ctx.db, randomSn(), new Date(), true, 'en-US'));
      return createHash('sha256').update(JSON.stringify(view)).digest('base64url');
    },
    per,
    connections,
  );
  console.log(
    `  breakdown: the route's work without HTTP (check + effectiveConfig + ETag)                      ${route.rps.toFixed(0)} req/s  mean ${route.mean.toFixed(1)} ms  p99 ${route.p99.toFixed(1)} ms`,
  );
  const cached = await measureDirect(
    async () => {
      await authenticateTerminal(ctx, req, 'repair', 'BENCHCFG01');
      const view = deviceView(await effectiveConfig(ctx.db, randomSn(), new Date(), true, 'en-US', ctx));
      return createHash('sha256').update(JSON.stringify(view)).digest('base64url');
    },
    per,
    connections,
  );
  console.log(
    `  breakdown: the same with the model's configs kept as the API keeps them                       ${cached.rps.toFixed(0)} req/s  mean ${cached.mean.toFixed(1)} ms  p99 ${cached.p99.toFixed(1)} ms`,
  );
}

// ---------------------------------------------------------------- (2) the blast radius

async function blastRadius(ctx: AppContext, api: Api) {
  const modelIds = (await exec<{ id: number }>(ctx, `select id from product_models where code like 'BENCH-CFG-M%' and del_flag = false order by id`)).map(
    (r) => r.id,
  );
  // the bench's general config in review, kept between runs
  const [open] = await exec<{ id: number }>(
    ctx,
    `select object_id id from config_revisions where kind = 'general' and state = 'inReview' and data->>'softwarePackageNo' = 'SW-BENCH-BLAST' limit 1`,
  );
  let id = open?.id;
  if (!id) {
    const base = (p: string) => ctx.svcPath('config', `/generalConfig${p}`);
    id = (await call(api, 'POST', base('/revision/save'), { productModelIds: modelIds, softwarePackageNo: 'SW-BENCH-BLAST', skuCodes: [] })).id as number;
    const version = (await call(api, 'GET', base(`/detail/${id}`))).version as number;
    await call(api, 'POST', base('/revision/submit'), { id, version });
  }
  const previewPath = ctx.svcPath('config', `/generalConfig/revision/preview?id=${id}`);
  const apiTimes: number[] = [];
  const dbTimes: number[] = [];
  let sample: { total: number; onActivation: number } | null = null;
  for (let r = 0; r < runs; r++) {
    let t0 = performance.now();
    sample = await call(api, 'GET', previewPath);
    apiTimes.push(performance.now() - t0);
    t0 = performance.now();
    await audienceOf(ctx.db, { productModelIds: modelIds }, 'en-US');
    dbTimes.push(performance.now() - t0);
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  console.log(
    `\n(2) blast radius of general config #${id} over ${modelIds.length} product models: ${n(sample!.total)} devices, ${n(sample!.onActivation)} on activation`,
  );
  console.log(`  API preview:          ${apiTimes.map((t) => t.toFixed(0)).join(', ')} ms   median ${med(apiTimes).toFixed(0)} ms`);
  console.log(`  audienceOf directly:  ${dbTimes.map((t) => t.toFixed(0)).join(', ')} ms   median ${med(dbTimes).toFixed(0)} ms`);
  console.log(`  API preview ${(med(apiTimes) / 1000).toFixed(2)} s   goal <= ${GOAL_BLAST_MS / 1000} s   ${mark(med(apiTimes) <= GOAL_BLAST_MS)}`);
}

async function main() {
  await ensureDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-config-'));
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
    await settle(ctx, ['devices', 'stock_sns', 'platform_skus', 'product_models', 'config_general', 'config_product', 'config_revisions', 'config_special']);
    console.log(`${ctx.database.kind}, ${os.cpus().length} cores, ${connections} concurrent clients`);
    const { base, stop } = await startApi(ctx, env);
    try {
      const api = await signIn(ctx, base);
      if (parts.has('1')) await deviceApi(ctx, api);
      if (parts.has('2')) await blastRadius(ctx, api);
    } finally {
      await stop();
    }
    // (3) in a server of its own with its job workers on (the imports run as jobs); (1) and (2) measured without them
    if (!parts.has('3')) return;
    const count = Math.min(listSns, deviceCount);
    const withJobs = await startApi(ctx, { ...env, JOBS_ENABLED: 'true' });
    try {
      await snListImport(
        ctx,
        await signIn(ctx, withJobs.base),
        call,
        count,
        (i) => SN_OF(i + 1),
        (text) => exec(ctx, text),
      );
    } finally {
      await withJobs.stop();
    }
    // again with the API in this process, to read what the import holds: the live heap after a full collection
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) return console.log('  (run with node --expose-gc --import tsx to measure the live heap too)');
    const here = await createContext(loadConfig({ ...process.env, ...env, JOBS_ENABLED: 'true' }));
    const inProcess = await startApi(here, {});
    try {
      const live = () => {
        gc();
        gc();
        const m = process.memoryUsage();
        return m.heapUsed + m.external + m.arrayBuffers;
      };
      await snListImport(
        here,
        await signIn(here, inProcess.base),
        call,
        count,
        (i) => SN_OF(i + 1),
        (text) => exec(ctx, text),
        {
          label: 'live heap in this process (after a full collection)',
          read: live,
          everyMs: 500,
        },
      );
    } finally {
      await inProcess.stop();
      await closeContext(here);
    }
  } finally {
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
