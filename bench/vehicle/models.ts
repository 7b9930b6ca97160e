// bench/vehicle/models.ts: the basic data's models at scale (issue 33), PostgreSQL only.
// (1) the model list, POST /{svc}-vehicle/vehicleModel/page (pages of 20 at random offsets of the
//     first 50 pages, half of them with a name prefix) through the API vs the service's getPage on the
//     database (the same SQL: rows, total, the names of the page's brands; no HTTP, auth or envelope):
//     req/s and p99 (goals: throughput >= 0.8, p99 <= 2).
// (2) a `--rows` model import (10,000: the most one import takes, 61009 beyond) through the kit's import job — a dry run, then its commit —
//     vs a bare exceljs read of the same file plus multi-row INSERTs of the same rows into vehicle_models
//     (goal: the import's rows/s >= 0.5 of the bare one) and the server's memory growth (goal < 128 MB).
//     The import also writes each model's names (vehicle_names), its first version and its state history,
//     checks codes, names and brands, and reads the file once (on upload; the dry run and the commit take the rows kept beside it): 4 rows written per bare one.
// Data, set-based (generate_series), topped up when short and kept: 200 brands, `--models` models
// (1,000,000) with names in zh-CN and en-US (and their vehicle_names rows).
// Usage: npx tsx bench/vehicle/models.ts [--models 1000000] [--rows 10000] [--seconds 15] [--connections 20]
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_vehicle): created when missing and kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_PERMISSIONS } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { users } from '../../apps/server/src/modules/users/users.tables';
import { vehicleModelService } from '../../apps/server/src/modules/vehicle/basic-data.resources';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { AppContext } from '../../apps/server/src/platform/context';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { hashPassword } from '../../apps/server/src/platform/security/password-hash';
import { seed } from '../../apps/server/src/seed';
import { load, measureDirect, serverRss, settle, startApi, warmUp } from '../support/bench-app';

const GOAL_RPS = 0.8;
const GOAL_P99 = 2;
const GOAL_IMPORT = 0.5;
const GOAL_MEMORY_MB = 128;
const BRANDS = 200;
const { values } = parseArgs({
  options: {
    models: { type: 'string', default: '1000000' },
    rows: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
  },
});
const modelCount = Number(values.models);
const importRows = Number(values.rows);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_vehicle';
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
const names = (zh: string, en: string) => `jsonb_build_array(jsonb_build_object('lang','zh-CN','name',${zh}), jsonb_build_object('lang','en-US','name',${en}))`;

async function fill(ctx: AppContext) {
  await exec(
    ctx,
    `insert into vehicle_brands (code, names) select 'BB' || i, ${names(`'压测品牌' || i`, `'Bench brand ' || i`)} from generate_series(1, ${BRANDS}) i
     where not exists (select 1 from vehicle_brands where code = 'BB' || i)`,
  );
  await exec(
    ctx,
    `insert into vehicle_names (kind, item_id, lang, name) select 'brand', b.id, e->>'lang', e->>'name' from vehicle_brands b, jsonb_array_elements(b.names) e
     where b.code like 'BB%' and not exists (select 1 from vehicle_names v where v.kind = 'brand' and v.item_id = b.id)`,
  );
  const have = await count(ctx, `select count(*)::int n from vehicle_models where code like 'BM%'`);
  if (have >= modelCount) return;
  const t0 = performance.now();
  await exec(
    ctx,
    `insert into vehicle_models (code, brand_id, names)
     select 'BM' || lpad(i::text, 8, '0'), (select min(id) from vehicle_brands where code like 'BB%') + i % ${BRANDS},
            ${names(`'压测车系' || i`, `'Bench model ' || i`)}
     from generate_series(${have + 1}, ${modelCount}) i`,
  );
  await exec(
    ctx,
    `insert into vehicle_names (kind, item_id, lang, name) select 'model', m.id, e->>'lang', e->>'name'
     from vehicle_models m, jsonb_array_elements(m.names) e where m.code like 'BM%' and m.id > coalesce((select max(item_id) from vehicle_names where kind = 'model'), 0)`,
  );
  console.log(`  seeded ${n(modelCount - have)} models (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
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

const pageBody = () => {
  const current = 1 + Math.floor(Math.random() * 50);
  return Math.random() < 0.5 ? { current, size: 20 } : { current: 1, size: 20, name: `bench model ${1 + Math.floor(Math.random() * 99)}` };
};
/** the page as the service runs it (its rows, total and the names of the page's brands), without HTTP, auth or the envelope */
function pageDirect(ctx: AppContext) {
  return vehicleModelService.getPage(ctx, ADMIN_REQUEST, pageBody());
}
const ADMIN_REQUEST = { auth: { permissions: new Set(ALL_PERMISSIONS.map((p) => p.name)) }, headers: { language: 'en-US' } } as unknown as FastifyRequest;

async function modelList(ctx: AppContext, api: Api) {
  const p = ctx.svcPath('vehicle', '/vehicleModel/page');
  const requests = Array.from({ length: 2000 }, () => ({ method: 'POST' as const, path: p, headers: api.headers, body: JSON.stringify(pageBody()) }));
  await warmUp({ url: api.base, requests }, () => pageDirect(ctx), connections);
  const res = await load({ url: api.base, connections, duration: seconds, requests });
  if (res.non2xx > 0 || res.errors > 0) throw new Error(`API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
  const d = await measureDirect(() => pageDirect(ctx), seconds, connections);
  const ratio = res.requests.total / seconds / d.rps;
  const p99 = res.latency.p99 / d.p99;
  console.log(`\n(1) model list at ${n(modelCount)} models`);
  console.log(`  API:      ${(res.requests.total / seconds).toFixed(0)} req/s   p99 ${res.latency.p99} ms`);
  console.log(`  database: ${d.rps.toFixed(0)} req/s   p99 ${d.p99.toFixed(1)} ms`);
  console.log(`  throughput API / database ${ratio.toFixed(2)}   goal >= ${GOAL_RPS}   ${mark(ratio >= GOAL_RPS)}`);
  console.log(`  p99 API / database        ${p99.toFixed(2)}   goal <= ${GOAL_P99}     ${mark(p99 <= GOAL_P99)}`);
}

async function waitJob(ctx: AppContext, api: Api, id: string) {
  for (;;) {
    const job = await call(api, 'GET', ctx.svcPath('vehicle', `/job/${id}`));
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** a dry run and its commit of `count` new models through the API: the job's counts, the time taken and the file */
async function importThroughApi(ctx: AppContext, api: Api, count: number) {
  const tag = Date.now().toString(36).toUpperCase();
  const template = Buffer.from(
    await fetch(`${api.base}${ctx.svcPath('vehicle', '/vehicleModel/template')}`, { headers: api.headers }).then((r) => r.arrayBuffer()),
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const first = ws.rowCount + 1;
  for (let i = 0; i < count; i++) ws.getRow(first + i).values = [`I${tag}-${i}`, `BB${1 + (i % BRANDS)}`, '', `导入${tag}-${i}`, '', `Import ${tag}-${i}`];
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'models.xlsx');
  const { authorization, language } = api.headers;
  const up = await fetch(`${api.base}${ctx.svcPath('vehicle', '/vehicleModel/importExcel')}`, {
    method: 'POST',
    headers: { authorization: authorization!, language: language! },
    body: form,
  }).then((r) => r.json());
  if (up.code !== 2000) throw new Error(`the import answered ${JSON.stringify(up).slice(0, 300)}`);
  await waitJob(ctx, api, up.data.jobId);
  const commit = await call(api, 'POST', ctx.svcPath('vehicle', '/vehicleModel/importCommit'), { jobId: up.data.jobId });
  const job = await waitJob(ctx, api, commit.jobId);
  return { job, ms: performance.now() - t0, file, first };
}

async function modelImport(ctx: AppContext, api: Api) {
  // the server's first import loads and compiles exceljs and the import's code: warmed up first, as the bare side is by building the file
  await importThroughApi(ctx, api, 200);
  const rss0 = serverRss(api.base);
  const { job, ms: apiMs, file, first } = await importThroughApi(ctx, api, importRows);
  const rss1 = serverRss(api.base);
  // bare: exceljs read + multi-row INSERT of the same rows (another code prefix)
  const t1 = performance.now();
  const bare = new ExcelJS.Workbook();
  await bare.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[] = [];
  const brand0 = (await exec<{ id: number }>(ctx, `select min(id) id from vehicle_brands where code like 'BB%'`))[0]!.id;
  bare.worksheets[0]!.eachRow((r, i) => {
    if (i < first) return;
    const v = r.values as string[];
    const names = JSON.stringify([
      { lang: 'zh-CN', name: v[4] },
      { lang: 'en-US', name: v[6] },
    ]).replace(/'/g, "''");
    rows.push(`('X${String(v[1]).slice(1)}', ${brand0 + (Number(String(v[2]).slice(2)) - 1)}, '${names}'::jsonb)`);
  });
  for (let i = 0; i < rows.length; i += 1000) await exec(ctx, `insert into vehicle_models (code, brand_id, names) values ${rows.slice(i, i + 1000).join(',')}`);
  const bareMs = performance.now() - t1;
  const ratio = bareMs / apiMs;
  const grown = rss1 !== null && rss0 !== null ? (rss1 - rss0) / 1024 / 1024 : null;
  console.log(`\n(2) model import of ${n(importRows)} rows: ${n(job.successCount)} saved, ${n(job.failedCount)} refused`);
  console.log(`  import (dry run + commit): ${(apiMs / 1000).toFixed(1)} s   bare exceljs + INSERT: ${(bareMs / 1000).toFixed(1)} s`);
  console.log(`  rows/s import / bare ${ratio.toFixed(2)}   goal >= ${GOAL_IMPORT}   ${mark(ratio >= GOAL_IMPORT)}`);
  console.log(
    `  server memory growth ${grown === null ? 'not known' : `${grown.toFixed(0)} MB`}   goal < ${GOAL_MEMORY_MB} MB   ${grown === null ? '' : mark(grown < GOAL_MEMORY_MB)}`,
  );
}

async function main() {
  await ensureDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vehicle-'));
  const env = {
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'true',
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
    await settle(ctx, ['vehicle_models', 'vehicle_brands', 'vehicle_names']);
    console.log(`${ctx.database.kind}, ${os.cpus().length} cores, ${connections} concurrent clients`);
    const { base, stop } = await startApi(ctx, env);
    try {
      const api = await signIn(ctx, base);
      await modelList(ctx, api);
      await modelImport(ctx, api);
    } finally {
      await stop();
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
