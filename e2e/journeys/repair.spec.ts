import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';
import { choose, pick } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': { ok: /确\s*定/, engine: '发动机' },
  'en-US': { ok: /^Confirm$/, engine: 'Engine' },
};

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });

/** The signed-in page's bearer token (the journey seeds our basic data through the API). */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}').content as string);
  return { authorization: `Bearer ${token}` };
}

/**
 * Repair data on screens generated from their declarations: a material added on its own route with
 * a Chinese and an English name, then one of our models associated with a repair data item from the
 * item's row (the associated-vehicles list narrowed to the item by its route), shown in its coverage.
 */
test('[ADMIN] adds a repair material in two languages and associates a model with repair data', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(120_000);
  const t = T[lang];
  const s = Date.now().toString(36).slice(-5).toUpperCase();
  await signInByApi(page, baseURL, { path: '/repairData/materialManage/list' });
  const origin = new URL(baseURL!).origin;
  const headers = await bearer(page);
  const api = async (path: string, data: unknown) => {
    const res = await page.request.post(`${origin}/lenkor-vehicle${path}`, { headers, data });
    const body = (await res.json()) as { code: number; data: { id: number } };
    expect(body.code, JSON.stringify(body)).toBe(2000);
    return body.data.id;
  };
  const brandId = await api('/vehicleBrand/save', {
    code: `RB${s}`,
    names: [
      { lang: 'zh-CN', name: `旅程品牌${s}` },
      { lang: 'en-US', name: `Journey brand ${s}` },
    ],
  });
  await api('/vehicleModel/save', {
    code: `RM${s}`,
    brandId,
    names: [
      { lang: 'zh-CN', name: `旅程车系${s}` },
      { lang: 'en-US', name: `Journey model ${s}` },
    ],
  });
  const dataName = `发动机维修手册 ${s}`;
  const dataId = await api('/repairData/save', { dataName, repairType: 'engine' });

  // a material on its own route, named in both languages
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/repairData\/materialManage\/add$/);
  const form = page.getByRole('dialog');
  await expect(form.locator('#nameZh')).toBeVisible();
  await form.locator('#nameZh').fill(`正时皮带更换 ${s}`);
  await form.locator('#nameEn').fill(`Timing belt replacement ${s}`);
  await choose(page, form, 'repairType', t.engine);
  await form.locator('#content').fill('1. 拆下正时罩盖 2. 对准正时标记 3. 更换皮带');
  await shot('repair-material-form');
  await expectAccessible(page, 'repair-material-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/repairData\/materialManage\/list$/);
  await expect(rowOf(page, `正时皮带更换 ${s}`)).toContainText(`Timing belt replacement ${s}`);

  // the repair data item opens its associated vehicles, narrowed to it by the route
  await page.goto(`${origin}/repairData/dataManage/list`);
  await page.getByTestId(`vehicles-${dataId}`).click();
  await expect(page).toHaveURL(new RegExp(`/repairData/associatedVehicles/list/[^/]+/${dataId}$`));
  // the data list stays open in its tab (hidden): the add button of the associated vehicles' pane (not whichever shows first)
  await page.locator('[data-page-pane^="/repairData/associatedVehicles/list/"] [data-testid="resource-add"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#brandId')).toBeVisible();
  await pick(page, dialog.locator('#brandId'), `RB${s}`, `旅程品牌${s}`);
  await pick(page, dialog.locator('#modelId'), `RM${s}`, `旅程车系${s}`);
  await dialog.locator('#yearFrom').fill('2018');
  await shot('repair-vehicle-form');
  await dialog.getByRole('button', { name: t.ok }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, `旅程车系${s}`)).toContainText(dataName);
  await expectAccessible(page, 'repair-vehicles');

  // the item's coverage names the model
  await page.goto(`${origin}/repairData/dataManage/list`);
  await expect(rowOf(page, dataName)).toContainText(`旅程车系${s}`);
  await shot('repair-data-list');
});
