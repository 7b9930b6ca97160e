// bench/excel: 10,000-row xlsx export and import through the module kit vs bare exceljs
// doing the same write and read, measured in one run; plus the whole API round trips
// (export streamed from the database; import job: template check, zod per row, insert).
// Usage: npx tsx bench/excel/run.ts [--rows 10000] [--runs 3]
// Runs on embedded PGlite; BENCH_DATABASE_URL=postgres://… uses PostgreSQL (a fresh database).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ZSaveSkuRequest } from '@diagops/contracts';
import ExcelJS from 'exceljs';
import { buildApp } from '../../apps/server/src/app';
import { importColumns } from '../../apps/server/src/modules/skus/skus.excel';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';
import { createScratchDatabase } from '../../apps/server/src/platform/db/scratch-database';
import { readTemplateRows, writeTemplate, writeXlsx, type XlsxColumn } from '../../apps/server/src/platform/kit/xlsx';
import { PasswordCipher } from '../../apps/server/src/platform/security/password-cipher';
import { seed } from '../../apps/server/src/seed';
import { seedReference, seedSkus } from '../../apps/server/src/seed-demo';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } } });
const N = Number(values.rows);
const RUNS = Number(values.runs);
const PASSWORD = 'Bench#2026pw';

const sink = () =>
  new Writable({
    write(_c, _e, cb) {
      cb();
    },
  });
async function best(fn: () => Promise<void>): Promise<number> {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}
/** Warms both up, then times them alternately (best of RUNS each), so neither pays for JIT or a busy moment alone. */
async function compare(a: () => Promise<void>, b: () => Promise<void>): Promise<[number, number]> {
  await a();
  await b();
  let ma = Number.POSITIVE_INFINITY;
  let mb = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    let t0 = performance.now();
    await a();
    ma = Math.min(ma, performance.now() - t0);
    t0 = performance.now();
    await b();
    mb = Math.min(mb, performance.now() - t0);
  }
  return [ma, mb];
}
async function toBuffer(write: (out: PassThrough) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

type Row = Record<string, string | number>;
const rows: Row[] = Array.from({ length: N }, (_, i) => ({
  skuCode: `BENCH-${String(i).padStart(6, '0')}`,
  nameZh: `诊断仪 第${i}号`,
  nameEn: `Scanner number ${i}`,
  productCode: 'DX-PRO5',
  channelCode: ['AMZ-US', 'AMZ-DE', 'EBAY-US', 'TMALL-CN'][i % 4]!,
  platformSkuCode: `B0${crypto.createHash('md5').update(String(i)).digest('hex').slice(0, 8).toUpperCase()}`,
  price: Math.round((19.99 + (i % 500)) * 100) / 100,
  currency: ['USD', 'EUR', 'USD', 'CNY'][i % 4]!,
  status: i % 10 === 0 ? '停用' : '启用',
  remark: i % 5 === 0 ? '促销' : '',
}));
const keys = importColumns.map((c) => c.key);
const cols = importColumns.map((c) => ({ ...c, value: (r: Row) => r[c.key] })) as XlsxColumn<Row>[];

async function main() {
  // ---- write: kit vs bare exceljs (same rows, same streaming writer, to a sink) ----
  const kitWriteFn = async () => {
    await writeXlsx(sink(), {
      sheetName: 'SKU',
      columns: cols,
      lang: 'zh-CN',
      batches: (async function* () {
        for (let i = 0; i < N; i += 1000) yield rows.slice(i, i + 1000);
      })(),
    });
  };
  const bareWriteFn = async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink(), useSharedStrings: false, useStyles: true });
    const ws = wb.addWorksheet('SKU');
    ws.columns = importColumns.map((c) => ({ header: c.header['zh-CN'], key: c.key, width: 18 }));
    for (const r of rows) ws.addRow(keys.map((k) => r[k])).commit();
    ws.commit();
    await wb.commit();
  };
  const [kitWrite, bareWrite] = await compare(kitWriteFn, bareWriteFn);

  // ---- read: the filled template, kit (marker + header check, text per column) vs bare exceljs load + iterate ----
  const template = await toBuffer((out) => writeTemplate(out, { subject: 'platformsku', sheetName: '平台SKU', columns: importColumns, lang: 'zh-CN' }));
  const twb = new ExcelJS.Workbook();
  await twb.xlsx.load(template as unknown as ArrayBuffer);
  for (const r of rows) twb.worksheets[0]!.addRow(keys.map((k) => r[k]));
  const file = Buffer.from(await twb.xlsx.writeBuffer());
  let parsed = 0;
  const kitReadFn = async () => {
    const { rows: got } = await readTemplateRows(file, { subject: 'platformsku', columns: importColumns });
    parsed = got.length;
  };
  const kitReadValidate = await best(async () => {
    const { rows: got } = await readTemplateRows(file, { subject: 'platformsku', columns: importColumns });
    for (const r of got)
      ZSaveSkuRequest.safeParse({
        ...r.raw,
        productId: 1,
        channelId: 1,
        price: Number(r.raw.price),
        productCode: undefined,
        channelCode: undefined,
        status: 'enabled',
      });
  });
  const bareReadFn = async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    let n = 0;
    // the same work an importer must do: every cell of every data row as text, by column key
    wb.worksheets[0]!.eachRow((row, i) => {
      if (i === 1) return;
      const raw: Record<string, string> = {};
      keys.forEach((k, c) => {
        raw[k] = String(row.getCell(c + 1).value ?? '').trim();
      });
      if (raw.skuCode) n++;
    });
    if (n !== N) throw new Error(`bare read ${n}`);
  };
  const [kitRead, bareRead] = await compare(kitReadFn, bareReadFn);
  if (parsed !== N) throw new Error(`kit read ${parsed}`);

  // ---- the whole API round trips on a real database ----
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-excel-'));
  let drop: (() => Promise<void>) | null = null;
  let dbUrl: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench');
    dbUrl = scratch.url;
    drop = scratch.drop;
  }

  const ctx = await createContext(
    loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
      CAPTCHA_ENABLED: 'false',
      NODE_ENV: 'production',
      ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    }),
    { memoryDb: true },
  );
  await seed(ctx, () => {});
  await seedReference(ctx);
  await seedSkus(ctx, N, () => {});
  const app = await buildApp(ctx);
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/lenkor-plat-user/sysUser/login',
    headers: { 'x-device-id': 'bench' },
    payload: { loginType: 1, userAccount: 'admin', password: PasswordCipher.encryptWith(ctx.cipher.publicKeyPem, PASSWORD) },
  });
  const auth = { authorization: `Bearer ${login.json().data.access_token}` };
  const apiExport = await best(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/lenkor-product/platformsku/exportExcel',
      headers: auth,
      payload: { sort: { field: 'skuCode', order: 'asc' } },
    });
    if (res.statusCode !== 200 || res.rawPayload.length < 1000) throw new Error(`export ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  const boundary = '----bench';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="skus.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let imported = 0;
  // each run imports fresh codes: the files are prepared before the clock starts
  const files: Buffer[] = [];
  for (let r = 0; r < RUNS; r++) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    wb.worksheets[0]!.eachRow((row, i) => {
      if (i > 1) row.getCell(1).value = `R${r}-${i}`;
    });
    const f = Buffer.from(await wb.xlsx.writeBuffer());
    files.push(Buffer.concat([body.subarray(0, body.indexOf('\r\n\r\n') + 4), f, Buffer.from(`\r\n--${boundary}--\r\n`)]));
  }
  let run = 0;
  const apiImport = await best(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/lenkor-product/platformsku/importExcel',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: files[run++]!,
    });
    const jobId = res.json().data?.jobId;
    if (!jobId) throw new Error(res.body);
    for (;;) {
      const j = (await app.inject({ method: 'GET', url: `/lenkor-product/job/${jobId}`, headers: auth })).json().data;
      if (j.status === 'completed') {
        imported = j.successCount;
        break;
      }
      if (j.status === 'failed') throw new Error(JSON.stringify(j));
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await app.close();
  await closeContext(ctx);
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`xlsx with ${N.toLocaleString('en-US')} rows × ${keys.length} columns, best of ${RUNS} (${ctx.database.kind})`);
  console.log(`  write  kit ${ms(kitWrite)}   bare exceljs ${ms(bareWrite)}   ratio ${(kitWrite / bareWrite).toFixed(2)}`);
  console.log(
    `  read   kit ${ms(kitRead)}   bare exceljs ${ms(bareRead)}   ratio ${(kitRead / bareRead).toFixed(2)}   (kit + zod per row ${ms(kitReadValidate)})`,
  );
  console.log(`  API export (count, ${N / 1000} batches from the database, streamed): ${ms(apiExport)}`);
  console.log(`  API import (upload, template check, job: parse, lookups, zod per row, insert ${imported.toLocaleString('en-US')} rows): ${ms(apiImport)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
