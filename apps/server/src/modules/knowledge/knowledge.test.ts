import { KNOWLEDGE_PERMISSIONS as P } from '@diagops/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { multipartFile } from '../../../test/kit-helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainUsesIndex } from '../../platform/kit/explain';
import { knowledgePage, selectItems } from './knowledge.repository';
import { knowledgeItems } from './knowledge.tables';

let t: TestApp;
let admin: SignedIn;
const url = (p: string) => `/lenkor-user/knowledge${p}`;
const post = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: url(p), headers, payload: payload as object });
const get = (p: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: url(p), headers });
const cat = async (body: Record<string, unknown>) => {
  const r = await post('/classification/save', body);
  expect(r.json().code, r.body).toBe(2000);
  return r.json().data as { id: number; version: number };
};

let big: { id: number; version: number };
let small: { id: number; version: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  big = await cat({ nameZh: '故障诊断', nameEn: 'Fault diagnosis', knowledgeType: 'article' });
  small = await cat({ parentId: big.id, nameZh: '发动机', nameEn: 'Engine', knowledgeType: 'article' });
});
afterAll(() => t.close());

const newItem = (over: Record<string, unknown> = {}) => ({
  title: '发动机故障灯常亮 Check engine light',
  knowledgeType: 'article',
  bigClassify: big.id,
  smallClassify: small.id,
  contentZh: '<p>读取<strong>故障码</strong>后检查氧传感器。</p>',
  contentEn: '<p>Read the <strong>fault codes</strong>, then check the oxygen sensor.</p>',
  ...over,
});

describe('knowledge categories (KB-04, KB-05)', () => {
  it('builds the two-level tree in both languages', async () => {
    const zh = (await get('/classification/tree')).json().data;
    expect(zh).toEqual([expect.objectContaining({ id: big.id, name: '故障诊断', children: [expect.objectContaining({ id: small.id, name: '发动机' })] })]);
    const en = (await t.app.inject({ method: 'GET', url: url('/classification/tree'), headers: { ...admin.headers, language: 'en-US' } })).json().data;
    expect(en[0].name).toBe('Fault diagnosis');
    expect((await get('/classification/tree?knowledgeType=video')).json().data).toEqual([]);
  });

  it("refuses a child whose type is not its parent's, and a third level", async () => {
    const r = await post('/classification/save', { parentId: big.id, nameZh: '视频', nameEn: 'Video', knowledgeType: 'video' });
    expect(r.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'knowledgeType' }] } });
    const third = await post('/classification/save', { parentId: small.id, nameZh: '三级', nameEn: 'Third', knowledgeType: 'article' });
    expect(third.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'parentId' }] } });
    // a child cannot change type; a parent with children cannot either
    const c = (await get('/classification/tree')).json().data[0];
    expect(
      (await post('/classification/update', { id: small.id, version: c.children[0].version, nameZh: 'x', nameEn: 'x', knowledgeType: 'faq' })).json().code,
    ).toBe(1001);
    expect((await post('/classification/update', { id: big.id, version: c.version, nameZh: 'x', nameEn: 'x', knowledgeType: 'faq' })).json().code).toBe(1001);
  });

  it('refuses to delete a parent with children (1015), deletes a leaf, refuses a stale version', async () => {
    const p = await cat({ nameZh: '临时', nameEn: 'Temp', knowledgeType: 'faq' });
    const c = await cat({ parentId: p.id, nameZh: '临时子', nameEn: 'Temp child', knowledgeType: 'faq' });
    expect((await post('/classification/delete', { id: p.id, version: p.version })).json().code).toBe(1015);
    expect((await post('/classification/delete', { id: c.id, version: c.version + 1 })).json().code).toBe(1005);
    expect((await post('/classification/delete', { id: c.id, version: c.version })).json().code).toBe(2000);
    expect((await post('/classification/delete', { id: p.id, version: p.version })).json().code).toBe(2000);
    const upd = await post('/classification/update', {
      id: big.id,
      version: big.version,
      nameZh: '故障诊断',
      nameEn: 'Fault diagnosis',
      knowledgeType: 'article',
      sort: 2,
    });
    expect(upd.json().data).toMatchObject({ sort: 2, version: big.version + 1 });
  });
});

describe('knowledge items', () => {
  it('adds an item with sanitised bodies, logs it and records a revision', async () => {
    const r = await post(
      '/save',
      newItem({
        contentZh: '<p>正文</p><script>alert(1)</script><img src="https://img.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
      }),
    );
    expect(r.json().code, r.body).toBe(2000);
    const item = r.json().data;
    expect(item).toMatchObject({ status: 'draft', version: 1, bigClassifyName: '故障诊断', smallClassifyName: '发动机', createdBy: 'admin' });
    expect(item.contentZh).toContain('<img src="https://img.example/a.png" />');
    expect(item.contentZh).not.toMatch(/script|onerror|javascript:/);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'knowledge')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'create', targetId: String(item.id) });
    const revs = (await get(`/revisions/${item.id}`)).json().data;
    expect(revs).toEqual([expect.objectContaining({ action: 'create', username: 'admin', version: 1 })]);
  });

  it('requires a title of at most 200 characters and a classification that fits (KB-01, KB-02, KB-05)', async () => {
    expect((await post('/save', newItem({ title: '' }))).json().code).toBe(1001);
    expect((await post('/save', newItem({ title: '长'.repeat(201) }))).json().code).toBe(1001);
    expect((await post('/save', newItem({ title: '长'.repeat(200) }))).json().code).toBe(2000);
    const { bigClassify: _b, ...noBig } = newItem();
    expect((await post('/save', noBig)).json().code).toBe(1001);
    expect((await post('/save', newItem({ smallClassify: big.id }))).json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'smallClassify' }] } });
    expect((await post('/save', newItem({ knowledgeType: 'video' }))).json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'knowledgeType' }] } });
    expect((await post('/save', newItem({ bigClassify: small.id }))).json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'bigClassify' }] } });
  });

  it('edits title and bodies but never the classification (KB-03), with history of who changed what', async () => {
    const item = (await post('/save', newItem())).json().data;
    const editor = await userWith(t, [P.view.name, P.edit.name]);
    const moved = await post('/update', { id: item.id, version: 1, title: 'x', contentZh: '', contentEn: '', bigClassify: big.id }, editor.headers);
    expect(moved.json().code).toBe(1001);
    const r = await post(
      '/update',
      { id: item.id, version: 1, title: '新标题 New title', contentZh: item.contentZh, contentEn: '<p>Changed</p>' },
      editor.headers,
    );
    expect(r.json().data).toMatchObject({ title: '新标题 New title', version: 2, updatedBy: editor.username, smallClassify: small.id });
    expect((await post('/update', { id: item.id, version: 1, title: 'stale', contentZh: '', contentEn: '' })).json().code).toBe(1005);
    const revs = (await get(`/revisions/${item.id}`)).json().data;
    expect(revs.at(-1)).toMatchObject({
      action: 'update',
      username: editor.username,
      changed: ['title', 'contentEn'],
      title: '新标题 New title',
      contentEn: '<p>Changed</p>',
    });
    expect(revs[0]).toMatchObject({ action: 'create', title: item.title });
    // an editor cannot delete or publish
    expect((await post('/delete', { id: item.id, version: 2 }, editor.headers)).json().code).toBe(1000);
    expect((await post('/publish', { id: item.id, version: 2, action: 'publish' }, editor.headers)).json().code).toBe(1000);
  });

  it('publishes and withdraws (1017 when already in that state), deletes', async () => {
    const item = (await post('/save', newItem())).json().data;
    const pub = await post('/publish', { id: item.id, version: 1, action: 'publish' });
    expect(pub.json().data).toMatchObject({ status: 'published', version: 2 });
    expect(pub.json().data.publishTime).toBeTruthy();
    expect((await post('/publish', { id: item.id, version: 2, action: 'publish' })).json().code).toBe(1017);
    expect((await post('/publish', { id: item.id, version: 2, action: 'unpublish' })).json().data.status).toBe('draft');
    expect((await post('/page', { status: 'published', current: 1, size: 100 })).json().data.records.map((r: { id: number }) => r.id)).not.toContain(item.id);
    // a category with items cannot be deleted
    const tree = (await get('/classification/tree')).json().data;
    expect((await post('/classification/delete', { id: small.id, version: tree[0].children[0].version })).json().code).toBe(1015);
    expect((await post('/delete', { id: item.id, version: 3 })).json().code).toBe(2000);
    expect((await get(`/info/${item.id}`)).json().code).toBe(1002);
  });

  it('a user without the permission sees nothing', async () => {
    const nobody = await userWith(t, []);
    expect((await post('/page', { current: 1, size: 10 }, nobody.headers)).json().code).toBe(1000);
    expect((await post('/classification/save', { nameZh: 'a', nameEn: 'a', knowledgeType: 'faq' }, nobody.headers)).json().code).toBe(1000);
  });
});

describe('knowledge search', () => {
  let zhId: number;
  let enId: number;
  beforeAll(async () => {
    zhId = (
      await post('/save', newItem({ title: '蓝牙连接失败', contentZh: '<p>确认诊断接头指示灯常亮</p>', contentEn: '<p>Make sure the VCI light is steady</p>' }))
    ).json().data.id;
    enId = (
      await post(
        '/save',
        newItem({ title: 'Window anti-pinch reset', contentZh: '<p>车窗防夹初始化</p>', contentEn: '<p>Hold the switch for three seconds</p>' }),
      )
    ).json().data.id;
  });
  const find = async (keyword: string) =>
    (await post('/page', { keyword, current: 1, size: 100 })).json().data.records.map((r: { id: number }) => r.id) as number[];

  it('finds Chinese words in titles and bodies, English words case-insensitively', async () => {
    expect(await find('蓝牙')).toEqual([zhId]);
    expect(await find('指示灯')).toEqual([zhId]);
    expect(await find('防夹')).toEqual([enId]);
    expect(await find('WINDOW')).toEqual([enId]);
    expect(await find('steady')).toEqual([zhId]);
    expect(await find('three seconds')).toEqual([enId]);
    expect(await find('蓝牙 seconds')).toEqual([]);
    expect(await find('不存在的词')).toEqual([]);
    expect(await find('!!!')).toEqual([]);
  });

  it('finds an item by its edited text and no longer by the old one', async () => {
    const item = (await get(`/info/${zhId}`)).json().data;
    await post('/update', { id: zhId, version: item.version, title: item.title, contentZh: '<p>重新配对</p>', contentEn: '' });
    expect(await find('指示灯')).toEqual([]);
    expect(await find('配对')).toEqual([zhId]);
  });

  it('every filter and sort of the list is served by an index', async () => {
    const filters = { keyword: '蓝牙', knowledgeType: 'article', bigClassify: big.id, smallClassify: small.id, status: 'published' } as const;
    for (const [key, value] of Object.entries(filters)) {
      const list = selectItems(t.ctx.db, 'zh-CN')
        .where(knowledgePage.where({ [key]: value }))
        .orderBy(...knowledgePage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'knowledge_items', list);
      expect(r.ok, `${key}\n${r.plan}`).toBe(true);
    }
    // with a realistic number of rows the planner picks the GIN index for a word search
    await t.ctx.db.execute(
      sql`insert into knowledge_items (title, knowledge_type, big_classify, small_classify, search_terms)
          select 'filler ' || g, 'article', ${big.id}, ${small.id}, array['filler', 'w' || g, '词' || (g % 97)] from generate_series(1, 5000) g`,
    );
    await t.ctx.db.execute(sql`analyze knowledge_items`);
    const byTerms = t.ctx.db
      .select({ id: knowledgeItems.id })
      .from(knowledgeItems)
      .where(knowledgePage.where({ keyword: '蓝牙连接' }));
    const r = await explainUsesIndex(t.ctx.db, 'knowledge_items', byTerms);
    expect(r.plan).toContain('knowledge_items_terms_idx');
  });
});

describe('knowledge attachments (files area)', () => {
  // a real 1×1 PNG and a minimal PDF: the files area judges type by content
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = async (name: string, content: Buffer, who: SignedIn = admin) => {
    const body = multipartFile(content, name);
    const r = await t.app.inject({
      method: 'POST',
      url: `/lenkor-user/ossFile/uploadFile?area=knowledge`,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(r.json().code, r.body).toBe(2000);
    return r.json().data as { id: string; name: string };
  };

  it('attaches uploads on save, keeps or drops them on edit, and records it in the history', async () => {
    const a = await upload('图示.png', png);
    const b = await upload('manual.pdf', pdf);
    const r = await post('/save', newItem({ fileIds: [a.id, b.id] }));
    expect(r.json().code, r.body).toBe(2000);
    const item = r.json().data;
    expect(item.fileCount).toBe(2);
    expect(item.files.map((f: { name: string }) => f.name)).toEqual(['图示.png', 'manual.pdf']);
    const upd = await post('/update', {
      id: item.id,
      version: item.version,
      title: item.title,
      contentZh: item.contentZh,
      contentEn: item.contentEn,
      fileIds: [b.id],
    });
    expect(upd.json().data.files.map((f: { id: string }) => f.id)).toEqual([b.id]);
    const revs = (await get(`/revisions/${item.id}`)).json().data;
    expect(revs.at(-1)).toMatchObject({ changed: ['files'], fileNames: ['manual.pdf'] });
    // the file downloads inline for the preview
    const dl = await t.app.inject({ method: 'GET', url: `/lenkor-user/ossFile/download/${b.id}?inline=1`, headers: admin.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it('gives ticket URLs for in-page previews that work without a token header, only for the item viewer', async () => {
    const img = await upload('photo.png', png);
    const doc = await upload('manual.pdf', pdf);
    const txt = await upload('notes.txt', Buffer.from('plain text notes'));
    const item = (await post('/save', newItem({ fileIds: [img.id, doc.id, txt.id] }))).json().data;
    const urls = (await get(`/previewUrls/${item.id}`)).json().data as Array<{ fileId: string; url: string }>;
    expect(urls.map((u) => u.fileId).sort()).toEqual([img.id, doc.id].sort());
    const shown = await t.app.inject({ method: 'GET', url: urls.find((u) => u.fileId === doc.id)!.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    expect(shown.rawPayload.equals(pdf)).toBe(true);
    const forged = await t.app.inject({ method: 'GET', url: `/lenkor-user/knowledge/inline/${'A'.repeat(43)}` });
    expect(forged.json().code).toBe(1002);
    const nobody = await userWith(t, []);
    expect((await get(`/previewUrls/${item.id}`, nobody.headers)).json().code).toBe(1000);
  });

  it("refuses someone else's upload, an unknown id, and leaves nothing half-written", async () => {
    const other = await userWith(t, [P.view.name, P.add.name, P.edit.name]);
    const theirs = await upload('x.png', png, other);
    const before = (await post('/page', { current: 1, size: 10, exactTotal: true })).json().data.total;
    expect((await post('/save', newItem({ fileIds: [theirs.id] }))).json().code).toBe(1002);
    expect((await post('/save', newItem({ fileIds: ['00000000-0000-4000-8000-000000000000'] }))).json().code).toBe(1002);
    expect((await post('/page', { current: 1, size: 10, exactTotal: true })).json().data.total).toBe(before);
    // the uploader can attach their own
    expect((await post('/save', newItem({ fileIds: [theirs.id] }), other.headers)).json().data.fileCount).toBe(1);
  });
});
