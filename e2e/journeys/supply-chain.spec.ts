import crypto from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { ADMIN, ADMIN_PASSWORD } from '../support/constants';
import { firstDealerSignIn } from '../support/dealer-sign-in';
import { expect, signInByApi, test } from '../support/journey';
import { confirm, pick, shotOf } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': {
    ok: /确\s*定/,
    toReceive: '待收货',
    received: '已收货',
    closed: '已关闭',
    passed: '已通过',
    shipped: '已发货',
    ownSelf: '不能审批自己创建或修改的单据',
  },
  'en-US': {
    ok: /^(OK|Confirm)$/,
    toReceive: 'To receive',
    received: 'Received',
    closed: 'Closed',
    passed: 'Passed',
    shipped: 'Shipped',
    ownSelf: 'You cannot approve a document you created or changed',
  },
};

type J = Record<string, unknown> & { code: number; msg?: string; data: Record<string, any> };
const origin = (baseURL: string | undefined) => new URL(baseURL!).origin;
let base = '';

function encrypt(publicKey: string, password: string): string {
  return crypto
    .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password))
    .toString('base64');
}
/** A call with a bearer token (set-up that is not the story: users, the product and the dealer). */
async function call(page: Page, token: string, url: string, body?: unknown): Promise<J> {
  const r =
    body === undefined
      ? await page.request.get(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } })
      : await page.request.post(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, data: body });
  return (await r.json()) as J;
}
async function ok(page: Page, token: string, url: string, body?: unknown): Promise<J['data']> {
  const r = await call(page, token, url, body);
  expect(r.code, `${url} ${JSON.stringify(r).slice(0, 400)}`).toBe(2000);
  return r.data;
}
async function login(page: Page, username: string, password: string): Promise<string> {
  const key = ((await (await page.request.get(`${base}/lenkor-auth/publicKey`)).json()) as J).data.publicKey as string;
  const r = (await (
    await page.request.post(`${base}/lenkor-plat-user/sysUser/login`, { data: { loginType: 1, userAccount: username, password: encrypt(key, password) } })
  ).json()) as J;
  expect(r.code, JSON.stringify(r)).toBe(2000);
  return r.data.access_token as string;
}

/** Four staff users, one per approval role the deployment seeds (SUPPLY-02), each in a browser of their own. */
async function makeApprovers(page: Page, admin: string, tag: string) {
  const key = ((await (await page.request.get(`${base}/lenkor-auth/publicKey`)).json()) as J).data.publicKey as string;
  const roles = (await ok(page, admin, '/lenkor-user/role/list', {})) as unknown as Array<{ roleId: number; roleCode: string }>;
  const codes = {
    admin: 'ROLE_SUPPLY_ADMIN_APPROVAL',
    buyer: 'ROLE_SUPPLY_BUYER',
    manager: 'ROLE_SUPPLY_PURCHASING_MANAGER',
    shipment: 'ROLE_SUPPLY_SHIPMENT_CONFIRM',
  };
  const password = 'Approve#2026x';
  const users: Record<keyof typeof codes, string> = { admin: '', buyer: '', manager: '', shipment: '' };
  for (const k of Object.keys(codes) as Array<keyof typeof codes>) {
    const role = roles.find((r) => r.roleCode === codes[k]);
    expect(role, `seeded role ${codes[k]}`).toBeTruthy();
    const username = `${k}_${tag}`;
    await ok(page, admin, '/lenkor-user/user/addUser', { username, realName: `${k} ${tag}`, password: encrypt(key, password), roleIds: [role!.roleId] });
    users[k] = username;
  }
  // the planner plans transfers and also holds the first step's role: the engine must refuse them their own plan
  const planner = await ok(page, admin, '/lenkor-user/role/save', { roleName: `Planner ${tag}`, roleCode: `PLANNER_${tag.toUpperCase()}` });
  const tree = (await ok(page, admin, '/lenkor-user/menu/getMenuAll', {})) as unknown as Array<Record<string, any>>;
  const ids: number[] = [];
  const walk = (nodes: Array<Record<string, any>>) => {
    for (const n of nodes) {
      if (String(n.permission ?? '').startsWith('supply_transfer_plan_') || n.path === '/supply' || n.path === '/supply/transferPlan') ids.push(n.menuId);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  await ok(page, admin, '/lenkor-user/role/saveRoleMenus', { roleId: planner.roleId, menuIds: ids });
  const adminRole = roles.find((r) => r.roleCode === codes.admin)!;
  await ok(page, admin, '/lenkor-user/user/addUser', {
    username: `planner_${tag}`,
    realName: `planner ${tag}`,
    password: encrypt(key, password),
    roleIds: [planner.roleId, adminRole.roleId],
  });
  return { users: { ...users, planner: `planner_${tag}` }, password };
}

/** The number of the document open in the drawer (its title ends with it) and its id (the list's ?id=). */
async function openDoc(page: Page, prefix: string): Promise<{ no: string; id: string }> {
  const title = page.locator('.ant-drawer-title').last();
  await expect(title).toContainText(new RegExp(`${prefix}\\d`));
  await expect(page).toHaveURL(/[?&]id=\d+/);
  return { no: new RegExp(`${prefix}\\S+`).exec((await title.textContent()) ?? '')![0], id: new URL(page.url()).searchParams.get('id')! };
}

async function approverPage(browser: Browser, username: string, password: string, lang: string): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport: { width: 1366, height: 800 } });
  const p = await context.newPage();
  await signInByApi(p, base, { username, password, path: '/supply/toBeApproved' });
  return p;
}

/** The approver finds the document in their inbox and approves it there. */
async function approveFromInbox(p: Page, docNo: string, ok: RegExp) {
  await p.goto(`${base}/supply/toBeApproved`);
  const line = p.locator('.data-table-row', { hasText: docNo });
  await expect(line).toBeVisible({ timeout: 30_000 });
  await line.getByTestId(/^inbox-approve-/).click();
  await confirm(p, ok);
  await expect(line).toHaveCount(0);
}

test('[ADMIN][APPROVERS][DEALER] supplier → order → receipt with a rejected part → transfer through in transit, four approvals and a shortfall → shipment to a dealer → trace', async ({
  page,
  baseURL,
  browser,
  consoleServer,
  lang,
  text,
  shot,
}) => {
  test.setTimeout(420_000);
  const t = T[lang];
  base = origin(baseURL);
  const tag = `${lang === 'zh-CN' ? 'zh' : 'en'}${Date.now().toString(36).slice(-5)}`;
  const TAG = tag.toUpperCase();
  const admin = await login(page, ADMIN, ADMIN_PASSWORD);

  // set-up through the API: a product on a channel with a serialised scanner SKU and a cable SKU, two warehouses, a dealer, four approvers
  const product = await ok(page, admin, '/lenkor-product/product/save', { code: `SC-${TAG}`, nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' });
  const channel = await ok(page, admin, '/lenkor-product/channel/save', { code: `CH-${TAG}`, platform: 'own', nameZh: '自营', nameEn: 'Own shop' });
  const sku = (code: string, serialised: boolean) =>
    ok(page, admin, '/lenkor-product/platformsku/add', {
      skuCode: code,
      nameZh: code,
      nameEn: code,
      productId: product.id,
      channelId: channel.id,
      platformSkuCode: code,
      price: 199,
      currency: 'USD',
      serialised,
    });
  const scanner = await sku(`SKU-SC-${TAG}`, true);
  const cable = await sku(`SKU-CB-${TAG}`, false);
  const warehouse = (code: string, type: string, nameEn: string) =>
    ok(page, admin, '/lenkor-supply/warehouse/save', { code, type, nameZh: nameEn, nameEn, company: `Diag ${TAG}` });
  await warehouse(`SZ-${TAG}`, 'own', `Shenzhen ${TAG}`);
  await warehouse(`DE-${TAG}`, 'overseas', `Frankfurt ${TAG}`);
  const areas = (await ok(page, admin, '/lenkor-dealer/area/tree')) as unknown as Array<{ id: number; code: string }>;
  const depts = (await ok(page, admin, '/lenkor-user/platDept/query', {})) as unknown as Array<{ deptId: number }>;
  const dealerEmail = `dealer_${tag}@example.com`;
  await ok(page, admin, '/lenkor-dealer/dealer/add', {
    name: `Dealer ${TAG}`,
    account: `dealer_${tag}`,
    email: dealerEmail,
    areaId: areas[0]!.id,
    serviceTeamId: depts[0]!.deptId,
    doiRegistered: false,
    teamPermission: true,
    individualPermission: false,
    profitRatios: [{ skuId: scanner.id, ratio: 10 }],
  });
  const { users, password } = await makeApprovers(page, admin, tag);
  const sns = [1, 2, 3, 4].map((i) => `SN${TAG}${i}`);

  // 1. a supplier through its screen
  await signInByApi(page, baseURL, { path: '/supply/supplier' });
  await page.getByTestId('resource-add').click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill(`FAB-${TAG}`);
  await form.locator('#nameZh').fill('深圳工厂');
  await form.locator('#nameEn').fill(`Factory ${TAG}`);
  await form.locator('#currency').click();
  await page.keyboard.type('USD');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.data-table-row', { hasText: `FAB-${TAG}` })).toBeVisible();

  // 2. a purchase order of 4 scanners and 10 cables, submitted; the purchasing manager approves it
  await page.goto(`${base}/supply/purchaseOrder`);
  await page.getByTestId('po-add').click();
  const po = page.getByTestId('po-form');
  await pick(page, po.getByTestId('po-supplier'), `FAB-${TAG}`);
  await pick(page, po.getByTestId('po-warehouse'), `SZ-${TAG}`);
  await po.locator('#expectedDate').fill('2026-12-20');
  await pick(page, po.getByTestId('po-line-sku-0'), `SKU-SC-${TAG}`);
  await po.getByTestId('po-line-qty-0').fill('4');
  await po.getByTestId('po-line-price-0').fill('120');
  await page.getByTestId('po-add-line').click();
  await pick(page, po.getByTestId('po-line-sku-1'), `SKU-CB-${TAG}`);
  await po.getByTestId('po-line-qty-1').fill('10');
  await po.getByTestId('po-line-price-1').fill('3');
  await expect(page.getByTestId('po-total')).toContainText('510.00');
  await shot('supply-po-form');
  await page.getByTestId('po-save').click();
  const detail = page.getByTestId('po-drawer');
  await expect(detail).toBeVisible();
  const { no: poNo, id: poId } = await openDoc(page, 'PO');
  await detail.getByTestId('po-submit').click();
  await confirm(page, t.ok);
  const manager = await approverPage(browser, users.manager, password, lang);
  await approveFromInbox(manager, poNo, t.ok);

  // 3. received: all 4 scanners with their SNs in a box, 8 cables and 2 rejected with the reason
  await page.goto(`${base}/supply/purchaseOrder?id=${poId}`);
  await expect(detail.getByText(t.toReceive).first()).toBeVisible();
  await detail.getByTestId('po-receive').click();
  const receive = page.getByTestId('po-receive-form');
  await receive.getByTestId('po-recv-qty-0').fill('4');
  await receive.locator('#lines_0_boxNo').fill(`BOX-${TAG}`);
  await receive.getByTestId('po-recv-sns-0').fill(sns.join('\n'));
  await receive.getByTestId('po-recv-qty-1').fill('8');
  await receive.locator('#lines_1_rejectedQty').fill('2');
  await receive.locator('#lines_1_rejectReason').fill('Connector bent');
  await shot('supply-receive');
  await page.getByTestId('po-receive-ok').click();
  await expect(receive).toBeHidden();
  await expect(detail.getByText(t.received).first()).toBeVisible();
  await expect(detail.getByTestId('po-receipt')).toContainText('Connector bent');

  // 4. a transfer of 3 scanners and 5 cables to the overseas warehouse, approved through the four steps by four people
  await signInByApi(page, baseURL, { username: users.planner, password, path: '/supply/transferPlan' });
  const plannerToken = await login(page, users.planner, password);
  await page.getByTestId('transfer-add').click();
  const tf = page.getByTestId('transfer-form');
  await pick(page, tf.getByTestId('transfer-from'), `SZ-${TAG}`);
  await pick(page, tf.getByTestId('transfer-to'), `DE-${TAG}`);
  await tf.getByTestId('transfer-date').fill('2026-12-22');
  await pick(page, tf.getByTestId('transfer-line-sku-0'), `SKU-SC-${TAG}`);
  await tf.getByTestId('transfer-line-qty-0').fill('3');
  await page.getByTestId('transfer-add-line').click();
  await pick(page, tf.getByTestId('transfer-line-sku-1'), `SKU-CB-${TAG}`);
  await tf.getByTestId('transfer-line-qty-1').fill('5');
  await page.getByTestId('transfer-save').click();
  const plan = page.getByTestId('transfer-drawer');
  await expect(plan).toBeVisible();
  const { no: tpNo, id: tpId } = await openDoc(page, 'TP');
  await plan.getByTestId('transfer-submit').click();
  await confirm(page, t.ok);
  // the creator may not approve it: the server refuses in the user's language
  // the planner holds the first step's role, yet the inbox offers them nothing and the server refuses them their own plan
  await page.goto(`${base}/supply/toBeApproved`);
  await expect(page.locator('.data-table-row', { hasText: tpNo })).toHaveCount(0);
  // the submit's reply may still be on its way when the confirmation closes: ask until the request exists
  const docOf = () => ok(page, plannerToken, `/lenkor-supply/approval/doc?docType=transferPlan&docId=${tpId}`);
  await expect.poll(async () => (await docOf()) !== null).toBe(true);
  const request = await docOf();
  const own = await call(page, plannerToken, '/lenkor-supply/approval/approve', { id: request.requestId ?? request.id, docVersion: request.docVersion });
  expect(own.code, JSON.stringify(own)).toBe(78201);

  const first = await approverPage(browser, users.admin, password, lang);
  // the first approver opens the plan from the inbox's link and approves in its panel
  const inboxRow = first.locator('.data-table-row', { hasText: tpNo });
  await inboxRow.getByRole('link', { name: tpNo }).click();
  await expect(first).toHaveURL(/\/supply\/transferPlan\?id=\d+/);
  await first.getByTestId('approval-approve').click();
  await confirm(first, t.ok);
  await expect(first.getByTestId('approval-approve')).toHaveCount(0);
  await shotOf(first, 'supply-transfer-approval', lang);
  for (const who of ['buyer', 'manager', 'shipment'] as const) {
    const p = who === 'manager' ? manager : await approverPage(browser, users[who], password, lang);
    await approveFromInbox(p, tpNo, t.ok);
    if (p !== manager) await p.context().close();
  }
  await first.context().close();

  // 5. shipped (SNs into in transit), 3 scanners and 4 cables arrive, the missing cable is written off with a reason
  await page.goto(`${base}/supply/transferPlan?id=${tpId}`);
  await expect(plan.getByText(t.passed).first()).toBeVisible();
  await plan.getByTestId('transfer-ship').click();
  await page.locator('[data-testid^="transfer-sns-"]').first().fill(sns.slice(0, 3).join('\n'));
  await page.getByTestId('transfer-dialog-ok').click();
  await confirm(page, t.ok);
  await plan.getByTestId('transfer-arrive').click();
  const qty = page.locator('[data-testid^="transfer-qty-"]');
  await qty.nth(0).fill('3');
  await qty.nth(1).fill('4');
  await page.locator('[data-testid^="transfer-sns-"]').first().fill(sns.slice(0, 3).join('\n'));
  // arriving asks nothing more: the dialog's quantities are the answer
  await page.getByTestId('transfer-dialog-ok').click();
  await expect(page.getByTestId('transfer-dialog-ok')).toBeHidden();
  await plan.getByTestId('transfer-writeOff').click();
  await page.locator('[data-testid^="transfer-qty-"]').last().fill('1');
  await page.locator('[data-testid^="transfer-reason-"]').last().fill('Lost at the port');
  await page.getByTestId('transfer-dialog-ok').click();
  await confirm(page, t.ok);
  await expect(plan.getByText(t.closed).first()).toBeVisible();
  await shot('supply-transfer');
  await expectAccessible(page, 'supply-transfer');

  // 6. two scanners shipped from Frankfurt to the dealer, approved by the purchasing manager
  await signInByApi(page, baseURL, { path: '/supply/shipmentsPlan' });
  await page.getByTestId('plan-add').click();
  const sp = page.getByTestId('plan-form');
  await pick(page, sp.getByTestId('plan-warehouse'), `DE-${TAG}`);
  await pick(page, sp.getByTestId('plan-target'), `Dealer ${TAG}`);
  await pick(page, sp.getByTestId('plan-line-sku-0'), `SKU-SC-${TAG}`);
  await sp.getByTestId('plan-line-qty-0').fill('2');
  await sp.getByTestId('plan-date').fill('2027-01-05');
  await page.getByTestId('plan-save').click();
  const ship = page.getByTestId('plan-drawer');
  await expect(ship).toBeVisible();
  const { no: spNo, id: spId } = await openDoc(page, 'SP');
  await ship.getByTestId('plan-submit').click();
  await confirm(page, t.ok);
  await approveFromInbox(manager, spNo, t.ok);
  await manager.context().close();
  await page.goto(`${base}/supply/shipmentsPlan?id=${spId}`);
  await ship.getByTestId('plan-ship').click();
  await page.locator('[data-testid^="plan-ship-sns-"]').first().fill(sns.slice(0, 2).join('\n'));
  await page.getByTestId('plan-ship-ok').click();
  await confirm(page, t.ok);
  await expect(ship.getByText(t.shipped).first()).toBeVisible();

  // 7. the dealer sees the two devices in its shipping records
  const dealerPage = await firstDealerSignIn(browser, consoleServer, lang, text, { account: `dealer_${tag}`, email: dealerEmail }, `Dealer#${tag}9`);
  await dealerPage.goto(`${base}/dealerManagement/shippingRecord`);
  await expect(dealerPage.locator('.data-table-row', { hasText: 'Dealer ' + TAG }).first()).toContainText('2', { timeout: 30_000 });
  for (const sn of sns.slice(0, 2)) await expect(dealerPage.locator('.data-table-row', { hasText: sn })).toBeVisible();
  await expect(dealerPage.locator('.data-table-row', { hasText: sns[2]! })).toHaveCount(0);
  await shotOf(dealerPage, 'supply-dealer-received', lang);
  await dealerPage.context().close();

  // 8. one SN traced from its purchase order to the dealer
  await page.goto(`${base}/supply/shipmentsPlan`);
  await page.getByTestId('sn-trace-search').fill(sns[0]!);
  await page.getByTestId('sn-trace-search').press('Enter');
  const trace = page.getByTestId('trace-drawer');
  await expect(trace).toContainText(poNo);
  await expect(trace).toContainText(`BOX-${TAG}`);
  await expect(trace).toContainText(tpNo);
  await expect(trace).toContainText(`Dealer ${TAG}`);
  await shot('supply-trace');
  await expectAccessible(page, 'supply-trace');
});
