import { SOFTWARE_PERMISSIONS as P } from '@diagops/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainUsesIndex } from '../../platform/kit/explain';
import { storedZip } from '../../platform/kit/stored-zip';
import { multipartBody } from '../files/test-support';
import { insertModels, insertProducts } from '../products/test-support';
import { seedSoftwareDemo } from './software.demo';
import { checklistPage, mnemonicPage, selectChecklist, selectMnemonics, selectSoftCodes, selectUploads, softCodePage, uploadPage } from './software.repository';

let t: TestApp;
let admin: SignedIn;
let modelA: number;
let modelB: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [p] = await insertProducts(t, [{ code: 'DX-PRO5', nameZh: '诊断平板', nameEn: 'Scanner tablet', productLine: 'diag' }]);
  const [a, b] = await insertModels(t, [
    { productId: p!.id, code: 'DX-PRO5-STD', nameZh: '标准版', nameEn: 'Standard' },
    { productId: p!.id, code: 'DX-PRO5-PLUS', nameZh: '升级版', nameEn: 'Plus' },
  ]);
  modelA = a!.id;
  modelB = b!.id;
});
afterAll(() => t.close());

// a package uploaded through the files area's own endpoint, as the console does
type UploadedPackage = { id: string; name: string; size: number; sha256: string };

/** A tiny real zip: the server judges a package by its content. */
function zipBytes(text = 'hello'): Buffer {
  return storedZip([{ name: 'a.txt', body: text }]);
}

async function uploadPackage(t: TestApp, who: SignedIn, name: string, content: Buffer = zipBytes(name)): Promise<UploadedPackage> {
  const { payload, headers } = multipartBody(name, content);
  const res = await t.app.inject({ method: 'POST', url: '/lenkor-user/ossFile/uploadFile?area=software', headers: { ...who.headers, ...headers }, payload });
  const json = res.json();
  if (json.code !== 2000) throw new Error(`upload failed: ${res.body}`);
  return json.data;
}

const post = (path: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-product${path}`, headers, payload: payload as object });
const get = (path: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/lenkor-product${path}`, headers });
let seq = 0;
const newCode = async (over: Record<string, unknown> = {}) => {
  const res = await post('/softCode/save', { code: `SW-${++seq}`, nameZh: `软件${seq}`, nameEn: `Software ${seq}`, productModelIds: [modelA], ...over });
  expect(res.json().code, res.body).toBe(2000);
  return res.json().data as { id: number; version: number; code: string };
};

describe('software codes', () => {
  it('adds, reads, edits and deletes a code; refuses a duplicate, an unknown model and a stale version', async () => {
    const c = await newCode({ code: 'DIAG-APP', productModelIds: [modelA, modelB, modelA] });
    expect(c).toMatchObject({ code: 'DIAG-APP', productModelIds: [modelA, modelB], status: 'enabled', latestVersion: null, version: 1 });
    expect((await post('/softCode/save', { code: 'diag-app', nameZh: '重复', nameEn: 'Dup', productModelIds: [modelA] })).json().code).toBe(10120);
    const unknown = await post(
      '/softCode/save',
      { code: 'X-1', nameZh: '未知', nameEn: 'Unknown', productModelIds: [999999] },
      { ...admin.headers, language: 'zh-CN' },
    );
    expect(unknown.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'productModelIds', message: '产品型号不存在' }] } });
    expect((await post('/softCode/save', { code: 'X-2', nameZh: 'a', nameEn: 'b', productModelIds: [] })).json().code).toBe(1001);
    expect((await post('/softCode/save', { code: 'X-3', nameZh: 'a', nameEn: 'b', productModelIds: [modelA], extra: 1 })).json().code).toBe(1001);
    const edited = await post('/softCode/update', {
      id: c.id,
      version: 1,
      code: 'DIAG-APP',
      nameZh: '诊断应用',
      nameEn: 'Diagnostic app',
      productModelIds: [modelB],
    });
    expect(edited.json().data).toMatchObject({ nameEn: 'Diagnostic app', productModelIds: [modelB], version: 2 });
    const stale = await post('/softCode/update', { id: c.id, version: 1, code: 'DIAG-APP', nameZh: 'x', nameEn: 'y', productModelIds: [modelB] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(1005);
    expect((await get(`/softCode/detail/${c.id}`)).json().data.nameZh).toBe('诊断应用');
    const page = await post('/softCode/page', { current: 1, size: 10, productModelId: modelB });
    expect(page.json().data.records.map((r: { code: string }) => r.code)).toEqual(['DIAG-APP']);
    expect((await post('/softCode/page', { current: 1, size: 10, name: 'diagnostic' })).json().data.total).toBe(1);
    const options = await t.app.inject({ method: 'GET', url: '/lenkor-product/softCode/options', headers: { ...admin.headers, language: 'en-US' } });
    expect(options.json().data).toContainEqual({ id: c.id, code: 'DIAG-APP', name: 'Diagnostic app', status: 'enabled' });
    expect((await post('/softCode/delete', { id: c.id, version: 2 })).json().code).toBe(2000);
    expect((await get(`/softCode/detail/${c.id}`)).json().code).toBe(1002);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'softwareCode')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'delete', targetId: String(c.id) });
  });

  it('keeps a code that has uploads (1015)', async () => {
    const c = await newCode();
    expect((await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'full', versionNo: '1.0.0' })).json().code).toBe(2000);
    expect((await post('/softCode/delete', { id: c.id, version: 1 })).json().code).toBe(1015);
  });

  it('asks for the permission of each screen', async () => {
    const viewer = await userWith(t, [P.codeView.name]);
    expect((await post('/softCode/page', { current: 1, size: 10 }, viewer.headers)).json().code).toBe(2000);
    expect((await post('/softCode/softwareList', { current: 1, size: 10 }, viewer.headers)).json().code).toBe(1000);
    expect((await post('/softCode/save', { code: 'NOPE', nameZh: 'a', nameEn: 'b', productModelIds: [modelA] }, viewer.headers)).json().code).toBe(1000);
    expect((await post('/softUpload/page', { current: 1, size: 10 }, viewer.headers)).json().code).toBe(1000);
  });
});

describe('software uploads and their release', () => {
  it('walks draft → in review → released → withdrawn with who and when; nobody reviews their own upload', async () => {
    const c = await newCode({ code: 'REL-APP' });
    const dep = await newCode({ code: 'REL-FW' });
    const uploader = await userWith(t, [P.uploadView.name, P.uploadAdd.name, P.uploadEdit.name, P.uploadSubmit.name, P.uploadReview.name]);
    const reviewer = await userWith(t, [P.uploadView.name, P.uploadReview.name, P.uploadWithdraw.name]);
    const pkg = await uploadPackage(t, uploader, 'REL-APP-2.0.0.zip');
    const created = await post(
      '/softUpload/save',
      {
        softwareCodeId: c.id,
        operationType: 'full',
        versionNo: '2.0.0',
        fileId: pkg.id,
        notesZh: '新版本',
        minVersions: [{ softwareCodeId: dep.id, minVersion: '1.2' }],
      },
      uploader.headers,
    );
    expect(created.json().code, created.body).toBe(2000);
    const v = created.json().data;
    expect(v).toMatchObject({
      state: 'draft',
      versionNo: '2.0.0',
      file: { id: pkg.id, sha256: pkg.sha256, size: pkg.size },
      minVersions: [{ softwareCodeId: dep.id, softwareCode: 'REL-FW', minVersion: '1.2' }],
    });
    expect(v.actions).toEqual(['submit']);
    // the same version of the same software twice
    expect((await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'full', versionNo: '2.0.0' }, uploader.headers)).json().code).toBe(10120);

    // submit needs notes in both languages
    const noNotes = await post('/softUpload/release', { id: v.id, version: v.version, action: 'submit' }, uploader.headers);
    expect(noNotes.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'notesZh' }] } });
    const edited = await post(
      '/softUpload/update',
      {
        id: v.id,
        version: v.version,
        softwareCodeId: c.id,
        operationType: 'full',
        versionNo: '2.0.0',
        fileId: pkg.id,
        notesZh: '新版本',
        notesEn: 'New version',
        minVersions: [],
      },
      uploader.headers,
    );
    expect(edited.json().code, edited.body).toBe(2000);
    const submitted = await post('/softUpload/release', { id: v.id, version: edited.json().data.version, action: 'submit' }, uploader.headers);
    expect(submitted.json().data).toMatchObject({ state: 'inReview', submittedBy: uploader.username });
    expect(submitted.json().data.actions).toEqual([]);
    const sv = submitted.json().data.version;

    // in review: no edit, and the uploader cannot approve or reject it even with the permission
    const lockedEdit = await post(
      '/softUpload/update',
      { id: v.id, version: sv, softwareCodeId: c.id, operationType: 'full', versionNo: '2.0.1', minVersions: [] },
      uploader.headers,
    );
    expect(lockedEdit.json().code).toBe(1017);
    const self = await post('/softUpload/release', { id: v.id, version: sv, action: 'approve' }, { ...uploader.headers, language: 'en-US' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 10141, msg: 'You cannot review a software version you uploaded or submitted' });
    expect((await post('/softUpload/release', { id: v.id, version: sv, action: 'reject', reason: 'x' }, uploader.headers)).json().code).toBe(10141);

    // the reviewer: rejecting needs a reason; it goes back to draft
    expect((await get(`/softUpload/detail/${v.id}`, reviewer.headers)).json().data.actions).toEqual(['approve', 'reject']);
    expect((await post('/softUpload/release', { id: v.id, version: sv, action: 'reject' }, reviewer.headers)).json().code).toBe(1001);
    const rejected = await post('/softUpload/release', { id: v.id, version: sv, action: 'reject', reason: '说明不完整' }, reviewer.headers);
    expect(rejected.json().data).toMatchObject({ state: 'draft', reviewedBy: reviewer.username });
    const again = await post('/softUpload/release', { id: v.id, version: rejected.json().data.version, action: 'submit' }, uploader.headers);
    const approved = await post('/softUpload/release', { id: v.id, version: again.json().data.version, action: 'approve' }, reviewer.headers);
    expect(approved.json().data).toMatchObject({ state: 'released', reviewedBy: reviewer.username, releaseTime: new Date(t.clock.now()).toISOString() });
    expect(approved.json().data.actions).toEqual(['withdraw']);
    // the code and the software list show it as the newest released version
    expect((await post('/softCode/softwareList', { current: 1, size: 10, code: 'REL-APP' })).json().data.records[0]).toMatchObject({ latestVersion: '2.0.0' });
    // a stale version of the record changes nothing
    expect((await post('/softUpload/release', { id: v.id, version: sv, action: 'withdraw', reason: 'x' }, reviewer.headers)).json().code).toBe(1005);
    expect((await post('/softUpload/release', { id: v.id, version: approved.json().data.version, action: 'withdraw' }, reviewer.headers)).json().code).toBe(
      1001,
    );
    const withdrawn = await post(
      '/softUpload/release',
      { id: v.id, version: approved.json().data.version, action: 'withdraw', reason: '兼容性问题' },
      reviewer.headers,
    );
    expect(withdrawn.json().data).toMatchObject({ state: 'withdrawn', withdrawnBy: reviewer.username });
    expect((await post('/softCode/softwareList', { current: 1, size: 10, code: 'REL-APP' })).json().data.records[0].latestVersion).toBeNull();
    // a withdrawn version is not released again or deleted
    expect((await post('/softUpload/release', { id: v.id, version: withdrawn.json().data.version, action: 'approve' }, reviewer.headers)).json().code).toBe(
      1017,
    );
    expect((await post('/softUpload/delete', { id: v.id, version: withdrawn.json().data.version })).json().code).toBe(1017);

    const detail = (await get(`/softUpload/detail/${v.id}`)).json().data;
    expect(detail.history.map((h: { action: string; username: string }) => `${h.action}:${h.username}`)).toEqual([
      `create:${uploader.username}`,
      `submit:${uploader.username}`,
      `reject:${reviewer.username}`,
      `submit:${uploader.username}`,
      `approve:${reviewer.username}`,
      `withdraw:${reviewer.username}`,
    ]);
    expect(detail.history[2].reason).toBe('说明不完整');
  });

  it('refuses a submit without a package, a patch without its base, and actions without their permission', async () => {
    const c = await newCode();
    const draft = (await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'full', versionNo: '1.0', notesZh: 'a', notesEn: 'b' })).json().data;
    const noFile = await post('/softUpload/release', { id: draft.id, version: draft.version, action: 'submit' });
    expect(noFile.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'fileId' }] } });
    expect((await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'patch', versionNo: '1.1' })).json().code).toBe(1001);
    expect((await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'full', versionNo: 'v1' })).json().code).toBe(1001);
    expect(
      (
        await post('/softUpload/save', {
          softwareCodeId: c.id,
          operationType: 'full',
          versionNo: '1.2',
          minVersions: [{ softwareCodeId: 999999, minVersion: '1' }],
        })
      ).json().code,
    ).toBe(1001);
    const viewer = await userWith(t, [P.uploadView.name]);
    expect((await post('/softUpload/release', { id: draft.id, version: draft.version, action: 'submit' }, viewer.headers)).json().code).toBe(1000);
    // a package uploaded by someone else is not attached
    const other = await userWith(t, [P.uploadAdd.name]);
    const foreign = await uploadPackage(t, other, 'other.zip');
    expect((await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'full', versionNo: '1.3', fileId: foreign.id })).json().code).toBe(1002);
    // the toolkit list shows only toolkit packages
    await post('/softUpload/save', { softwareCodeId: c.id, operationType: 'toolkit', versionNo: '9.0' });
    const toolkits = (await post('/softUpload/toolkitPage', { current: 1, size: 10 })).json().data.records;
    expect(toolkits.map((r: { versionNo: string }) => r.versionNo)).toEqual(['9.0']);
    expect((await post('/softUpload/delete', { id: draft.id, version: draft.version })).json().code).toBe(2000);
  });
});

describe('mnemonics and the application checklist', () => {
  it('keeps mnemonics unique with text in both languages', async () => {
    const c = await newCode();
    const m = await post('/mnemonic/save', { code: 'dtc.read', softwareCodeId: c.id, textZh: '读取故障码', textEn: 'Read codes' });
    expect(m.json().data).toMatchObject({ code: 'dtc.read', softwareCode: c.code, version: 1 });
    expect((await post('/mnemonic/save', { code: 'DTC.READ', textZh: 'x', textEn: 'y' })).json().code).toBe(10120);
    expect((await post('/mnemonic/save', { code: '1bad', textZh: 'x', textEn: 'y' })).json().code).toBe(1001);
    expect((await post('/mnemonic/save', { code: 'no.en', textZh: 'x', textEn: ' ' })).json().code).toBe(1001);
    const id = m.json().data.id;
    const u = await post('/mnemonic/update', { id, version: 1, code: 'dtc.read', softwareCodeId: null, textZh: '读码', textEn: 'Read codes' });
    expect(u.json().data).toMatchObject({ textZh: '读码', softwareCodeId: null, version: 2 });
    expect((await post('/mnemonic/page', { current: 1, size: 10, text: 'read' })).json().data.total).toBe(1);
    expect((await get(`/mnemonic/detail/${id}`)).json().data.code).toBe('dtc.read');
    expect((await post('/mnemonic/delete', { id, version: 1 })).json().code).toBe(1005);
    expect((await post('/mnemonic/delete', { id, version: 2 })).json().code).toBe(2000);
  });

  it('lists the software of a model once, only software meant for the model', async () => {
    const c = await newCode({ productModelIds: [modelA] });
    const e = await post('/appChecklist/save', { productModelId: modelA, softwareCodeId: c.id, required: true, sort: 1 });
    expect(e.json().data).toMatchObject({ productModelId: modelA, softwareCode: c.code, required: true, latestVersion: null });
    const dup = await post('/appChecklist/save', { productModelId: modelA, softwareCodeId: c.id }, { ...admin.headers, language: 'zh-CN' });
    expect(dup.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'softwareCodeId', message: '该型号的应用清单中已有此软件' }] } });
    expect((await post('/appChecklist/save', { productModelId: modelB, softwareCodeId: c.id })).json().code).toBe(1001);
    expect((await post('/appChecklist/save', { productModelId: 999999, softwareCodeId: c.id })).json().code).toBe(1001);
    const id = e.json().data.id;
    const u = await post('/appChecklist/update', { id, version: 1, productModelId: modelA, softwareCodeId: c.id, required: false, sort: 3, remark: '选装' });
    expect(u.json().data).toMatchObject({ required: false, sort: 3, remark: '选装', version: 2 });
    expect((await post('/appChecklist/page', { current: 1, size: 10, productModelId: modelA, required: false })).json().data.total).toBe(1);
    expect((await get(`/appChecklist/detail/${id}`)).json().data.id).toBe(id);
    expect((await post('/appChecklist/delete', { id, version: 2 })).json().code).toBe(2000);
  });
});

describe('lists at the database speed', () => {
  it('serves every filter and sort of the four lists from an index', async () => {
    const lists = [
      {
        table: 'software_codes',
        page: softCodePage,
        select: () => selectSoftCodes(t.ctx.db),
        filters: { code: 'a', name: 'a', productModelId: 1, status: 'enabled' },
        sorts: ['code', 'createTime', 'updateTime'],
      },
      {
        table: 'software_versions',
        page: uploadPage,
        select: () => selectUploads(t.ctx.db),
        filters: { softwareCodeId: 1, versionNo: '1', operationType: 'full', state: 'draft' },
        sorts: ['versionNo', 'createTime', 'updateTime'],
      },
      {
        table: 'software_mnemonics',
        page: mnemonicPage,
        select: () => selectMnemonics(t.ctx.db),
        filters: { code: 'a', text: 'a', softwareCodeId: 1 },
        sorts: ['code', 'createTime', 'updateTime'],
      },
      {
        table: 'software_app_checklist',
        page: checklistPage,
        select: () => selectChecklist(t.ctx.db),
        filters: { productModelId: 1, softwareCodeId: 1, required: true },
        sorts: ['sort', 'createTime'],
      },
    ] as const;
    for (const l of lists) {
      for (const [key, value] of Object.entries(l.filters)) {
        const q = l
          .select()
          .where((l.page.where as (q: object) => never)({ [key]: value }))
          .orderBy(...(l.page.orderBy as (q: object) => never[])({}))
          .limit(10);
        const r = await explainUsesIndex(t.ctx.db, l.table, q);
        expect(r.ok, `${l.table} ${key}\n${r.plan}`).toBe(true);
      }
      for (const field of l.sorts) {
        const q = l
          .select()
          .where((l.page.where as (q: object) => never)({}))
          .orderBy(...(l.page.orderBy as (q: object) => never[])({ sort: { field, order: 'desc' } }))
          .limit(10);
        const r = await explainUsesIndex(t.ctx.db, l.table, q);
        expect(r.ok, `${l.table} sort ${field}\n${r.plan}`).toBe(true);
      }
    }
  });
});

describe('demo rows', () => {
  it('fills every software screen: codes for the models, released versions with their packages, some in review, mnemonics, a checklist', async () => {
    const d = await buildTestApp();
    try {
      const me = await signInAdmin(d);
      const [p] = await insertProducts(d, [{ code: 'DX-PRO5', nameZh: '诊断平板', nameEn: 'Scanner tablet', productLine: 'diag' }]);
      const [m] = await insertModels(d, [{ productId: p!.id, code: 'DX-PRO5-STD', nameZh: '标准版', nameEn: 'Standard' }]);
      await seedSoftwareDemo(d.ctx, async (code) => (code === 'DX-PRO5' ? [m!.id] : []));
      await seedSoftwareDemo(d.ctx, async () => []); // a second run adds nothing
      const page = (path: string, body: object = {}) =>
        d.app
          .inject({ method: 'POST', url: `/lenkor-product${path}`, headers: me.headers, payload: { current: 1, size: 100, ...body } })
          .then((r) => r.json().data);
      const codes = await page('/softCode/softwareList');
      expect(codes.total).toBe(6);
      expect(codes.records.find((c: { code: string }) => c.code === 'DIAG-APP')).toMatchObject({ latestVersion: '5.1.1', productModelIds: [m!.id] });
      expect((await page('/softUpload/page', { state: 'inReview' })).total).toBeGreaterThanOrEqual(1);
      const released = (await page('/softUpload/page', { state: 'released' })).records;
      expect(released.length).toBeGreaterThanOrEqual(1);
      expect(released[0].file.sha256).toMatch(/^[0-9a-f]{64}$/);
      const download = await d.app.inject({ method: 'GET', url: released[0].file.url, headers: me.headers });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect((await page('/softUpload/toolkitPage')).total).toBe(2);
      expect((await page('/mnemonic/page')).total).toBe(8);
      expect((await page('/appChecklist/page')).total).toBeGreaterThanOrEqual(3);
    } finally {
      await d.close();
    }
  });
});
