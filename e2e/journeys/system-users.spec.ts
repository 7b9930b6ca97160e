import { expect, signInByApi, test } from '../support/journey';
import { confirm, dialog, row, suffix } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': {
    addDept: '新增部门',
    addUser: '新增用户',
    editUser: '编辑用户',
    edit: /编\s*辑/,
    del: /删\s*除/,
    delItem: /删除$/,
    reset: '重置密码',
    ok: /确\s*定/,
    saved: '保存成功',
    deleted: '删除成功',
    hasChildren: '存在下级数据，不能删除',
    resetDone: /的密码已重置/,
    batch: '批量修改密码',
    empty: '暂无数据',
    syncFailed: /外部服务调用失败 code码为:1014/,
  },
  'en-US': {
    addDept: 'Add department',
    addUser: 'Add user',
    editUser: 'Edit user',
    edit: /^Edit$/,
    del: /^Delete$/,
    delItem: /Delete$/,
    reset: 'Reset password',
    ok: /^Confirm$/,
    saved: 'Saved',
    deleted: 'Deleted',
    hasChildren: 'It still has children or members and cannot be deleted',
    resetDone: /was reset; it must be changed/,
    batch: 'Change passwords',
    empty: 'No data',
    syncFailed: /An external service call failed code码为:1014/,
  },
};

/** A mainland mobile number unlikely to be taken by another run. */
const phone = () => `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test('[ADMIN] department and user management CRUD: department, user (add, search, edit, passwords, delete)', async ({ page, baseURL, lang, shot }) => {
  const t = T[lang];
  const s = suffix(lang);
  const deptName = `E2E部门${s}`;
  const username = `e2e_${s}`;
  const email = `a.very.long.address.${s}@diagops.example.com`;
  await signInByApi(page, baseURL, { path: '/user/userlist' });
  await expect(page).toHaveURL(/\/user\/userlist$/);
  await expect(page.getByTestId('dept-tree')).toBeVisible();

  // a department
  await page.getByTestId('dept-add').click();
  let form = dialog(page, t.addDept);
  await form.getByTestId('dept-name').fill(deptName);
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  const dept = page.getByTestId('dept-tree').getByTestId(`dept-${deptName}`);
  await expect(dept).toBeVisible();

  // selected, it has no users yet
  await dept.click();
  await expect(page.getByTestId('dept-selected')).toHaveText(deptName);
  await expect(page.locator('[data-testid="kit-list"] [data-empty]')).toBeVisible();

  // a user in it
  await page.getByTestId('user-add').click();
  form = dialog(page, t.addUser);
  await form.getByTestId('user-username').fill(username);
  await form.getByTestId('user-real-name').fill(`端到端${s}`);
  await form.getByTestId('user-password').fill('E2e#Pass2024');
  await form.getByTestId('user-confirm').fill('E2e#Pass2024');
  await form.getByTestId('user-email').fill(email);
  await form.getByTestId('user-phone').fill(phone());
  await expect(form.getByTestId('user-dept')).toContainText(deptName);
  await shot('user-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  const user = row(page, username);
  await expect(user).toContainText(deptName);
  // the e-mail shows its first 20 characters and an ellipsis; the administrator sees the phone
  await expect(user).toContainText(`${email.slice(0, 20)}...`);
  await expect(user).not.toContainText(email);
  await expect(user).toContainText(/139\d{8}/);
  await shot('user-list');

  // search by account (the department is still selected)
  await page.locator('input#username').fill(username);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="kit-list"] .data-table-row')).toHaveCount(1);

  // edit the name
  await user.getByRole('button', { name: t.edit }).click();
  form = dialog(page, t.editUser);
  await expect(form.getByTestId('user-username')).toBeDisabled();
  await form.getByTestId('user-real-name').fill(`改名${s}`);
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(user).toContainText(`改名${s}`);

  // reset the password, then change it as a batch of the selected rows
  await user.getByRole('button', { name: t.reset }).click();
  form = page.getByRole('dialog').filter({ has: page.getByTestId('password-form') });
  await form.getByTestId('reset-password').fill('Temp#Pass2024');
  await form.getByTestId('reset-confirm').fill('Temp#Pass2024');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(page.getByText(t.resetDone)).toBeVisible();
  await user.locator('.data-table-checkbox').check();
  await page.getByTestId('user-batch-password').click();
  form = page.getByRole('dialog').filter({ has: page.getByTestId('password-form') });
  await form.getByTestId('reset-password').fill('Temp#Pass2025');
  await form.getByTestId('reset-confirm').fill('Temp#Pass2025');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();

  // the department cannot go while it has a user
  await page.getByTestId(`dept-actions-${deptName}`).click();
  await page.getByRole('menuitem', { name: t.delItem }).click();
  await confirm(page, t.ok);
  await expect(page.getByText(t.hasChildren)).toBeVisible();

  // delete the user, then the department
  await user.getByRole('button', { name: t.del }).click();
  await confirm(page, t.ok);
  await expect(user).toHaveCount(0);
  await page.getByTestId(`dept-actions-${deptName}`).click();
  await page.getByRole('menuitem', { name: t.delItem }).click();
  await confirm(page, t.ok);
  await expect(dept).toHaveCount(0);
  await expect(page.getByTestId('dept-selected')).toHaveCount(0);

  // DingTalk is not configured on the journey server: the sync says why and the button comes back
  await page.getByTestId('user-sync').click();
  await confirm(page, t.ok);
  await expect(page.getByText(t.syncFailed)).toBeVisible();
  await expect(page.getByTestId('user-sync')).toBeEnabled();
});
