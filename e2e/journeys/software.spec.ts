import type { Locator, Page } from '@playwright/test';
import { storedZip } from '../../apps/server/src/platform/kit/stored-zip';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { expect, signIn, signInByApi, test } from '../support/journey';
import { choose, confirm, dialog, pick, row, shotOf, suffix } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': {
    add: /新\s*增/,
    ok: /确\s*定/,
    addRole: '新增岗位',
    addUser: '新增用户',
    grants: /权\s*限/,
    grantsSaved: '权限已保存',
    codeAdd: '新增软件编码',
    uploadAdd: '上传软件',
    submit: '提交审核',
    approve: '审核通过并发布',
    inReview: '审核中',
    released: '已发布',
    draft: '草稿',
    ownReview: '不能审核自己上传的软件版本',
  },
  'en-US': {
    add: /Add$/,
    ok: /^Confirm$/,
    addRole: 'Add role',
    addUser: 'Add user',
    grants: /^Permissions$/,
    grantsSaved: 'Permissions saved',
    codeAdd: 'Add software code',
    uploadAdd: 'Upload software',
    submit: 'Submit for review',
    approve: 'Approve and release',
    inReview: 'In review',
    released: 'Released',
    draft: 'Draft',
    ownReview: 'You cannot review a software version you uploaded or submitted',
  },
};

/** A small real zip (one stored entry): the server judges a package by its content. */
function zip(text: string): Buffer {
  return storedZip([{ name: 'release.txt', body: text }]);
}

/** The list's own add button, clicked until its form opens (a click during a busy page load can be lost). */
async function openAdd(page: Page, name: RegExp) {
  const open = page.locator('[role="dialog"]:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await page.getByTestId('kit-toolbar').getByRole('button', { name }).click({ timeout: 5_000 });
    await expect(open.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

const opened = async (page: Page, form: Locator, first: string) => {
  await expect(form.locator(`#${first}`)).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
};

test('[ADMIN] uploads a software version and submits it; a reviewer of another role approves and releases it; the lists show it released', async ({
  page,
  browser,
  baseURL,
  text,
  lang,
  shot,
}) => {
  test.setTimeout(420_000); // seven screens, two users, an upload: slow when the machine is shared
  const t = T[lang];
  const s = suffix(lang);
  const errors = watchForErrors(page);
  const model = `DXM-${s}`.toUpperCase();
  const code = `APP-${s}`.toUpperCase();
  const roleName = `软件审核${s}`;
  const reviewer = `review_${s}`;
  const password = 'Review#2024pass';

  // a product model for the software to run on
  await signInByApi(page, baseURL, { path: '/supply/product' });
  const form = page.getByRole('dialog');
  await openAdd(page, t.add);
  await opened(page, form, 'code');
  await form.locator('#code').fill(`DX-${s}`);
  await form.locator('#nameZh').fill('端到端诊断平板');
  await form.locator('#nameEn').fill('End-to-end tablet');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await page.goto('/supply/productModel');
  await expect(page).toHaveURL(/\/supply\/productModel$/);
  await openAdd(page, t.add);
  await opened(page, form, 'code');
  await choose(page, form, 'productId', `DX-${s}`);
  await form.locator('#code').fill(model);
  await form.locator('#nameZh').fill('标准版');
  await form.locator('#nameEn').fill('Standard');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();

  // a reviewer: a role holding "view uploads" and "review and release", and a user of it
  await page.goto('/user/roleList');
  await page.getByTestId('role-add').click();
  const roleForm = dialog(page, t.addRole);
  await roleForm.locator('#roleName').fill(roleName);
  await roleForm.locator('#roleCode').fill(`ROLE_REVIEW_${s.toUpperCase()}`);
  await roleForm.getByRole('button', { name: t.ok }).click();
  await expect(roleForm).toBeHidden();
  await page.locator('input#roleName').fill(roleName);
  await page.keyboard.press('Enter');
  await row(page, roleName).getByRole('button', { name: t.grants }).click();
  const drawer = page.locator('.ant-drawer-open');
  for (const permission of ['soft_upload_view', 'soft_upload_review', 'software_view']) {
    await drawer.getByTestId('grants-search').fill(permission);
    await drawer.locator('.ant-tree-treenode', { hasText: permission }).locator('.ant-tree-checkbox').click();
  }
  await drawer.getByTestId('grants-save').click();
  await expect(page.getByText(t.grantsSaved).first()).toBeVisible();
  await page.goto('/user/userlist');
  await page.getByTestId('user-add').click();
  const userForm = dialog(page, t.addUser);
  await userForm.getByTestId('user-username').fill(reviewer);
  await userForm.getByTestId('user-real-name').fill(`审核员${s}`);
  await userForm.getByTestId('user-password').fill(password);
  await userForm.getByTestId('user-confirm').fill(password);
  await pick(page, userForm.getByTestId('user-roles'), roleName);
  await userForm.locator('[data-dialog-title]').click();
  await userForm.getByRole('button', { name: t.ok }).click();
  await expect(userForm).toBeHidden();

  // the administrator adds a software code for the model (its own route)
  await page.goto('/produce/softCode/add');
  const codeForm = dialog(page, t.codeAdd);
  await opened(page, codeForm, 'code');
  await codeForm.locator('#code').fill(code);
  await codeForm.locator('#nameZh').fill('端到端诊断应用');
  await codeForm.locator('#nameEn').fill('End-to-end diagnostic app');
  await pick(page, codeForm.locator('#productModelIds'), model);
  await codeForm.locator('[data-dialog-title]').click();
  await shot('software-code-form');
  await codeForm.getByRole('button', { name: t.ok }).click();
  await expect(codeForm).toBeHidden();
  await expect(page).toHaveURL(/\/produce\/softCode$/);
  await expect(row(page, code)).toContainText(model);
  await expectAccessible(page, 'software codes');

  // uploads a full package with notes in both languages; the stored package's SHA-256 shows
  await page.goto('/produce/add/full');
  const upload = dialog(page, t.uploadAdd);
  await opened(page, upload, 'versionNo');
  await choose(page, upload, 'softwareCodeId', code);
  await upload.locator('#versionNo').fill('1.0.0');
  await upload.locator('#notesZh').fill('首个版本：支持全车系诊断。');
  await upload.locator('#notesEn').fill('First version: full-system diagnostics.');
  await upload.locator('input[type=file]').setInputFiles({ name: `${code}-1.0.0.zip`, mimeType: 'application/zip', buffer: zip(`${code} 1.0.0`) });
  await expect(upload.getByTestId('package-checksum')).toContainText(/SHA-256 [0-9a-f]{64}/);
  await shot('software-upload-form');
  await upload.getByRole('button', { name: t.ok }).click();
  await expect(upload).toBeHidden();
  await expect(page).toHaveURL(/\/produce\/editPage\/\d+$/);
  const detailUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('release-state')).toHaveText(t.draft);
  await expect(page.getByTestId('package-sha256')).toHaveText(/^[0-9a-f]{64}$/);

  // and submits it for review: the uploader may not approve it
  await page.getByTestId('release-submit').click();
  await confirm(page, t.ok);
  await expect(page.getByTestId('release-state')).toHaveText(t.inReview);
  await expect(page.getByTestId('release-approve')).toHaveCount(0);
  await shot('software-submitted');
  await expectAccessible(page, 'software upload detail');

  // the reviewer signs in elsewhere, approves and releases it
  const other = await browser.newContext({ locale: lang, baseURL, reducedMotion: 'reduce' });
  const second = await other.newPage();
  await second.goto(detailUrl);
  await expect(second).toHaveURL(/\/login/);
  await signIn(second, text, password, reviewer);
  await expect(second).toHaveURL(new RegExp(`${detailUrl}$`));
  await expect(second.getByTestId('release-state')).toHaveText(t.inReview);
  await second.getByTestId('release-approve').click();
  await confirm(second, t.ok);
  await expect(second.getByTestId('release-state')).toHaveText(t.released);
  await expect(second.getByText(reviewer).first()).toBeVisible();
  await shotOf(second, 'software-released', lang);

  // the upload list and the software list show it released
  await second.goto('/produce/lastList');
  const listed = row(second, code);
  await expect(listed).toContainText('1.0.0');
  await expect(listed.locator('[data-tag]', { hasText: t.released })).toBeVisible();
  await shotOf(second, 'software-upload-list', lang);
  await expectAccessible(second, 'software uploads');
  await other.close();
  await page.goto('/produce/list');
  await expect(row(page, code)).toContainText('1.0.0');
  await shot('software-list');
  await expectAccessible(page, 'software list');
  expect(errors.take()).toEqual([]);
});
