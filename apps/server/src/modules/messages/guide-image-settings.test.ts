import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, opLogs } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { multipartBody, pngBytes, storedObjects } from '../files/test-support';

/**
 * Settled MSG-08/09: guide images are limited per channel, 5MB in-station and e-mail, 20MB push,
 * and the limit is configuration: an administrator changes it, uploads and saves follow it.
 */
let t: TestApp;
let admin: SignedIn;
const MB = 1024 * 1024;
const M = (p: string) => `/lenkor-user/message${p}`;

const content = (language: 'zh-CN' | 'en-US', guideImageId: string | null) => ({
  language,
  title: language === 'zh-CN' ? '新品' : 'New tool',
  summary: language === 'zh-CN' ? '摘要' : 'Summary',
  body: language === 'zh-CN' ? '正文' : 'Body',
  guideImageId,
});
const message = (channel: string, guideImageId: string | null) => ({
  channel,
  title: 'New tool',
  terminals: ['app'],
  contents: [content('zh-CN', guideImageId), content('en-US', null)],
  audience: { mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: 'CN' }] },
  schedule: null,
});

const post = (url: string, payload: unknown, who: SignedIn = admin, language = 'en-US') =>
  call(t, { method: 'POST', url, payload }, { ...who.headers, language });
const settings = async (who: SignedIn = admin) => (await call(t, { method: 'GET', url: M('/settings') }, who.headers)).body;
async function uploadGuide(channel: string, bytes: number, who: SignedIn = admin, language = 'en-US') {
  const body = multipartBody('guide.png', pngBytes(bytes));
  const res = await t.app.inject({
    method: 'POST',
    url: `${M('/guideImage/upload')}?channel=${channel}`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, language },
  });
  return { status: res.statusCode, body: res.json() };
}
/** a PNG through the files area's generic upload, which knows only the area's 100MB ceiling */
async function uploadAny(bytes: number) {
  const body = multipartBody('guide.png', pngBytes(bytes));
  const res = await t.app.inject({
    method: 'POST',
    url: '/lenkor-user/ossFile/uploadFile?area=messages',
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  return res.json().data.id as string;
}
const fileCount = async () => (await storedObjects(t.ctx)).store.length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  await signUpCustomer(t, { country: 'CN', language: 'zh-CN' });
});
afterAll(() => t.close());

describe('guide image limits (message settings)', () => {
  it("start at the spec's values on a new deployment, readable by anyone who writes messages", async () => {
    const writer = await userWith(t, [P.messageView.name, P.messageEdit.name]);
    expect(await settings(writer)).toMatchObject({ code: 2000, data: { guideImageMaxMb: { station: 5, email: 5, push: 20 }, version: 0 } });
  });

  it('are changed by an administrator with the settings permission, at the version shown', async () => {
    const writer = await userWith(t, [P.messageView.name, P.messageEdit.name]);
    const refused = await post(M('/settings/save'), { guideImageMaxMb: { station: 2, email: 5, push: 20 }, version: 0 }, writer);
    expect([refused.status, refused.body.code]).toEqual([403, 1000]);
    const saved = await post(M('/settings/save'), { guideImageMaxMb: { station: 2, email: 6, push: 30 }, version: 0 });
    expect(saved.body).toMatchObject({ code: 2000, data: { guideImageMaxMb: { station: 2, email: 6, push: 30 }, version: 1 } });
    const stale = await post(M('/settings/save'), { guideImageMaxMb: { station: 3, email: 6, push: 30 }, version: 0 });
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);
    expect((await settings()).data).toEqual({ guideImageMaxMb: { station: 2, email: 6, push: 30 }, version: 1 });
    const log = await opLogs(t, 'messageSettings', 'update');
    expect(log[0]).toMatchObject({
      before: { guideImageMaxMb: { station: 5, email: 5, push: 20 } },
      after: { guideImageMaxMb: { station: 2, email: 6, push: 30 } },
    });
  });

  it('refuses a limit that is not a whole number of MB from 1 to 100, naming the field in the caller language, and keeps the old one', async () => {
    const { version } = (await settings()).data;
    for (const [bad, field] of [
      [{ station: 0, email: 5, push: 20 }, 'body.guideImageMaxMb.station'],
      [{ station: 5, email: 5, push: 101 }, 'body.guideImageMaxMb.push'],
      [{ station: 5, email: 2.5, push: 20 }, 'body.guideImageMaxMb.email'],
      [{ station: 5, push: 20 }, 'body.guideImageMaxMb.email'],
    ] as const) {
      const zh = await post(M('/settings/save'), { guideImageMaxMb: bad, version }, admin, 'zh-CN');
      expect([zh.status, zh.body.code], JSON.stringify(bad)).toEqual([400, 1001]);
      expect(zh.body.data.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(zh.body.data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await settings()).data).toEqual({ guideImageMaxMb: { station: 2, email: 6, push: 30 }, version });
  });

  it("refuses an upload over its channel's configured limit (76104, in the caller language) and keeps nothing", async () => {
    const before = await fileCount();
    const big = await uploadGuide('station', 2 * MB + 4096, admin, 'zh-CN');
    expect([big.status, big.body.code, big.body.msg]).toEqual([400, 76104, '引导图超过该渠道的大小限制']);
    expect(big.body.data.errors[0].field).toBe('file');
    expect(await fileCount()).toBe(before);
    // the same image fits the push channel (30MB here)
    const push = await uploadGuide('push', 2 * MB + 4096);
    expect(push.body).toMatchObject({ code: 2000, data: { type: 'image/png' } });
    expect(await fileCount()).toBe(before + 1);
    const bad = await uploadGuide('fax', 1024);
    expect([bad.status, bad.body.code]).toEqual([400, 1001]);
    const reader = await userWith(t, [P.messageView.name]);
    expect((await uploadGuide('station', 1024, reader)).body.code).toBe(1000);
  });

  it("refuses a save whose guide image is over the channel's configured limit, and accepts it once the limit is raised", async () => {
    const image = await uploadAny(3 * MB);
    const refused = await post(M('/save'), message('station', image), admin, 'zh-CN');
    expect([refused.status, refused.body.code]).toEqual([400, 76104]);
    expect(refused.body.data.errors[0].field).toBe('contents.0.guideImageId');
    const { version } = (await settings()).data;
    await post(M('/settings/save'), { guideImageMaxMb: { station: 4, email: 6, push: 30 }, version });
    const ok = await post(M('/save'), message('station', image));
    expect(ok.body).toMatchObject({ code: 2000, data: { state: 'new' } });
    // lowered again: an edit of the message is checked against the new limit
    await post(M('/settings/save'), { guideImageMaxMb: { station: 1, email: 6, push: 30 }, version: version + 1 });
    const edit = await post(M('/update'), { ...message('station', image), id: ok.body.data.id, version: ok.body.data.version });
    expect(edit.body.code).toBe(76104);
  });
});
