import crypto from 'node:crypto';
import { LOG_BATCH_MAX, LOGFILE_PERMISSIONS as P, type TLogFilePageQuery } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J, opLogs } from '../../../test/system';
import { explainUsesIndex } from '../../platform/kit/explain';
import { zipEntries } from '../../platform/kit/stored-zip';
import { filesOf, runFilesCleanup } from '../files';
import { insertProducts } from '../products/test-support';
import { seedLogFilesDemo } from './logfiles.demo';
import { logFilePage } from './logfiles.repository';
import { appKeys, logFiles } from './logfiles.tables';

let t: TestApp;
let admin: SignedIn;
let key: string;
const L = (p: string) => `/lenkor-user/logFile${p}`;
const K = (p: string) => `/lenkor-user/appKey${p}`;
const UPLOAD = '/lenkor-app/logFile/upload';

/** A multipart body: the text fields in order, then (optionally) the file part. */
function form(fields: Array<[string, string]>, file?: { name: string; body: Buffer; field?: string }, after: Array<[string, string]> = []) {
  const b = `----log${crypto.randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  const field = ([k, v]: [string, string]) => parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  fields.forEach(field);
  if (file) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.body, Buffer.from('\r\n'));
  }
  after.forEach(field);
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const meta = (over: Record<string, string> = {}): Array<[string, string]> =>
  Object.entries({
    sn: '980001234567',
    productModel: 'DX-PRO5',
    vehicle: 'Toyota Camry 2019',
    uploadMethod: 'auto',
    category: 'diagnosis',
    originalSize: '90000',
    softwareVersion: 'V5.2.1',
    firmwareVersion: 'FW1.3',
    logTime: '2026-11-20T08:00:00.000Z',
    submitter: 'zhang.wei@garage.cn',
    ...over,
  });

async function upload(body: ReturnType<typeof form>, appKey: string | null = key) {
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: { ...body.headers, ...(appKey ? { 'x-app-key': appKey } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

const textLog = (s: string) => Buffer.from(`${s}\n${'2026-11-20 INFO ecu read ok\n'.repeat(20)}`);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describe('app keys', () => {
  it('are created by staff, shown once, kept only as a hash, disabled and enabled with versions', async () => {
    await expectGuarded(t, { method: 'POST', url: K('/save'), payload: { name: 'x' } }, await userWith(t, [P.logView.name]));
    const created = await call(t, { method: 'POST', url: K('/save'), payload: { name: 'Workshop tablets' } }, admin.headers);
    expect(created.body.code).toBe(2000);
    key = created.body.data.key;
    expect(key).toMatch(/^lk_[A-Za-z0-9_-]{40,}$/);
    const [row] = await t.ctx.db.select().from(appKeys);
    expect(row!.keyHash).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(10));
    const page = await call(t, { method: 'POST', url: K('/page'), payload: {} }, admin.headers);
    expect(page.body.data.records).toEqual([
      expect.objectContaining({ name: 'Workshop tablets', prefix: key.slice(0, 10), enabled: true, lastUsedTime: null }),
    ]);
    expect(JSON.stringify(page.body)).not.toContain(key.slice(10));
    expect(JSON.stringify(await opLogs(t, 'appKey', 'create', row!.id))).not.toContain(key.slice(10));

    const id = row!.id;
    expect((await call(t, { method: 'POST', url: K('/enable'), payload: { id, version: 1 } }, admin.headers)).body.code).toBe(1017);
    expect((await call(t, { method: 'POST', url: K('/disable'), payload: { id, version: 1 } }, admin.headers)).body.data).toMatchObject({
      enabled: false,
      version: 2,
    });
    expect((await upload(form(meta(), { name: 'a.log', body: textLog('a') }))).body.code).toBe(1011);
    expect((await call(t, { method: 'POST', url: K('/enable'), payload: { id, version: 1 } }, admin.headers)).body.code).toBe(1005);
    expect((await call(t, { method: 'POST', url: K('/enable'), payload: { id, version: 2 } }, admin.headers)).body.data.enabled).toBe(true);
  });
});

describe('ingestion POST /{svc}-app/logFile/upload', () => {
  it('is documented in the API reference beside the customer API: X-App-Key, the LOG-02 fields and the file as multipart', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths[UPLOAD].post;
    expect(op.tags).toEqual(['customer app: logfiles']);
    expect(op.security).toEqual([{ appKey: [] }]);
    expect(doc.components.securitySchemes.appKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-App-Key' });
    const body = op.requestBody.content['multipart/form-data'].schema;
    expect(op.requestBody.required).toBe(true);
    expect(Object.keys(body.properties)).toEqual([...meta().map(([k]) => k), 'file']);
    expect(body.required).toEqual(['sn', 'productModel', 'uploadMethod', 'category', 'file']);
    expect(body.properties.uploadMethod.enum).toContain('auto');
    expect(body.properties.file).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    // fields before the file: the multipart order is documented
    expect(op.requestBody.content['multipart/form-data'].encoding).toBeUndefined();
    expect(op.description).toMatch(/before the file/);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '413']));
  });

  it('refuses a missing key (15602) and an unknown one (1011), storing nothing', async () => {
    expect((await upload(form(meta(), { name: 'a.log', body: textLog('a') }), null)).body.code).toBe(15602);
    const wrong = await upload(form(meta(), { name: 'a.log', body: textLog('a') }), `lk_${'x'.repeat(43)}`);
    expect([wrong.status, wrong.body.code]).toEqual([401, 1011]);
    expect(await t.ctx.db.select().from(logFiles)).toHaveLength(0);
  });

  it('records a log with the LOG-02 fields, the measured size, checksum, IP and region', async () => {
    const body = textLog('first');
    const res = await upload(form(meta(), { name: '诊断日志 1.log', body }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(2000);
    expect(res.body.data).toMatchObject({
      sn: '980001234567',
      productModel: 'DX-PRO5',
      vehicle: 'Toyota Camry 2019',
      uploadMethod: 'auto',
      category: 'diagnosis',
      fileName: '诊断日志 1.log',
      fileSize: body.length,
      originalSize: 90000,
      sha256: crypto.createHash('sha256').update(body).digest('hex'),
      softwareVersion: 'V5.2.1',
      firmwareVersion: 'FW1.3',
      logTime: '2026-11-20T08:00:00.000Z',
      submitter: 'zhang.wei@garage.cn',
      ip: '127.0.0.1',
      region: 'local',
      appKeyName: 'Workshop tablets',
      snDetailId: null,
    });
    expect(await opLogs(t, 'logFile', 'upload', res.body.data.id)).toHaveLength(1);
    const [k] = await t.ctx.db.select().from(appKeys);
    expect(k!.lastUsedAt).not.toBeNull();
    // the stored file belongs to its log row, so the files area's orphan cleanup keeps it
    const owned = await filesOf(t.ctx, 'logfiles', String(res.body.data.id));
    expect(owned.map((f) => f.sha256)).toEqual([res.body.data.sha256]);
    t.clock.advance(3 * 24 * 3_600_000);
    await runFilesCleanup(t.ctx);
    expect(await filesOf(t.ctx, 'logfiles', String(res.body.data.id))).toHaveLength(1);
    t.clock.advance(-3 * 24 * 3_600_000); // back to the day of the uploads the next tests filter on
  });

  it('refuses bad fields (1001, in the caller language), fields after the file, no file, a renamed executable', async () => {
    const bad = await upload(form(meta({ category: 'poetry', extra: 'x' }), { name: 'b.log', body: textLog('b') }));
    expect(bad.body.code).toBe(1001);
    expect(bad.body.data.errors.map((e: J) => e.field).sort()).toEqual(['category', 'extra']);
    const zh = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      ...(() => {
        const f = form(meta({ sn: '' }), { name: 'b.log', body: textLog('b') });
        return { payload: f.payload, headers: { ...f.headers, 'x-app-key': key, 'accept-language': 'zh-CN' } };
      })(),
    });
    expect(zh.json().msg).toBe('请求参数不正确');
    const late = await upload(form([], { name: 'b.log', body: textLog('b') }, meta()));
    expect(late.body.code).toBe(1001);
    expect((await upload(form(meta()))).body.code).toBe(1001);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from('PE\0\0')]);
    const refused = await upload(form(meta(), { name: 'c.log', body: exe }));
    expect(refused.body.code).toBe(1040);
    expect(await t.ctx.db.select().from(logFiles)).toHaveLength(1);
  });
});

describe('/brand/fileLog list, detail and downloads', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    const zip = (await import('node:zlib')).gzipSync(Buffer.from('gzip log body'));
    const more = [
      meta({ sn: '980009999000', productModel: 'DX-LITE', uploadMethod: 'manual', category: 'crash', vehicle: 'BMW X5 2018', softwareVersion: 'V6.0.0' }),
      meta({ sn: '980009999001', productModel: 'TP-T300', uploadMethod: 'manual', category: 'system', submitter: 'li.na' }),
    ];
    const a = await upload(form(more[0]!, { name: 'crash.log.gz', body: zip }));
    expect(a.body.code, JSON.stringify(a.body)).toBe(2000);
    const b = await upload(form(more[1]!, { name: 'system.log', body: textLog('system') }));
    ids = (await t.ctx.db.select({ id: logFiles.id }).from(logFiles).orderBy(logFiles.id)).map((r) => r.id);
    expect(b.body.code).toBe(2000);
    expect(ids).toHaveLength(3);
  });

  it('is guarded (1003 without sign-in, 1000 without the permission)', async () => {
    const none = await userWith(t, [P.appKeyManage.name]);
    await expectGuarded(t, { method: 'POST', url: L('/page'), payload: {} }, none);
    await expectGuarded(t, { method: 'GET', url: L(`/detail/${ids[0]}`) }, none);
    const viewer = await userWith(t, [P.logView.name]);
    await expectGuarded(t, { method: 'GET', url: L(`/download/${ids[0]}`) }, viewer);
    await expectGuarded(t, { method: 'POST', url: L('/batchDownload'), payload: { ids } }, viewer);
  });

  it('filters by every LOG-02 field and sorts, each served by an index', async () => {
    const sns = async (q: object) => (await call(t, { method: 'POST', url: L('/page'), payload: q }, admin.headers)).body.data.records.map((r: J) => r.sn);
    expect(await sns({})).toHaveLength(3);
    expect(await sns({ sn: '9800099' })).toEqual(expect.arrayContaining(['980009999000', '980009999001']));
    expect(await sns({ productModel: 'dx-l' })).toEqual(['980009999000']);
    expect(await sns({ vehicle: 'bmw' })).toEqual(['980009999000']);
    expect(await sns({ uploadMethod: 'auto' })).toEqual(['980001234567']);
    expect(await sns({ category: 'system' })).toEqual(['980009999001']);
    expect(await sns({ submitter: 'LI.' })).toEqual(['980009999001']);
    expect(await sns({ softwareVersion: 'V6' })).toEqual(['980009999000']);
    expect(await sns({ ip: '127.' })).toHaveLength(3);
    expect(await sns({ region: 'local' })).toHaveLength(3);
    const now = new Date(t.ctx.clock.now());
    expect(
      await sns({ uploadTimeFrom: new Date(now.getTime() - 60_000).toISOString(), uploadTimeTo: new Date(now.getTime() + 60_000).toISOString() }),
    ).toHaveLength(3);
    expect(await sns({ uploadTimeFrom: new Date(now.getTime() + 60_000).toISOString() })).toEqual([]);
    const bySize = (await call(t, { method: 'POST', url: L('/page'), payload: { sort: { field: 'fileSize', order: 'asc' } } }, admin.headers)).body.data
      .records;
    expect(bySize.map((r: J) => r.fileSize)).toEqual([...bySize.map((r: J) => r.fileSize)].sort((a, b) => a - b));
    expect((await call(t, { method: 'POST', url: L('/page'), payload: { nope: 1 } }, admin.headers)).body.code).toBe(1001);
    const filters: Array<Partial<TLogFilePageQuery>> = [
      { sn: '98' },
      { productModel: 'dx' },
      { vehicle: 'b' },
      { submitter: 'l' },
      { softwareVersion: 'v' },
      { ip: '1' },
      { region: 'l' },
      { category: 'crash' },
      { uploadMethod: 'manual' },
      { uploadTimeFrom: now.toISOString() },
      {},
    ];
    for (const q of filters) {
      const list = t.ctx.db
        .select()
        .from(logFiles)
        .where(logFilePage.where(q))
        .orderBy(...logFilePage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'log_files', list);
      expect(r.ok, `${JSON.stringify(q)}\n${r.plan}`).toBe(true);
    }
    for (const field of ['uploadTime', 'logTime', 'fileSize'] as const) {
      const list = t.ctx.db
        .select()
        .from(logFiles)
        .orderBy(...logFilePage.orderBy({ sort: { field, order: 'desc' } }))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'log_files', list);
      expect(r.ok, `sort ${field}\n${r.plan}`).toBe(true);
    }
  });

  it('shows one log (1002 when unknown) and downloads it under its own name', async () => {
    const detail = await call(t, { method: 'GET', url: L(`/detail/${ids[0]}`) }, admin.headers);
    expect(detail.body.data).toMatchObject({ id: ids[0], fileName: '诊断日志 1.log' });
    expect((await call(t, { method: 'GET', url: L('/detail/99999') }, admin.headers)).body.code).toBe(1002);
    const res = await t.app.inject({ method: 'GET', url: L(`/download/${ids[0]}`), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('诊断日志 1.log')}`);
    expect(crypto.createHash('sha256').update(res.rawPayload).digest('hex')).toBe(detail.body.data.sha256);
    expect((await t.app.inject({ method: 'GET', url: L('/download/99999'), headers: admin.headers })).json().code).toBe(1002);
  });

  it('zips up to 100 logs in one streamed download (LOG-01); 101 answers 61011, an unknown id 1002', async () => {
    const res = await t.app.inject({ method: 'POST', url: L('/batchDownload'), payload: { ids }, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/logs-\d{14}\.zip/);
    const entries = zipEntries(res.rawPayload);
    expect(entries.size).toBe(3);
    for (const id of ids) {
      const [name, bytes] = [...entries].find(([n]) => n.includes(`/${id}-`))!;
      const d = (await call(t, { method: 'GET', url: L(`/detail/${id}`) }, admin.headers)).body.data;
      expect(name).toBe(`${d.sn}/${id}-${d.fileName}`);
      expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(d.sha256);
    }
    const tooMany = Array.from({ length: LOG_BATCH_MAX + 1 }, (_, i) => i + 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: L('/batchDownload'),
      payload: { ids: tooMany },
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect([refused.statusCode, refused.json().code, refused.json().msg]).toEqual([400, 61011, 'At most 100 log files per download']);
    const hundred = Array.from({ length: LOG_BATCH_MAX }, (_, i) => i + 1);
    expect((await t.app.inject({ method: 'POST', url: L('/batchDownload'), payload: { ids: hundred }, headers: admin.headers })).json().code).toBe(1002);
    expect((await t.app.inject({ method: 'POST', url: L('/batchDownload'), payload: { ids: [] }, headers: admin.headers })).json().code).toBe(1001);
  });
});

describe('seed:demo', () => {
  it('adds log files through the files area (real, downloadable bytes), and not twice', async () => {
    const before = (await t.ctx.db.select().from(logFiles)).length;
    await seedLogFilesDemo(t.ctx, before + 4);
    await seedLogFilesDemo(t.ctx, before + 4);
    const all = await t.ctx.db.select().from(logFiles).orderBy(logFiles.id);
    expect(all).toHaveLength(before + 4);
    const demo = all.at(-1)!;
    const res = await t.app.inject({ method: 'GET', url: L(`/download/${demo.id}`), headers: admin.headers });
    expect(res.body).toContain(`SN=${demo.sn}`);
    expect(crypto.createHash('sha256').update(res.rawPayload).digest('hex')).toBe(demo.sha256);
  });
});

describe('devices', () => {
  it('links a log to the registered device of its SN (the detail links to the device)', async () => {
    const [p] = await insertProducts(t, [{ code: 'LOG-LINK', nameZh: '日志关联', nameEn: 'Log link', productLine: 'diag' }]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/lenkor-user/device/add',
      headers: admin.headers,
      payload: { sn: '980009990001', productId: p!.id },
    });
    expect(added.json().code, added.body).toBe(2000);
    const res = await upload(form(meta({ sn: '980009990001' }), { name: 'linked.log', body: textLog('linked') }));
    expect(res.body.data.snDetailId).toBe(added.json().data.id);
  });
});
