import { ADVERT_PERMISSIONS, advertResource, brushConfigResource, brushIntroResource, sceneResource } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { signUpCustomer } from '../customers/test-support';
import { exeBytes, multipartBody, pngBytes } from '../files/test-support';
import { seedKnowledgeDemo } from '../knowledge';
import { advertService } from './adverts.service';
import { brushConfigService, brushIntroService } from './brush.service';
import { sceneService } from './scenes.service';

let t: TestApp;
let admin: SignedIn;
const DAY = 86_400_000;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const M = (p: string) => `/lenkor-marketing${p}`;
const APP = (p: string) => `/lenkor-app/marketing${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url }, headers);
const iso = (ms: number) => new Date(ms).toISOString();
const ad = (n: number, over: Record<string, unknown> = {}) => ({
  slot: 'homeBanner',
  name: `Ad ${n}`,
  startTime: '2026-03-01T00:00:00.000Z',
  endTime: '2026-04-01T00:00:00.000Z',
  priority: n % 100,
  customerCap: 3,
  linkZh: 'https://shop.example/zh',
  linkEn: 'http://shop.example/en',
  ...over,
});

async function upload(content: Buffer, name = 'banner.png', headers = admin.headers) {
  const up = multipartBody(name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/lenkor-user/ossFile/uploadFile?area=marketingAd`,
    payload: up.payload,
    headers: { ...headers, ...up.headers },
  });
  return { code: res.json().code as number, id: res.json().data?.id as string };
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  await seedKnowledgeDemo(t.ctx);
});
afterAll(() => t.close());

describeResource(advertResource, { app: () => t, sample: (n) => ad(n), change: { name: 'Renamed ad', priority: 7 }, service: advertService });
describeResource(brushConfigResource, {
  app: () => t,
  sample: (n) => ({ softwareCode: `SW${n}`, productModel: `X${n}`, introductionCode: 'INTRO-1', remark: 'hide' }),
  change: { remark: 'changed' },
  service: brushConfigService,
});
describeResource(brushIntroResource, {
  app: () => t,
  sample: (n) => ({ code: `INTRO-${n}`, titleZh: `标题${n}`, titleEn: `Title ${n}`, contentZh: '内容', contentEn: 'Content', sortOrder: n % 1000 }),
  change: { titleEn: 'New title' },
  service: brushIntroService,
});
describeResource(sceneResource, {
  app: () => t,
  sample: (n) => ({ code: `SC-${n}`, name: `Scene ${n}`, slot: 'homeFeed', source: 'latest', size: 5 }),
  change: { name: 'Renamed scene', size: 3 },
  service: sceneService,
});

describe('ads, the business rules', () => {
  it('refuses an end before the start (102051) and a link that is not http or https (79701)', async () => {
    expect((await post(M('/advert/save'), ad(1, { endTime: '2026-02-01T00:00:00Z' }))).body.code).toBe(102051);
    for (const link of ['javascript:alert(1)', 'ftp://files.example/a', 'data:text/html,hi', 'shop.example'])
      expect((await post(M('/advert/save'), ad(1, { linkEn: link }), { ...admin.headers, language: 'en-US' })).body).toMatchObject({
        code: 79701,
        msg: 'An ad link must be an http or https address',
      });
  });

  it("takes images by content and size (the files area's codes) and serves them to the app", async () => {
    expect((await upload(exeBytes(), 'evil.png')).code).toBe(1040);
    expect((await upload(pngBytes(2 * 1024 * 1024 + 10))).code).toBe(1041);
    const zh = await upload(pngBytes(300));
    expect(zh.code).toBe(2000);
    const saved = (await post(M('/advert/save'), ad(2, { slot: 'launchScreen', imageZh: zh.id, priority: 1 }))).body;
    expect(saved).toMatchObject({ code: 2000, data: { imageZh: zh.id, impressions: 0, clicks: 0 } });
    // an image of another area, or of nobody, is no ad image
    expect((await post(M('/advert/save'), ad(3, { imageEn: '00000000-0000-4000-8000-000000000000' }))).body.code).toBe(1002);
    const c = await signUpCustomer(t, { language: 'en-US' });
    const served = (await get(`${APP('/ads')}?slot=launchScreen`, { ...c.headers, language: 'en-US' })).body.data;
    // no English image: the Chinese one; the English link
    expect(served).toEqual([expect.objectContaining({ id: saved.data.id, link: 'http://shop.example/en', imageUrl: APP(`/adImage/${zh.id}`) })]);
    const img = await t.app.inject({ method: 'GET', url: served[0].imageUrl, headers: c.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: served[0].imageUrl })).statusCode).toBe(401);
  });

  it("serves a slot's running ads by priority, in the caller's language, within each customer's cap, counting impressions and clicks", async () => {
    const low = (await post(M('/advert/save'), ad(10, { slot: 'mallBanner', priority: 1, customerCap: 2 }))).body.data;
    const high = (await post(M('/advert/save'), ad(11, { slot: 'mallBanner', priority: 9, customerCap: undefined }))).body.data;
    await post(M('/advert/save'), ad(12, { slot: 'mallBanner', startTime: iso(clock.now() + DAY), endTime: iso(clock.now() + 2 * DAY) }));
    const off = (await post(M('/advert/save'), ad(13, { slot: 'mallBanner', priority: 50 }))).body.data;
    await post(M('/advert/disable'), { id: off.id, version: off.version });
    const c = await signUpCustomer(t);
    const ids = async (who = c) => (await get(`${APP('/ads')}?slot=mallBanner`, who.headers)).body.data.map((x: J) => x.id);
    expect(await ids()).toEqual([high.id, low.id]);
    const first = (await get(`${APP('/ads')}?slot=mallBanner`, c.headers)).body.data[0];
    expect(first.link).toBe('https://shop.example/zh');
    // the cap of two reached: only the uncapped ad; another customer still sees both
    expect(await ids()).toEqual([high.id]);
    expect(await ids(await signUpCustomer(t))).toEqual([high.id, low.id]);
    expect((await post(APP('/ads/click'), { id: low.id }, c.headers)).body.code).toBe(2000);
    expect((await post(APP('/ads/click'), { id: off.id }, c.headers)).body.code).toBe(79705);
    expect((await get(M(`/advert/detail/${low.id}`))).body.data).toMatchObject({ impressions: 3, clicks: 1 });
    expect((await get(M(`/advert/detail/${high.id}`))).body.data).toMatchObject({ impressions: 4, clicks: 0 });
    // ended by the clock: served no more
    clock.advance(31 * DAY);
    admin = await signInAdmin(t);
    const later = await signUpCustomer(t);
    expect(await ids(later)).toEqual([]);
    clock.advance(-31 * DAY);
    admin = await signInAdmin(t);
  });

  it('guards the ad calls: 403 without the permission, 401 for the app without a customer token', async () => {
    const viewer = await userWith(t, [ADVERT_PERMISSIONS.view!.name]);
    expect((await post(M('/advert/save'), ad(20), viewer.headers)).body.code).toBe(1000);
    expect((await upload(pngBytes(100), 'a.png', viewer.headers)).code).toBe(1000);
    expect((await get(`${APP('/ads')}?slot=homeBanner`, {})).status).toBe(401);
    expect((await get(`${APP('/ads')}?slot=nowhere`, (await signUpCustomer(t)).headers)).body.code).toBe(1001);
  });
});

describe('brush-hiding and recommendation scenes', () => {
  it("tells the app whether to hide a software's re-flashing entry, with the introduction in its language", async () => {
    await post(M('/brushHidingIntroduction/save'), {
      code: 'WHY-HIDE',
      titleZh: '暂停刷机',
      titleEn: 'Flashing paused',
      contentZh: '维护中',
      contentEn: 'Under maintenance',
    });
    await post(M('/brushHidingConfig/save'), { softwareCode: 'BENZ-ECU', productModel: 'X431-PRO', introductionCode: 'why-hide' });
    const c = await signUpCustomer(t);
    const ask = (q: string, headers = c.headers) => get(`${APP('/brushHiding')}?${q}`, headers);
    expect((await ask('softwareCode=BENZ-ECU&productModel=x431-pro', { ...c.headers, language: 'en-US' })).body.data).toEqual({
      hidden: true,
      title: 'Flashing paused',
      content: 'Under maintenance',
    });
    expect((await ask('softwareCode=BENZ-ECU&productModel=OTHER')).body.data).toEqual({ hidden: false, title: null, content: null });
    expect((await ask('softwareCode=BMW-ECU')).body.data.hidden).toBe(false);
  });

  it('shows a scene its current results: latest, popular by clicks, related to a model; disabled scenes answer 79705', async () => {
    const latest = (await post(M('/scene/save'), { code: 'HOME', name: 'Home', slot: 'homeFeed', source: 'latest', size: 3 })).body.data;
    const detail = (await get(M(`/scene/detail/${latest.id}`))).body.data;
    expect(detail.results).toHaveLength(3);
    const c = await signUpCustomer(t);
    const popular = (await post(M('/scene/save'), { code: 'POP', name: 'Popular', slot: 'knowledgeTab', source: 'popular', size: 2 })).body.data;
    const last = detail.results[2];
    for (let i = 0; i < 2; i++) expect((await post(APP('/recommend/click'), { scene: 'HOME', itemId: last.id }, c.headers)).body.code).toBe(2000);
    const pop = (await get(M(`/scene/detail/${popular.id}`))).body.data.results;
    expect(pop[0]).toMatchObject({ id: last.id, clicks: 2 });
    await post(M('/scene/save'), { code: 'ENGINE', name: 'By model', slot: 'diagnosisResult', source: 'relatedModel', size: 5 });
    const related = (await get(`${APP('/recommend')}?scene=engine&model=Check-engine`, c.headers)).body.data;
    expect(related.items.length).toBeGreaterThan(0);
    for (const item of related.items) expect(item.title.toLowerCase()).toContain('check-engine');
    await post(M('/scene/disable'), { id: latest.id, version: latest.version });
    expect((await get(`${APP('/recommend')}?scene=HOME`, c.headers)).body.code).toBe(79705);
    expect((await post(APP('/recommend/click'), { scene: 'POP', itemId: 999_999 }, c.headers)).body.code).toBe(79705);
  });
});
