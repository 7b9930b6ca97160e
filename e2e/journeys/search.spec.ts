import crypto from 'node:crypto';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { staffApi } from '../support/device-api';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'zh-CN' });

// a server of its own: the customer's sign-up code is read from its outbox
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const SN = 'SRCH98A10001';
const PHONE = '13966660001';

test('[ADMIN] Ctrl+K finds one SN and opens its device, its owner, the feedback about it and the dealer holding it; a screen is found by its name', async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);
  const errors = watchForErrors(page);
  const app = (p: string) => `${server.baseURL}/lenkor-app${p}`;

  // a customer signs up and writes about their device, through the customer API
  expect((await (await page.request.post(app('/auth/code'), { data: { channel: 'sms', target: PHONE, purpose: 'signUp' } })).json()).code).toBe(2000);
  const signedUp = await (
    await page.request.post(app('/auth/signUp'), {
      data: { phone: PHONE, code: await smsCode(server.dataDir, PHONE), password: 'Secret@123', name: '王师傅', language: 'zh-CN' },
    })
  ).json();
  expect(signedUp.code, JSON.stringify(signedUp)).toBe(2000);
  const customerHeaders = { authorization: `Bearer ${signedUp.data.accessToken}` };

  // staff register the device and bind it to the customer (set-up through the staff API)
  await signInByApi(page, server.baseURL);
  const staff = await staffApi(page, server.baseURL);
  const product = await staff.post('/lenkor-product/product/save', { code: 'SRCH-P1', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' });
  const device = await staff.post('/lenkor-user/device/add', { sn: SN, productId: product.id });
  // a dealer (a SKU for its profit ratio, an area, a service team) to whom the factory ships the device
  const channel = await staff.post('/lenkor-product/channel/save', { code: 'SRCH-CH', platform: 'own', nameZh: '自营', nameEn: 'Own shop' });
  const sku = await staff.post('/lenkor-product/platformsku/add', {
    skuCode: 'SRCH-SKU',
    nameZh: 'SRCH-SKU',
    nameEn: 'SRCH-SKU',
    productId: product.id,
    channelId: channel.id,
    platformSkuCode: 'SRCH-SKU',
    price: 199,
    currency: 'USD',
    serialised: true,
  });
  const areas = (await staff.get('/lenkor-dealer/area/tree')) as Array<{ id: number }>;
  const depts = (await staff.post('/lenkor-user/platDept/query', {})) as Array<{ deptId: number }>;
  const dealer = await staff.post('/lenkor-dealer/dealer/add', {
    name: '北路工具行',
    account: 'north_tools',
    email: 'north_tools@example.com',
    areaId: areas[0]!.id,
    serviceTeamId: depts[0]!.deptId,
    doiRegistered: false,
    teamPermission: true,
    individualPermission: false,
    profitRatios: [{ skuId: sku.id, ratio: 10 }],
  });
  const factory = await staff.post('/lenkor-supply/supplier/save', {
    code: 'SRCH-FAB',
    nameZh: '深圳工厂',
    nameEn: 'Factory',
    currency: 'USD',
    paymentTerms: 'net30',
  });
  await staff.post('/lenkor-dealer/shipment/allocate', { toDealerId: dealer.id, remarkType: 'factory', sns: [SN], providerId: factory.id });
  const owner = (await staff.post('/lenkor-user/customer/page', { current: 1, size: 10, account: PHONE })).records[0] as { id: number };
  await staff.post('/lenkor-user/device/bind', { id: device.id, version: device.version, customerId: owner.id, note: 'sold' });
  const submitted = await (
    await page.request.post(app('/feedback/submit'), {
      headers: customerHeaders,
      data: { title: '读取故障码时断开', content: '连接车辆后十秒断开。', sn: SN, language: 'zh-CN' },
    })
  ).json();
  expect(submitted.code, JSON.stringify(submitted)).toBe(2000);

  // Ctrl+K from the home page: the SN, its owner and the feedback, grouped
  await page.keyboard.press('Control+k');
  const palette = page.getByTestId('search-palette');
  await expect(palette).toBeVisible();
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();
  await input.fill('s');
  await expect(palette.getByRole('status')).toHaveText('至少输入 2 个字符开始搜索');
  await input.fill(SN.toLowerCase());
  const options = palette.getByRole('option');
  await expect(options).toHaveCount(4);
  await expect(options.nth(0)).toHaveAccessibleName(`设备: ${SN}`);
  await expect(options.nth(1)).toHaveAccessibleName(/^客户: /);
  await expect(options.nth(1)).toContainText('王师傅');
  await expect(options.nth(2)).toHaveAccessibleName(/^问题反馈: .*读取故障码时断开$/);
  await expect(options.nth(3)).toHaveAccessibleName('经销商: 北路工具行');
  await shot('search-palette');
  await expectAccessible(page, 'search palette');

  // Enter opens the first (the device); the arrow keys reach the others
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/brand/equipment/detailSN/${device.id}/${SN}$`));
  await expect(page.getByTestId(`page-/brand/equipment/detailSN/${device.id}/${SN}`)).toContainText(SN);

  await page.getByTestId('search-button').click();
  await page.getByTestId('search-input').fill(SN);
  await expect(palette.getByRole('option')).toHaveCount(4);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/brand/userInfo/detail/${owner.id}$`));

  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill(SN);
  await expect(palette.getByRole('option')).toHaveCount(4);
  await palette.getByRole('option').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/question/detail/${SN}/1/${submitted.data.id}/\\d+$`));
  await expect(page.getByText('读取故障码时断开').first()).toBeVisible();

  // ArrowUp from the first wraps to the last: the dealer holding the device
  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill(SN);
  await expect(palette.getByRole('option')).toHaveCount(4);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dealerManagement/detail/${dealer.id}$`));
  await expect(page.getByTestId('dealer-detail')).toContainText('北路工具行');

  // a screen by its name
  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill('经销商');
  await expect(palette.getByRole('option').first()).toHaveAccessibleName(/^页面: /);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  expect(errors.take()).toEqual([]);
});

test('[ADMIN] two consoles editing the same supplier each see the other; the later save is refused, shows what changed and keeps both edits', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, server.baseURL, { path: '/supply/supplier' });
  const staff = await staffApi(page, server.baseURL);
  const supplier = await staff.post('/lenkor-supply/supplier/save', {
    code: 'PRES-1',
    nameZh: '在场供应商',
    nameEn: 'Presence supplier',
    currency: 'USD',
    paymentTerms: 'net30',
  });
  const other = await browser.newPage({ locale: 'zh-CN' });
  await signInByApi(other, server.baseURL, { path: '/supply/supplier' });

  const editIn = async (p: typeof page) => {
    await p
      .locator('.data-table-row', { hasText: 'PRES-1' })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect(p.getByRole('dialog')).toBeVisible();
    return p.getByRole('dialog').getByTestId('editors-banner');
  };
  const mine = await editIn(page);
  await expect(mine).toBeHidden();
  const theirs = await editIn(other);
  // each is told of the other (the same administrator in two sessions)
  await expect(theirs).toContainText('也在编辑此记录');
  await expect(mine).toContainText('也在编辑此记录');

  // the other saves first (a new English name); their form closes, and so does the banner here
  const theirForm = other.getByRole('dialog');
  await theirForm.locator('#nameEn').fill('Presence supplier North');
  await theirForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(theirForm).toBeHidden();
  await expect(mine).toBeHidden();

  // this save is refused as stale: the form shows what they changed and keeps this one's edit on top of theirs
  const myForm = page.getByRole('dialog').filter({ has: page.locator('#remark') });
  await myForm.locator('#remark').fill('checked in person');
  await myForm.getByRole('button', { name: /确\s*定/ }).click();
  const stale = page.getByTestId('stale-changes');
  await expect(stale).toBeVisible();
  await expect(stale.getByTestId('stale-table').locator('tbody tr')).toHaveCount(1);
  await expect(stale.getByTestId('stale-table')).toContainText('Presence supplier North');
  await expectAccessible(page, 'stale save');
  await stale.getByTestId('stale-mine').click();
  await expect(myForm.locator('#nameEn')).toHaveValue('Presence supplier North');
  await expect(myForm.locator('#remark')).toHaveValue('checked in person');
  await myForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(myForm).toBeHidden();
  const saved = await staff.get(`/lenkor-supply/supplier/detail/${supplier.id}`);
  expect(saved).toMatchObject({ nameEn: 'Presence supplier North', remark: 'checked in person' });
  await other.close();
});

const encrypt = (publicKey: string, password: string) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');

test('[ADMIN][VIEWER] a saved view of the supplier list is shared with a role; a member opens it and makes it their default', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(150_000);
  await signInByApi(page, server.baseURL, { path: '/supply/supplier' });
  const staff = await staffApi(page, server.baseURL);
  for (const code of ['VIEW-A1', 'VIEW-B1'])
    await staff.post('/lenkor-supply/supplier/save', { code, nameZh: `视图${code}`, nameEn: code, currency: 'USD', paymentTerms: 'net30' });
  // a role that may read suppliers, and a member of it (set-up through the staff API)
  const role = await staff.post('/lenkor-user/role/save', { roleName: '供应商查看', roleCode: 'SUPPLIER_VIEWERS' });
  const ids: number[] = [];
  const walk = (nodes: Array<{ menuId: number; path?: string; permission?: string; children?: unknown[] }>) => {
    for (const n of nodes) {
      if (n.path === '/supply' || n.path === '/supply/supplier' || n.permission === 'supply_supplier_view') ids.push(n.menuId);
      walk((n.children ?? []) as typeof nodes);
    }
  };
  walk(await staff.post('/lenkor-user/menu/getMenuAll', {}));
  await staff.post('/lenkor-user/role/saveRoleMenus', { roleId: role.roleId, menuIds: ids });
  const key = (await (await page.request.get(`${server.baseURL}/lenkor-auth/publicKey`)).json()).data.publicKey as string;
  await staff.post('/lenkor-user/user/addUser', { username: 'viewer_1', realName: '查看员', password: encrypt(key, 'View#2026pw'), roleIds: [role.roleId] });

  // the administrator narrows the list to VIEW-A… and saves it as a view shared with the role
  await page.reload();
  const list = (p: typeof page) => p.getByTestId('page-/supply/supplier');
  await list(page).getByTestId('kit-search').locator('#code').fill('VIEW-A');
  await list(page)
    .getByTestId('kit-search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(list(page).locator('.data-table-row')).toHaveCount(1);
  await list(page).getByTestId('kit-views').click();
  await page.getByRole('menuitem', { name: '将当前列表另存为视图…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('view-name').fill('A 类供应商');
  await dialog.getByRole('combobox', { name: '共享给角色' }).click();
  await page.getByRole('option', { name: '供应商查看' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByTestId('view-save').click();
  await expect(dialog).toBeHidden();
  await shot('saved-view-admin');

  // the member sees every supplier, opens the shared view and gets the narrowed list
  const viewer = await browser.newPage({ locale: 'zh-CN' });
  await signInByApi(viewer, server.baseURL, { username: 'viewer_1', password: 'View#2026pw', path: '/supply/supplier' });
  await expect(list(viewer).locator('.data-table-row', { hasText: 'VIEW-B1' })).toHaveCount(1);
  await list(viewer).getByTestId('kit-views').click();
  await viewer.getByRole('menuitem', { name: /^A 类供应商 · .*共享$/ }).click();
  await expect(list(viewer).locator('.data-table-row')).toHaveCount(1);
  await expect(list(viewer).locator('.data-table-row')).toContainText('VIEW-A1');
  await expect(list(viewer).getByTestId('kit-search').locator('#code')).toHaveValue('VIEW-A');
  await expectAccessible(viewer, 'supplier list with a shared view');
  // not theirs to change; theirs to make the default, which the list opens with
  await list(viewer).getByTestId('kit-views').click();
  await expect(viewer.getByRole('menuitem', { name: '删除视图' })).toHaveCount(0);
  await viewer.getByRole('menuitem', { name: '设为默认视图' }).click();
  // the menu names the default once the server has it
  await list(viewer).getByTestId('kit-views').click();
  await expect(viewer.getByRole('menuitem', { name: /^A 类供应商 · 默认/ })).toBeVisible();
  await viewer.keyboard.press('Escape');
  await viewer.reload();
  await expect(list(viewer).locator('.data-table-row')).toHaveCount(1);
  await expect(list(viewer).getByTestId('kit-search').locator('#code')).toHaveValue('VIEW-A');
  await viewer.close();
});
