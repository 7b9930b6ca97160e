import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { PRODUCT_PERMISSIONS as P } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { files } from './files.tables';
import { attachFiles, declareFileArea, detachFiles, filesOf, openStoredFile, runFilesCleanup, storeFile } from './index';
import { exeBytes, multipartBody, pngBytes, STORES, startStore, storedObjects, zipBytes } from './test-support';

describe.each(STORES)('files on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let uploader: SignedIn;
  let viewer: SignedIn;
  let stranger: SignedIn;
  const MB = 1024 * 1024;

  let store: Awaited<ReturnType<typeof startStore>>;
  beforeAll(async () => {
    store = await startStore(kind);
    declareFileArea({
      area: 'fltest',
      types: ['png', 'jpg', 'pdf', 'txt', 'zip'],
      maxBytes: 1 * MB,
      maxTotalBytes: 2 * MB,
      uploadPermission: P.productAdd.name,
      viewPermission: P.productView.name,
    });
    t = await buildTestApp(store.env);
    admin = await signInAdmin(t);
    uploader = await userWith(t, [P.productAdd.name]);
    viewer = await userWith(t, [P.productView.name]);
    stranger = await userWith(t, [P.productAdd.name]);
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });

  const oss = (p: string) => `/lenkor-user/ossFile${p}`;
  async function upload(name: string, content: Buffer, who: SignedIn = uploader, area = 'fltest', lang = 'zh-CN') {
    const body = multipartBody(name, content);
    return t.app.inject({
      method: 'POST',
      url: oss(`/uploadFile?area=${area}`),
      headers: { ...who.headers, ...body.headers, language: lang },
      payload: body.payload,
    });
  }
  const storedCount = async () => (await storedObjects(t.ctx)).store.length;
  const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

  describe('uploadFile / info / download', () => {
    it('stores a PNG judged by content, with its SHA-256, and streams it back with a Chinese name', async () => {
      const png = pngBytes(50_000);
      const res = await upload('诊断 截图.png', png);
      expect(res.json().code).toBe(2000);
      const f = res.json().data;
      expect(f).toMatchObject({ name: '诊断 截图.png', size: png.length, type: 'image/png', sha256: sha(png), url: oss(`/download/${f.id}`) });
      const row = (await t.ctx.db.select().from(files).where(eq(files.id, f.id)))[0]!;
      expect(row.storageKey).toMatch(new RegExp(`^fltest/\\d{4}-\\d{2}-\\d{2}/${f.id}$`));
      const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.targetId, f.id));
      expect(log).toMatchObject({ module: 'files', action: 'upload', userId: uploader.userId });
      const info = await t.app.inject({ method: 'GET', url: oss(`/info/${f.id}`), headers: uploader.headers });
      expect(info.json().data).toEqual(f);
      const dl = await t.app.inject({ method: 'GET', url: f.url, headers: uploader.headers });
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(png)).toBe(true);
      expect(dl.headers['content-type']).toBe('image/png');
      expect(dl.headers['content-disposition']).toBe(`attachment; filename="__ __.png"; filename*=UTF-8''${encodeURIComponent('诊断 截图.png')}`);
      const inline = await t.app.inject({ method: 'GET', url: `${f.url}?inline=1`, headers: uploader.headers });
      expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    });

    it('answers a range with 206 and the bytes, and a range past the end with 416/1042 in the caller language', async () => {
      const png = pngBytes(10_000);
      const f = (await upload('a.png', png)).json().data;
      const part = await t.app.inject({ method: 'GET', url: f.url, headers: { ...uploader.headers, range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${png.length}`);
      expect(part.rawPayload.equals(png.subarray(100, 200))).toBe(true);
      const tail = await t.app.inject({ method: 'GET', url: f.url, headers: { ...uploader.headers, range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(png.subarray(png.length - 10))).toBe(true);
      const past = await t.app.inject({ method: 'GET', url: f.url, headers: { ...uploader.headers, range: `bytes=${png.length}-`, language: 'en-US' } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${png.length}`);
      expect(past.json()).toMatchObject({ code: 1042, msg: 'The requested range is past the end of the file' });
    });

    it('refuses an executable renamed .png (1040) and keeps nothing', async () => {
      const before = await storedCount();
      const rowsBefore = (await t.ctx.db.select().from(files)).length;
      const res = await upload('setup.png', exeBytes(), uploader, 'fltest', 'en-US');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 1040, msg: 'This file type is not allowed' });
      const zh = await upload('setup.png', exeBytes());
      expect(zh.json().msg).toBe('文件类型不支持');
      expect(await storedCount()).toBe(before);
      expect((await t.ctx.db.select().from(files)).length).toBe(rowsBefore);
      // random bytes named .txt are not text
      expect((await upload('notes.txt', crypto.randomBytes(5000))).json().code).toBe(1040);
      // real text named .txt is
      expect((await upload('notes.txt', Buffer.from('诊断日志 line 1\nline 2\n'))).json().data.type).toBe('text/plain');
    });

    it('refuses a file over the area limit (1041, maxMb) without storing the rest', async () => {
      const before = await storedCount();
      const res = await upload('big.png', pngBytes(3 * MB));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 1041, data: { maxMb: 1 } });
      expect(await storedCount()).toBe(before);
      expect((await storedObjects(t.ctx)).store.filter((f) => f.endsWith('.part'))).toEqual([]);
    });

    it('cleans names with ../ and control characters; the stored name is generated', async () => {
      const res = await upload('../../etc/pa\u0000ss\u0007wd\u202e.png', pngBytes());
      const f = res.json().data;
      expect(f.name).toBe('passwd.png');
      const dots = (await upload('..', pngBytes())).json().data;
      expect(dots.name).toBe('file');
      const row = (await t.ctx.db.select().from(files).where(eq(files.id, f.id)))[0]!;
      expect(row.storageKey).not.toContain('..');
      expect(row.storageKey.endsWith(f.id)).toBe(true);
    });

    it('refuses an unknown area (1001), an uploader without the area permission (1000), no file (1001)', async () => {
      expect((await upload('a.png', pngBytes(), uploader, 'nosuch')).json().code).toBe(1001);
      expect((await upload('a.png', pngBytes(), viewer)).json().code).toBe(1000);
      const none = await t.app.inject({
        method: 'POST',
        url: oss('/uploadFile?area=fltest'),
        headers: { ...uploader.headers, 'content-type': 'application/json' },
        payload: {},
      });
      expect(none.json().code).toBe(1001);
    });

    it('lets the uploader and holders of the view permission download; others get 1000 in their language; unknown 1002', async () => {
      const f = (await upload('mine.png', pngBytes())).json().data;
      expect((await t.app.inject({ method: 'GET', url: f.url, headers: viewer.headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: f.url, headers: admin.headers })).statusCode).toBe(200);
      const no = await t.app.inject({ method: 'GET', url: f.url, headers: { ...stranger.headers, language: 'en-US' } });
      expect(no.statusCode).toBe(403);
      expect(no.json()).toMatchObject({ code: 1000, msg: 'Access not allowed' });
      const noInfo = await t.app.inject({ method: 'GET', url: oss(`/info/${f.id}`), headers: stranger.headers });
      expect(noInfo.json()).toMatchObject({ code: 1000, msg: '无权访问' });
      const missing = await t.app.inject({ method: 'GET', url: oss(`/info/${crypto.randomUUID()}`), headers: uploader.headers });
      expect(missing.json().code).toBe(1002);
      expect((await t.app.inject({ method: 'GET', url: oss('/info/../../x'), headers: uploader.headers })).json().code).not.toBe(2000);
    });
  });

  describe('attachFiles / detachFiles / filesOf / storeFile / openStoredFile', () => {
    it('attaches the uploader own files to an owner, refuses others, checks the total, detaches', async () => {
      const a = (await upload('a.png', pngBytes(700_000))).json().data;
      const b = (await upload('b.png', pngBytes(700_000))).json().data;
      const c = (await upload('c.png', pngBytes(700_000))).json().data;
      const theirs = (await upload('x.png', pngBytes(), stranger)).json().data;
      const attached = await t.ctx.db.transaction((tx) =>
        attachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K1', fileIds: [a.id, b.id], uploaderId: uploader.userId }),
      );
      expect(attached.map((f) => f.id)).toEqual([a.id, b.id]);
      // a third pushes the owner's total over 2 MB
      await expect(
        t.ctx.db.transaction((tx) => attachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K1', fileIds: [a.id, b.id, c.id], uploaderId: uploader.userId })),
      ).rejects.toMatchObject({ code: 1041 });
      // someone else's upload, an unknown id, another owner's file
      for (const ids of [[theirs.id], [crypto.randomUUID()], ['nope']]) {
        await expect(
          t.ctx.db.transaction((tx) => attachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K1', fileIds: ids, uploaderId: uploader.userId })),
        ).rejects.toMatchObject({ code: 1002 });
      }
      await expect(
        t.ctx.db.transaction((tx) => attachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K2', fileIds: [a.id], uploaderId: uploader.userId })),
      ).rejects.toMatchObject({ code: 1002 });
      await expect(
        t.ctx.db.transaction((tx) => attachFiles(t.ctx, tx, { area: 'other', ownerId: 'K1', fileIds: [c.id], uploaderId: uploader.userId })),
      ).rejects.toMatchObject({ code: 1002 });
      // re-attaching the same files is fine (an edit that keeps them)
      await t.ctx.db.transaction((tx) => attachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K1', fileIds: [a.id, b.id], uploaderId: uploader.userId }));
      await t.ctx.db.transaction((tx) => detachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K1', keep: [b.id] }));
      expect((await filesOf(t.ctx, 'fltest', 'K1')).map((f) => f.id)).toEqual([b.id]);
      await t.ctx.db.transaction((tx) => detachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'K1' }));
      expect(await filesOf(t.ctx, 'fltest', 'K1')).toEqual([]);
    });

    it('stores server-made bytes and opens them for streaming', async () => {
      const body = Buffer.from('device log\n'.repeat(1000));
      const f = await storeFile(t.ctx, { area: 'devlogs', name: 'x/../run.log', body: Readable.from([body]), uploader: { kind: 'device', id: 7 } });
      expect(f).toMatchObject({ name: 'run.log', size: body.length, sha256: sha(body) });
      const opened = await openStoredFile(t.ctx, f.id);
      const chunks: Buffer[] = [];
      for await (const c of (await opened.stream()) as AsyncIterable<Buffer>) chunks.push(c);
      expect(Buffer.concat(chunks).equals(body)).toBe(true);
      await expect(openStoredFile(t.ctx, crypto.randomUUID())).rejects.toMatchObject({ code: 1002 });
    });
  });

  describe('cleanup job', () => {
    it('removes uploads never attached after a day, zips after 30 days; attached files stay', async () => {
      const orphan = (await upload('orphan.png', pngBytes())).json().data;
      const zip = (await upload('batch.zip', zipBytes())).json().data;
      expect(zip.type).toBe('application/zip');
      const kept = (await upload('kept.png', pngBytes())).json().data;
      await t.ctx.db.transaction((tx) => attachFiles(t.ctx, tx, { area: 'fltest', ownerId: 'KEEP', fileIds: [kept.id], uploaderId: uploader.userId }));
      const exists = async (id: string) => (await t.ctx.db.select().from(files).where(eq(files.id, id))).length === 1;
      const objects = async () => (await storedObjects(t.ctx)).store.length;
      t.clock.advance(23 * 3600 * 1000);
      await runFilesCleanup(t.ctx);
      expect(await exists(orphan.id)).toBe(true);
      const before = await objects();
      t.clock.advance(2 * 3600 * 1000);
      await runFilesCleanup(t.ctx);
      expect(await exists(orphan.id)).toBe(false);
      expect(await objects()).toBeLessThan(before);
      await expect(openStoredFile(t.ctx, orphan.id)).rejects.toMatchObject({ code: 1002 });
      expect(await exists(zip.id)).toBe(true);
      expect(await exists(kept.id)).toBe(true);
      t.clock.advance(30 * 24 * 3600 * 1000);
      await runFilesCleanup(t.ctx);
      expect(await exists(zip.id)).toBe(false);
      expect(await exists(kept.id)).toBe(true);
      await (await (await openStoredFile(t.ctx, kept.id)).stream()).resume();
    });
  });
});
