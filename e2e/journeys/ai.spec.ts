import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { staffApi } from '../support/device-api';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { choose, pick, shotOf } from '../support/system-admin';

test.use({ lang: 'en-US' });

type J = { code: number; msg?: string; data: Record<string, any> };
const encrypt = (publicKey: string, password: string) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');

/** A staff user with a role of its own holding the AI menus (a second user: the reviewer). */
async function aiReviewer(page: Page, base: string, staff: Awaited<ReturnType<typeof staffApi>>, username: string, password: string) {
  const key = ((await (await page.request.get(`${base}/lenkor-auth/publicKey`)).json()) as J).data.publicKey as string;
  const role = await staff.post('/lenkor-user/role/save', { roleName: `Role ${username}`, roleCode: `ROLE_${username.toUpperCase()}` });
  const tree = (await staff.post('/lenkor-user/menu/getMenuAll', {})) as Array<Record<string, any>>;
  const ids: number[] = [];
  const walk = (nodes: Array<Record<string, any>>, inAi: boolean) => {
    for (const n of nodes) {
      const mine = inAi || n.path === '/ai';
      if (mine) ids.push(n.menuId);
      walk(n.children ?? [], mine);
    }
  };
  walk(tree, false);
  expect(ids.length).toBeGreaterThan(3);
  await staff.post('/lenkor-user/role/saveRoleMenus', { roleId: role.roleId, menuIds: ids });
  await staff.post('/lenkor-user/user/addUser', { username, realName: username, password: encrypt(key, password), roleIds: [role.roleId] });
}

/**
 * AI settings on a fresh install: the admin adds an echo model and a failing one that falls back to it,
 * writes an ask preset on the failing one and sends it for review; a second user passes it; a customer
 * asks through the customer API and is answered by the fallback; the two calls are in the AI query log.
 */
test('[ADMIN][REVIEWER][CUSTOMER] models with a fallback, an ask preset passed by another, a customer question, the AI query log', async ({
  page,
  baseURL,
  browser,
  consoleServer,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const base = new URL(baseURL!).origin;
  const TAG = Date.now().toString(36).slice(-5);
  await signInByApi(page, baseURL, { path: '/ai/modelSettingsList' });
  const staff = await staffApi(page, base);

  // 1. the echo model, on its own route
  const addModel = async (name: string, modelName: string, fallback?: string) => {
    await page.getByTestId('resource-add').first().click();
    await expect(page).toHaveURL(/\/ai\/modelSettingsAdd$/);
    const form = page.getByRole('dialog');
    await form.locator('#name').fill(name);
    await choose(page, form, 'provider', 'Built-in echo (development)');
    await form.locator('#modelName').fill(modelName);
    await form.locator('#secret').fill('sk-journey-secret');
    await form.locator('#timeoutMs').fill('2000');
    if (fallback) await pick(page, form.locator('#fallbackIds'), fallback);
    await form.getByRole('button', { name: /^Confirm$/ }).click();
    await expect(page).toHaveURL(/\/ai\/modelSettingsList$/);
    await expect(page.locator('[data-testid="kit-list"] .data-table-row', { hasText: name })).toBeVisible();
  };
  await addModel(`Echo ${TAG}`, 'echo-1');
  await addModel(`Failing ${TAG}`, 'echo-fail', `Echo ${TAG}`);
  const failing = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: `Failing ${TAG}` });
  await expect(failing).toContainText(`Echo ${TAG}`);
  await page.mouse.move(0, 0);
  await shot('ai-models');
  await expectAccessible(page, 'AI model settings');

  // the health check calls the provider: the failing model fails
  await page.getByTestId('ai-health').click();
  await pick(page, page.getByTestId('ai-health-model'), `Failing ${TAG}`);
  await page.getByTestId('ai-health-run').click();
  await expect(page.getByTestId('ai-health-result')).toContainText('Failed');
  await page.keyboard.press('Escape');

  // the app's daily budget
  await staff.post('/lenkor-ai/aiBudget/save', { appCode: `APP-${TAG}`, dailyTokens: 100000, dailyCost: 0 });

  // a knowledge-base category the preset will cite
  await staff.post('/lenkor-user/knowledge/classification/save', { nameZh: `故障码 ${TAG}`, nameEn: `Fault codes ${TAG}`, knowledgeType: 'faq' });

  // 2. an ask preset on the failing model, sent for review
  await page.goto(`${base}/ai/askSettingAdd`);
  await page.getByTestId('field-scene').fill(`diag-${TAG}`);
  await pick(page, page.getByTestId('field-modelId'), `Failing ${TAG}`);
  await page.getByTestId('field-systemPrompt').fill('You are a vehicle diagnosis assistant. Answer briefly.');
  // the knowledge-base categories it may cite: the knowledge area's, chosen by name
  await pick(page, page.getByTestId('field-categories'), `Fault codes ${TAG}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('ask-submit').click();
  await expect(page).toHaveURL(/\/ai\/askSettingAdd\/\d+\/edit$/);
  const id = Number(/askSettingAdd\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByTestId('ask-revisions')).toContainText('In review');
  // the author may not pass it: no pass button
  await expect(page.getByTestId('revision-pass-1')).toHaveCount(0);
  await page.getByTestId('ask-test-question').fill('What does P0300 mean?');
  await page.getByTestId('ask-test-run').click();
  await expect(page.getByTestId('ask-test-answer')).toContainText('echo: What does P0300 mean?');
  await expect(page.getByTestId('ask-test-answer')).toContainText('Failed');
  await page.mouse.move(0, 0);
  await shot('ai-ask-form');
  await expectAccessible(page, 'AI ask setting');

  // 3. a second user passes it
  const password = 'AiReview#2026x';
  await aiReviewer(page, base, staff, `airev_${TAG}`, password);
  const context = await browser.newContext({ locale: lang, viewport: { width: 1366, height: 800 } });
  const reviewer = await context.newPage();
  await signInByApi(reviewer, base, { username: `airev_${TAG}`, password, path: `/ai/askSettingAdd/${id}/review` });
  await reviewer.getByTestId('revision-pass-1').click();
  await expect(reviewer.getByTestId('ask-revisions')).toContainText('Passed');
  await shotOf(reviewer, 'ai-ask-passed', lang);
  await context.close();

  // 4. a customer asks through the customer API: the failing model falls back to the echo one
  const phone = `1394${Date.now().toString().slice(-7)}`;
  const app = (p: string) => `${base}/lenkor-app${p}`;
  expect((await (await page.request.post(app('/auth/code'), { data: { channel: 'sms', target: phone, purpose: 'signUp' } })).json()).code).toBe(2000);
  const signed = await (
    await page.request.post(app('/auth/signUp'), {
      data: { phone, code: await smsCode(consoleServer.dataDir, phone), password: 'Cust@12345', language: 'en-US' },
    })
  ).json();
  expect(signed.code, JSON.stringify(signed)).toBe(2000);
  const question = `Why is my engine light on? ${TAG}`;
  const asked = (await (
    await page.request.post(app('/ai/ask'), {
      headers: { authorization: `Bearer ${signed.data.accessToken}` },
      data: { app: `APP-${TAG}`, scene: `diag-${TAG}`, question },
    })
  ).json()) as J;
  expect(asked.code, JSON.stringify(asked)).toBe(2000);
  expect(asked.data.model).toBe(`Echo ${TAG}`);
  expect(asked.data.attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['failed', 'answered']);

  // 5. both calls are in the AI query log, found by their scene; the answer's cost is on its row
  await page.goto(`${base}/logManage/AiQueryLog`);
  await page.locator('#scene').fill(`diag-${TAG}`);
  await page.getByRole('button', { name: /^Query$/ }).click();
  const rows = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: phone });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Echo ${TAG}` })).toContainText(`diag-${TAG}`);
  await expect(rows.filter({ hasText: `Echo ${TAG}` })).toContainText(String(asked.data.cost));
  await expect(rows.filter({ hasText: `Failing ${TAG}` })).toBeVisible();
  await page.mouse.move(0, 0);
  await shot('ai-query-log');

  // the key screens in Chinese, light and dark; the English ones dark
  const zhContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  const zh = await zhContext.newPage();
  await signInByApi(zh, base, { path: '/ai/modelSettingsList' });
  const screens = [
    ['ai-models', '/ai/modelSettingsList'],
    ['ai-ask-list', '/ai/askSetting'],
    ['ai-ask-form', `/ai/askSettingAdd/${id}/view`],
    ['ai-model-add', '/ai/modelSettingsAdd'],
  ] as const;
  for (const [name, path] of screens) {
    await zh.goto(`${base}${path}`);
    await expect(zh.getByTestId('sidebar')).toBeVisible();
    await zh.waitForLoadState('networkidle');
    await shotOf(zh, name, 'zh-CN');
  }
  await zh.goto(`${base}/ai/modelSettingsList`);
  await expect(zh.getByTestId('sidebar')).toBeVisible();
  await zh.getByTestId('dark-mode').click();
  await zh.goto(`${base}/ai/modelSettingsAdd`);
  await zh.waitForLoadState('networkidle');
  await shotOf(zh, 'ai-model-add-dark', 'zh-CN');
  await zh.goto(`${base}/ai/askSettingAdd/${id}/view`);
  await zh.waitForLoadState('networkidle');
  await shotOf(zh, 'ai-ask-form-dark', 'zh-CN');
  await zhContext.close();
  await page.getByTestId('dark-mode').click();
  await page.goto(`${base}/ai/modelSettingsList`);
  await page.waitForLoadState('networkidle');
  await shot('ai-models-dark');
  await page.getByTestId('dark-mode').click();
});
