import fs from 'node:fs';
import path from 'node:path';
import { BATCH_IMPORT_PERMISSION } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { fillTemplate, multipartParts, readSheet, waitForJob } from '../../../test/kit-helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { filePath } from '../../platform/kit/files';
import { storedZip } from '../../platform/kit/stored-zip';
import { vehicleBrands, vehicleModels, vehicleNames } from './basic-data.tables';
import { removeExpiredBatchZips } from './batch-import.service';
import { batchImports } from './batch-import.tables';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-06-01T08:00:00Z'));
const DAY = 24 * 3600 * 1000;
const V = (p: string) => `/lenkor-vehicle${p}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function brand(code: string, en: string): Promise<number> {
  const names = [{ lang: 'en-US', name: en }];
  const [row] = await t.ctx.db.insert(vehicleBrands).values({ code, names }).returning();
  await t.ctx.db.insert(vehicleNames).values({ kind: 'brand', itemId: row!.id, lang: 'en-US', name: en });
  return row!.id;
}
async function model(code: string, brandId: number): Promise<number> {
  const [row] = await t.ctx.db
    .insert(vehicleModels)
    .values({ code, names: [{ lang: 'en-US', name: code }], brandId })
    .returning();
  return row!.id;
}
async function template(type: string, lang = 'en-US', headers = admin.headers): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: V(`/batchImport/template?uploadType=${type}`), headers: { ...headers, language: lang } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
async function upload(parts: Parameters<typeof multipartParts>[0], headers = admin.headers, lang = 'en-US') {
  const body = multipartParts(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: V('/batchImport/add'),
    payload: body.payload,
    headers: { ...headers, ...body.headers, language: lang },
  });
  return res.json() as { code: number; msg: string; data: J };
}
/** an upload's dry run, finished: its job id */
async function dryRun(p: Parameters<typeof multipartParts>[0], headers = admin.headers, lang = 'en-US'): Promise<string> {
  const started = await upload(p, headers, lang);
  expect(started.code, JSON.stringify(started)).toBe(2000);
  expect(await waitForJob(t, 'vehicle', started.data.jobId, headers)).toMatchObject({ status: 'completed' });
  return started.data.jobId;
}
const report = async (jobId: string, headers = admin.headers) =>
  (await call(t, { method: 'GET', url: V(`/batchImport/importReport?jobId=${jobId}`) }, headers)).body;
const commit = async (jobId: string, headers: Record<string, string> = { ...admin.headers, language: 'en-US' }) =>
  (await call(t, { method: 'POST', url: V('/batchImport/importCommit'), payload: { jobId } }, headers)).body;
/** an upload dry-run, committed and imported: the batch's id and the import's job */
async function importBatch(p: Parameters<typeof multipartParts>[0], headers = admin.headers, lang = 'en-US') {
  const committed = await commit(await dryRun(p, headers, lang), { ...headers, language: lang });
  expect(committed.code).toBe(2000);
  const job = await waitForJob(t, 'vehicle', committed.data.jobId, headers);
  return { id: committed.data.id as number, job };
}
const parts = (type: string, xlsx: Buffer, zip: Buffer | null) => [
  { name: 'uploadType', content: type },
  { name: 'template', content: xlsx, filename: 'wires.xlsx' },
  ...(zip ? [{ name: 'zip', content: zip, filename: 'diagrams.zip' }] : []),
];
/** the stored files: their rows and the bytes under the files' storage folder */
async function storedFiles() {
  const rows = ((await t.ctx.db.execute(sql`select count(*)::int n from files`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  const walk = (d: string): number =>
    fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? walk(`${d}/${e.name}`) : 1), 0) : 0;
  return { rows, bytes: walk(path.join(t.ctx.config.filesDir, 'store')) };
}
const detail = async (id: number) => (await call(t, { method: 'GET', url: V(`/batchImport/detail/${id}`) }, admin.headers)).body.data;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  const honda = await brand('HONDA', 'Honda');
  await model('CBR600', honda);
}, 300_000);
afterAll(() => t?.close());

describe('batch import (IMP-01…05)', () => {
  it('saves the rows whose files are in the zip, and lists the rest in a failure file with the reasons', async () => {
    const tpl = await template('motorcycleWire');
    const head = (await readSheet(tpl))[0]!;
    expect(head).toEqual(['Title *', 'Brand code *', 'Model code', 'From year', 'To year', 'Remark', 'File name in the zip *']);
    const xlsx = await fillTemplate(tpl, [
      ['CBR600 harness', 'honda', 'CBR600', 2019, 2023, '', 'wiring/cbr600.pdf'],
      ['Found by name only', 'HONDA', '', 2018, '', '', 'CBR-ABS.pdf'],
      ['No such file', 'HONDA', '', '', '', '', 'missing.pdf'],
      ['No such brand', 'NOBRAND', '', '', '', '', 'cbr600.pdf'],
      ['Not a PDF', 'HONDA', '', '', '', '', 'notes.pdf'],
    ]);
    const zip = storedZip([
      { name: 'wiring/cbr600.pdf', body: PDF },
      { name: 'docs/cbr-abs.pdf', body: PDF },
      { name: 'notes.pdf', body: 'plain text pretending to be a PDF' },
    ]);
    const filesBefore = await storedFiles();
    // the dry run: what each row would do, per row and column, and nothing kept (no batch, no diagram, no file)
    const dry = await dryRun(parts('motorcycleWire', xlsx, zip));
    const said = await report(dry);
    expect(said.data).toMatchObject({ total: 5, create: 2, update: 0, refuse: 3, commitJobId: null });
    expect(said.data.refused.map((r: J) => [r.rowNumber, r.column, r.code])).toEqual([
      [4, 'fileId', 102079],
      [5, 'brandId', 1002],
      [6, 'fileId', 1040],
    ]);
    expect(said.data.refused[0].columnLabel).toBe('File name in the zip');
    const page = async () => (await call(t, { method: 'POST', url: V('/motorcycleWire/page'), payload: { title: 'CBR600 h' } }, admin.headers)).body.data;
    expect((await page()).records).toHaveLength(0);
    expect((await call(t, { method: 'POST', url: V('/batchImport/page'), payload: {} }, admin.headers)).body.data.total).toBe(0);
    expect(await storedFiles()).toEqual(filesBefore);

    // committed: the batch is recorded and imported, once
    const committed = await commit(dry);
    expect(committed.code).toBe(2000);
    expect((await commit(dry)).code).toBe(1017);
    const job = await waitForJob(t, 'vehicle', committed.data.jobId, admin.headers);
    expect(job).toMatchObject({ status: 'completed', total: 5, successCount: 2, failedCount: 3 });
    const started = { data: committed.data as { id: number } };

    const batch = await detail(started.data.id);
    expect(batch).toMatchObject({
      uploadType: 'motorcycleWire',
      status: 'completed',
      templateName: 'wires.xlsx',
      zipName: 'diagrams.zip',
      totalCount: 5,
      successCount: 2,
      failedCount: 3,
      creatorName: 'admin',
      hasFailedFile: true,
      zipDeleted: false,
    });
    expect(Date.parse(batch.zipExpireTime) - clock.now()).toBe(30 * DAY);

    // the saved diagrams carry their files, attached to them
    const wires = await page();
    expect(wires.records).toHaveLength(1);
    const owner = (await t.ctx.db.execute(sql`select owner_id, name from files where id = ${wires.records[0].fileId}`)) as unknown as { rows: J[] };
    expect(owner.rows[0]).toMatchObject({ owner_id: String(wires.records[0].id), name: 'cbr600.pdf' });

    const failed = await t.app.inject({ method: 'GET', url: V(`/batchImport/failedFile?id=${started.data.id}`), headers: admin.headers });
    expect(failed.statusCode).toBe(200);
    const sheet = await readSheet(failed.rawPayload);
    expect(sheet.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['No such file', 'The zip file does not hold the file this row names'],
      ['No such brand', 'Data does not exist'],
      ['Not a PDF', 'This file type is not allowed'],
    ]);
  });

  it('imports ADAS calibration data: system and calibration types by their codes, each procedure file from the zip', async () => {
    const basic = async (code: string, kind: string, nameEn: string) =>
      (await call(t, { method: 'POST', url: V('/adasBasic/save'), payload: { code, kind, nameZh: nameEn, nameEn } }, admin.headers)).body.data;
    await basic('ACC', 'systemType', 'Adaptive cruise');
    await basic('STATIC', 'calibrationType', 'Static calibration');
    const tpl = await template('adasData');
    const head = (await readSheet(tpl))[0]!;
    expect(head).toContain('System type code *');
    expect(head).toContain('Calibration type code *');
    const col = (name: string) => head.findIndex((h) => h.replace(' *', '') === name);
    const row = (over: Record<string, string | number>) => {
      const r: Array<string | number> = head.map(() => '');
      for (const [k, v] of Object.entries(over)) r[col(k)] = v;
      return r;
    };
    const xlsx = await fillTemplate(tpl, [
      row({ 'Brand code': 'HONDA', 'System type code': 'acc', 'Calibration type code': 'STATIC', 'File name in the zip': 'acc.pdf' }),
      row({ 'Brand code': 'HONDA', 'System type code': 'NOPE', 'Calibration type code': 'STATIC', 'File name in the zip': 'acc.pdf' }),
    ]);
    const { job } = await importBatch(parts('adasData', xlsx, storedZip([{ name: 'acc.pdf', body: PDF }])));
    expect(job).toMatchObject({ status: 'completed', successCount: 1, failedCount: 1 });
    const saved = (await call(t, { method: 'POST', url: V('/adasData/page'), payload: {} }, admin.headers)).body.data.records as J[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ systemName: 'Adaptive cruise', calibrationName: 'Static calibration', fileId: expect.any(String) });
  });

  it('imports fault-light icons (registered by their area): each picture from the zip, an image by content', async () => {
    const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const tpl = await template('faultLightIcon');
    const head = (await readSheet(tpl))[0]!;
    expect(head).toContain('Serial number *');
    expect(head.at(-1)).toBe('File name in the zip *');
    const col = (name: string) => head.findIndex((h) => h.replace(' *', '') === name);
    const row = (over: Record<string, string>) => {
      const r: string[] = head.map(() => '');
      for (const [k, v] of Object.entries(over)) r[col(k)] = v;
      return r;
    };
    const xlsx = await fillTemplate(tpl, [
      row({ 'Serial number': 'FL-BATCH-1', 'Icon name (English)': 'Oil pressure', Category: 'Warning', Colour: 'Red', 'File name in the zip': 'oil.png' }),
      row({ 'Serial number': 'FL-BATCH-2', 'Icon name (English)': 'Not a picture', Category: 'Warning', Colour: 'Red', 'File name in the zip': 'notes.png' }),
    ]);
    const zip = storedZip([
      { name: 'icons/oil.png', body: PNG },
      { name: 'notes.png', body: 'text, not a picture' },
    ]);
    const said = (await report(await dryRun(parts('faultLightIcon', xlsx, zip)))).data;
    expect(said).toMatchObject({ total: 2, create: 1, refuse: 1 });
    expect(said.refused[0]).toMatchObject({ rowNumber: 3, column: 'imageId', code: 1040 });
    const { job } = await importBatch(parts('faultLightIcon', xlsx, zip));
    expect(job).toMatchObject({ status: 'completed', successCount: 1, failedCount: 1 });
    const icons = (await call(t, { method: 'POST', url: V('/faultLightIcon/page'), payload: { serialNumber: 'FL-BATCH' } }, admin.headers)).body.data;
    expect(icons.records).toEqual([expect.objectContaining({ serialNumber: 'FL-BATCH-1', nameEn: 'Oil pressure', imageId: expect.any(String) })]);
    const owner = (await t.ctx.db.execute(sql`select owner_id, mime from files where id = ${icons.records[0].imageId}`)) as unknown as { rows: J[] };
    expect(owner.rows[0]).toMatchObject({ owner_id: String(icons.records[0].id), mime: 'image/png' });
  });

  it('marks a batch failed when no row could be saved, with the reasons in Chinese for a Chinese upload', async () => {
    const tpl = await template('operationManual', 'zh-CN');
    const xlsx = await fillTemplate(tpl, [['X431-PRO', '英语', '1.0.0', 'Manual', '', 'nope.pdf']]);
    const dry = await dryRun(parts('operationManual', xlsx, storedZip([{ name: 'a.pdf', body: PDF }])), admin.headers, 'zh-CN');
    const said = (await report(dry, { ...admin.headers, language: 'zh-CN' })).data;
    expect(said).toMatchObject({ total: 1, create: 0, refuse: 1 });
    expect(said.refused[0]).toMatchObject({ column: 'fileId', code: 102079, message: expect.stringContaining('压缩包中没有该行填写的文件') });
    // nothing to save: it may still be committed, and the batch is recorded as failed (IMP-03, IMP-04)
    const started = { data: await importBatch(parts('operationManual', xlsx, storedZip([{ name: 'a.pdf', body: PDF }])), admin.headers, 'zh-CN') };
    expect(await detail(started.data.id)).toMatchObject({ status: 'failed', totalCount: 1, successCount: 0, hasFailedFile: true });
    const failed = await t.app.inject({ method: 'GET', url: V(`/batchImport/failedFile?id=${started.data.id}`), headers: admin.headers });
    expect((await readSheet(failed.rawPayload))[1]!.at(-1)).toContain('压缩包中没有该行填写的文件');
  });

  it('refuses a modified template (1018), an unreadable zip (102078), a missing zip or type (1001) and a file over 10 MB (1006)', async () => {
    const tpl = await template('motorcycleWire');
    const good = await fillTemplate(tpl, [['T', 'HONDA', '', '', '', '', 'a.pdf']]);
    const zip = storedZip([{ name: 'a.pdf', body: PDF }]);
    const modified = await fillTemplate(tpl, [['T', 'HONDA', '', '', '', '', 'a.pdf']], (wb) => {
      wb.worksheets[0]!.getRow(1).getCell(2).value = 'Brand';
    });
    expect((await upload(parts('motorcycleWire', modified, zip))).code).toBe(1018);
    // another type's template is not this one's
    expect((await upload(parts('operationManual', good, zip))).code).toBe(1018);
    expect((await upload(parts('motorcycleWire', good, Buffer.from('not a zip at all')))).code).toBe(102078);
    expect((await upload(parts('motorcycleWire', good, null))).code).toBe(1001);
    expect((await upload(parts('tyres', good, zip))).code).toBe(1001);
    expect((await upload(parts('motorcycleWire', await fillTemplate(tpl, []), zip))).code).toBe(1001);
    expect((await upload(parts('motorcycleWire', good, Buffer.alloc(10 * 1024 * 1024 + 1)))).code).toBe(1006);
    expect((await upload(parts('motorcycleWire', good, zip), admin.headers, 'zh-CN')).code).toBe(2000);
  });

  it('needs the add permission to upload and the view permission to read (the failure file too)', async () => {
    const viewer = await userWith(t, [BATCH_IMPORT_PERMISSION.view]);
    const zip = storedZip([{ name: 'a.pdf', body: PDF }]);
    const xlsx = await fillTemplate(await template('motorcycleWire'), [['T2', 'HONDA', '', '', '', '', 'a.pdf']]);
    expect((await upload(parts('motorcycleWire', xlsx, zip), viewer.headers)).code).toBe(1000);
    // another user's dry run is not theirs to read or commit
    const mine = await dryRun(parts('motorcycleWire', xlsx, zip));
    const other = await userWith(t, [BATCH_IMPORT_PERMISSION.add, BATCH_IMPORT_PERMISSION.view]);
    expect((await report(mine, other.headers)).code).toBe(1002);
    expect((await commit(mine, other.headers)).code).toBe(1002);
    expect((await commit(mine)).code).toBe(2000);
    const listed = await call(t, { method: 'POST', url: V('/batchImport/page'), payload: { uploadType: 'motorcycleWire' } }, viewer.headers);
    expect(listed.body.data.records.length).toBeGreaterThan(0);
    const nobody = await userWith(t, []);
    const res = await t.app.inject({ method: 'GET', url: V(`/batchImport/failedFile?id=${listed.body.data.records[0].id}`), headers: nobody.headers });
    expect(res.json().code).toBe(1000);
  });

  it('deletes an uploaded zip after 30 days and keeps the record (IMP-02)', async () => {
    const zip = storedZip([{ name: 'a.pdf', body: PDF }]);
    const xlsx = await fillTemplate(await template('motorcycleWire'), [['Kept a while', 'HONDA', '', '', '', '', 'a.pdf']]);
    const started = { data: await importBatch(parts('motorcycleWire', xlsx, zip)) };
    const [row] = await t.ctx.db.select().from(batchImports).where(eq(batchImports.id, started.data.id));
    const zipOnDisk = filePath(t.ctx, row!.zipPath!);
    expect(fs.existsSync(zipOnDisk)).toBe(true);

    clock.advance(30 * DAY - 60_000);
    await removeExpiredBatchZips(t.ctx);
    expect(fs.existsSync(zipOnDisk)).toBe(true);
    clock.advance(2 * 60_000);
    expect(await removeExpiredBatchZips(t.ctx)).toBeGreaterThan(0);
    expect(fs.existsSync(zipOnDisk)).toBe(false);
    // (the admin's session has long expired: the record is read from the table)
    const [after] = await t.ctx.db.select().from(batchImports).where(eq(batchImports.id, started.data.id));
    expect(after).toMatchObject({ zipDeleted: true, zipPath: null, status: 'completed', successCount: 1 });
  });
});
