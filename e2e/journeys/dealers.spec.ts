import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../support/constants';
import { firstDealerSignIn } from '../support/dealer-sign-in';
import { startDemoServer } from '../support/demo-server';
import { expect, signInByApi, test } from '../support/journey';
import { confirm, openSelect, row, shotOf, suffix } from '../support/system-admin';

test.use({ lang: 'en-US' });

// a server of its own with the demo data: SKUs for the profit ratios and a five-level dealer network as the neighbours
let server: Awaited<ReturnType<typeof startDemoServer>>;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startDemoServer(ADMIN_PASSWORD, 20);
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': { ok: /^确\s*定$/, china: '01 中国 China', save: /^保\s*存$/, disabled: '禁用', notFound: '经销商数据不存在或不在您的网络内' },
  'en-US': {
    ok: /^Confirm$/,
    china: '01 中国 China',
    save: /^Save$/,
    disabled: 'Disabled',
    notFound: 'The dealer data does not exist or is outside your network',
  },
};

type J = Record<string, unknown> & { code: number; data: Record<string, unknown> & { id: number } };
/** A call with the signed-in console's own token and device (set-up that is not the story). */
async function api(page: Page, url: string, body?: unknown): Promise<J> {
  return page.evaluate(
    async ([u, b]) => {
      const token = JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}').content as string;
      const device = JSON.parse(localStorage.getItem('diagops-device-id') ?? '{}').content as string;
      const r = await fetch(u as string, {
        method: b === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-device-id': device },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return r.json();
    },
    [url, body] as const,
  );
}

test('[ADMIN][DEALER] a three-level branch; its second-level dealer sees only its branch, and is signed out when disabled', async ({
  page,
  browser,
  text,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const s = suffix(lang);
  await signInByApi(page, server.baseURL);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // the list shows the demo network
  await page.goto(`${server.baseURL}/dealerManagement/dealerList`);
  await expect(row(page, 'Zhangjiang Lane 5 Garage')).toBeVisible({ timeout: 30_000 });
  await shot('dealer-list');

  // a first-level dealer through the add screen
  await page.getByTestId('dealer-add').click();
  await expect(page).toHaveURL(/\/dealerManagement\/add$/);
  const form = page.getByTestId('dealer-form');
  await form.locator('#areaId').click();
  await page.locator('[data-select-list]:visible [role="option"]', { hasText: T[lang].china }).first().click();
  await form.locator('#account').fill(`top_${s}`);
  await form.locator('#name').fill(`Top ${s}`);
  await form.locator('#email').fill(`top_${s}@example.com`);
  await openSelect(page, form.locator('#serviceTeamId'));
  await page.locator('[data-select-list]:visible [role="option"]').first().click();
  await openSelect(page, form.locator('#profitRatios_0_skuId'));
  await page.locator('[data-select-list]:visible [role="option"]').first().click();
  // DEALER-05: a third decimal is refused in the form
  await form.locator('#profitRatios_0_ratio').fill('12.345');
  await page.getByTestId('dealer-save').click();
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await form.locator('#profitRatios_0_ratio').fill('12.5');
  await shot('dealer-add');
  await page.getByTestId('dealer-save').click();
  await expect(page).toHaveURL(/\/dealerManagement\/detail\/\d+$/);
  await expect(page.getByTestId('dealer-detail')).toContainText(`top_${s}`);
  await shot('dealer-detail');
  const topId = Number(/detail\/(\d+)$/.exec(page.url())![1]);

  // levels two and three through the API (set-up), with the same team and SKU
  const top = (await api(page, `/lenkor-dealer/dealer/detail/${topId}`)).data as unknown as { serviceTeamId: number; profitRatios: Array<{ skuId: number }> };
  const areaId = ((await api(page, '/lenkor-dealer/area/tree')).data as unknown as Array<{ id: number; code: string }>).find((a) => a.code === '01')!.id;
  const body = (name: string, parentId: number) => ({
    name: `${name} ${s}`,
    account: `${name.toLowerCase()}_${s}`,
    email: `${name.toLowerCase()}_${s}@example.com`,
    areaId,
    parentId,
    serviceTeamId: top.serviceTeamId,
    doiRegistered: false,
    teamPermission: true,
    individualPermission: false,
    profitRatios: [{ skuId: top.profitRatios[0]!.skuId, ratio: 8 }],
  });
  const second = await api(page, '/lenkor-dealer/dealer/add', body('Second', topId));
  expect(second.code, JSON.stringify(second)).toBe(2000);
  const third = await api(page, '/lenkor-dealer/dealer/add', body('Third', second.data.id));
  expect(third.code).toBe(2000);
  const neighbour = (await api(page, '/lenkor-dealer/dealer/page', { name: 'North Road' })).data as unknown as { records: Array<{ id: number }> };
  const neighbourId = neighbour.records[0]!.id;

  // the second-level dealer signs in elsewhere with the e-mailed password and must change it first
  const dealer = await firstDealerSignIn(browser, server, lang, text, { account: `second_${s}`, email: `second_${s}@example.com` }, `Dealer#${s}9`);

  // it sees its own branch only
  await dealer.goto('/dealerManagement/dealerList');
  const byId = (p: Page, id: number) => p.locator(`.data-table-row[data-row-key="${id}"]`);
  await expect(byId(dealer, third.data.id)).toContainText(`Third ${s}`, { timeout: 45_000 });
  await expect(byId(dealer, second.data.id)).toContainText(`Second ${s}`);
  await expect(dealer.locator('.data-table-row')).toHaveCount(2);
  await expect(byId(dealer, topId)).toHaveCount(0);
  await shotOf(dealer, 'dealer-branch', lang);
  // a neighbour's dealer by typed URL: not found
  await dealer.goto(`/dealerManagement/detail/${neighbourId}`);
  await expect(dealer.getByTestId('dealer-not-found')).toBeVisible({ timeout: 45_000 });
  await expect(dealer.getByText(T[lang].notFound)).toBeVisible();
  await dealer.goto('/dealerManagement/shippingRecord');
  await expect(dealer.getByTestId('sidebar')).toBeVisible();

  // the administrator disables it: its session ends at once
  await page.goto(`${server.baseURL}/dealerManagement/dealerList`);
  await page.getByTestId(`dealer-toggle-${second.data.id}`).click({ timeout: 60_000 });
  await confirm(page, T[lang].ok);
  await expect(byId(page, second.data.id)).toContainText(T[lang].disabled);
  await dealer.goto('/dealerManagement/benefit');
  await expect(dealer).toHaveURL(/\/login/);
  await dealer.context().close();
});
