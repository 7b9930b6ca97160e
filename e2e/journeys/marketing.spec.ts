import type { Locator, Page } from '@playwright/test';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { signUpCustomer } from '../support/customer-api';
import { staffApi } from '../support/device-api';
import { expect, signedInPage, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { choose, shotOf, typedDateTime } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const OK = /确\s*定/;
/** a 1×1 PNG (judged an image by its bytes) */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HOUR = 3_600_000;

// a server of its own on the journey clock: the journey moves time past the activity's end instead of waiting
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { JOURNEY_CLOCK: 'true' } });
});
test.afterAll(async () => server?.stop());

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });
/** a date and time chosen in a form's picker (typed, then confirmed with Enter) */
async function pick(form: Locator, id: string, ms: number) {
  const input = form.locator(`#${id}`);
  await input.click();
  await input.fill(typedDateTime(ms));
  await input.press('Enter');
  await expect(input).toHaveValue(typedDateTime(ms));
}

/**
 * Marketing, the whole story: the home tile opens the activities; staff add a running activity on
 * its screens and an ad with its image; a customer who signed up through the customer API is served
 * the ad (an impression, then a click) and joins the activity; the clock moves past the activity's
 * end: it shows as ended, cannot be edited (102052), and its statistics show the customer it reached.
 */
test('[ADMIN][CUSTOMER] an activity runs and ends with the clock; its statistics show the customer; an ad is served to them', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(300_000);
  const errors = watchForErrors(page);
  const origin = server.baseURL;
  const TAG = Date.now().toString(36).slice(-5).toUpperCase();
  const name = `春季签到 ${TAG}`;
  const adName = `首页横幅 ${TAG}`;
  await signInByApi(page, origin, { path: '/homePage' });

  // the home tile "marketing" opens its area
  await page.getByTestId('tile-marketing').click();
  await expect(page).toHaveURL(/\/activitiesManagement\/userActivities\/list$/);

  // an activity running from an hour ago until tomorrow, added on its own route
  const now = Date.now();
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/userActivities\/add$/);
  const form = page.getByRole('dialog');
  await expect(form.locator('#name')).toBeVisible();
  await form.locator('#name').fill(name);
  await choose(page, form, 'type', '签到');
  await pick(form, 'startTime', now - HOUR);
  await pick(form, 'endTime', now + 24 * HOUR);
  await form.locator('#usageLimit').fill('100');
  await form.locator('#budget').fill('500');
  await form.locator('#rewardPerJoin').fill('5');
  await form.locator('#rulesZh').fill('每位客户限参与一次');
  await form.locator('#rulesEn').fill('Once per customer');
  await shot('marketing-activity-form');
  await expectAccessible(page, 'marketing activity form');
  await form.getByRole('button', { name: OK }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, name)).toContainText('进行中');

  // an ad on the home banner with its image, on its screens
  await page.goto(`${origin}/advertisingSettings/list`);
  await page.getByTestId('resource-add').click();
  const adForm = page.getByRole('dialog');
  await expect(adForm.locator('#name')).toBeVisible();
  await adForm.locator('#name').fill(adName);
  await choose(page, adForm, 'slot', '首页轮播');
  await pick(adForm, 'startTime', now - HOUR);
  await pick(adForm, 'endTime', now + 30 * 24 * HOUR);
  await adForm.locator('#priority').fill('10');
  await adForm.locator('#customerCap').fill('5');
  await adForm.locator('input[type="file"]').first().setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(adForm.getByTestId('faultlight-image').first()).toBeVisible({ timeout: 20_000 });
  await adForm.locator('#linkZh').fill('javascript:alert(1)');
  await adForm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('广告链接只能是 「http」 或 「https」 地址')).toBeVisible();
  await adForm.locator('#linkZh').fill('https://shop.example/spring');
  await shot('marketing-advert-form');
  await adForm.getByRole('button', { name: OK }).click();
  await expect(adForm).toBeHidden();
  await expect(rowOf(page, adName)).toContainText('启用');

  // a customer signs up through the customer API, is served the ad, clicks it and joins the activity
  const phone = `1397${String(Date.now()).slice(-7)}`;
  const appApi = (p: string) => `${origin}/lenkor-app${p}`;
  const customerToken = await signUpCustomer(page.request, origin, server.dataDir, phone);
  const headers = { authorization: `Bearer ${customerToken}`, language: 'zh-CN' };
  const ads = (await (await page.request.get(appApi('/marketing/ads?slot=homeBanner'), { headers })).json()).data;
  expect(ads).toEqual([expect.objectContaining({ name: adName, link: 'https://shop.example/spring' })]);
  const image = await page.request.get(`${origin}${ads[0].imageUrl}`, { headers });
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await (await page.request.post(appApi('/marketing/ads/click'), { headers, data: { id: ads[0].id } })).json()).code).toBe(2000);
  const offered = (await (await page.request.get(appApi('/marketing/activities'), { headers })).json()).data;
  const mine = offered.find((a: { name: string }) => a.name === name);
  expect(mine).toMatchObject({ phase: 'running', joined: false, rules: '每位客户限参与一次' });
  const joined = await (await page.request.post(appApi('/marketing/activities/join'), { headers, data: { id: mine.id } })).json();
  expect(joined).toMatchObject({ code: 2000, data: { joined: true, placesLeft: 99 } });

  // the ad's detail counts the impression and the click
  await rowOf(page, adName).getByRole('button', { name: '详情', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisingSettings\/detail\/\d+$/);
  const adDetail = page.getByRole('dialog');
  await expect(adDetail.getByTestId('faultlight-image').first()).toBeVisible({ timeout: 20_000 });
  await shot('marketing-advert-detail');
  await page.keyboard.press('Escape');

  // the clock moves past the activity's end (and the console signs in again: two days have passed)
  const staff = await staffApi(page, origin);
  const scene = await staff.post('/lenkor-marketing/scene/save', { code: `HOME-${TAG}`, name: '首页推荐', slot: 'homeFeed', source: 'latest', size: 5 });
  await staff.post('/lenkor-user/journey/clock', { to: new Date(now + 48 * HOUR).toISOString() });
  await signInByApi(page, origin, { path: '/activitiesManagement/userActivities/list' });
  await expect(rowOf(page, name)).toContainText('已结束');
  await shot('marketing-activities');
  await expectAccessible(page, 'marketing activities');

  // ended: no edit button; its edit route still opens, and the save is refused with the catalogue's message
  await expect(rowOf(page, name).getByRole('button', { name: '详情', exact: true })).toBeVisible();
  await expect(rowOf(page, name).getByRole('button', { name: '编辑', exact: true })).toHaveCount(0);
  await page.goto(`${origin}/activitiesManagement/userActivities/edit/${mine.id}`);
  const edit = page.getByRole('dialog');
  await expect(edit.locator('#name')).toHaveValue(name);
  await edit.locator('#name').fill(`${name} 延期`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(page.getByText('已结束的活动不能编辑')).toBeVisible();
  await page.keyboard.press('Escape');

  // its statistics: the customer reached and joined, on the day they did, and the reward spent of the budget
  await page.goto(`${origin}/activitiesManagement/activityStatistics?id=${mine.id}`);
  const stats = page.getByTestId('activity-stats');
  await expect(stats).toContainText(name);
  await expect(stats).toContainText('已结束');
  await expect(page.getByTestId('activity-stats-days').locator('.data-table-row')).toHaveCount(1);
  await expect(page.getByTestId('activity-stats-days').locator('.data-table-row').first()).toContainText('1');
  await expect(stats.getByText('触达客户').locator('..')).toContainText('1');
  await expect(stats.getByText('已花费').locator('..')).toContainText('5.00');
  await expect(stats.getByText('剩余预算').locator('..')).toContainText('495.00');
  await shot('marketing-statistics');
  await expectAccessible(page, 'marketing statistics');

  // the calendar shows it on its days
  await page.goto(`${origin}/activitiesManagement/activitiesDate`);
  await expect(page.getByTestId('activity-calendar').getByRole('link', { name }).first()).toBeVisible();
  await shot('marketing-calendar');

  // the key screens in English, light and dark
  const en = await signedInPage(browser, origin, 'en-US', { path: '/advertisingSettings/list' });
  for (const [shotName, path] of [
    ['marketing-adverts', '/advertisingSettings/list'],
    ['marketing-activities', '/activitiesManagement/userActivities/list'],
    ['marketing-statistics', `/activitiesManagement/activityStatistics?id=${mine.id}`],
    ['marketing-calendar', '/activitiesManagement/activitiesDate'],
    ['marketing-scene-detail', `/personalizedRecommend/sceneManagement/detail/${scene.id}`],
    ['marketing-scenes', '/personalizedRecommend/sceneManagement/list'],
  ] as const) {
    await en.goto(`${origin}${path}`);
    await expect(en.getByTestId('sidebar')).toBeVisible();
    await en.waitForLoadState('networkidle');
    await shotOf(en, shotName, 'en-US');
  }
  await en.getByTestId('dark-mode').click();
  await shotOf(en, 'marketing-scenes-dark', 'en-US');
  await en.goto(`${origin}/activitiesManagement/activityStatistics?id=${mine.id}`);
  await en.waitForLoadState('networkidle');
  await shotOf(en, 'marketing-statistics-dark', 'en-US');
  await en.getByTestId('dark-mode').click();
  await en.context().close();
  await page.getByTestId('dark-mode').click();
  await page.goto(`${origin}/activitiesManagement/userActivities/list`);
  await page.waitForLoadState('networkidle');
  await shot('marketing-activities-dark');
  await page.getByTestId('dark-mode').click();
  expect(errors.take()).toEqual([]);
});
