import { expect, signIn, signInByApi, test } from '../support/journey';
import { dialog, pick, row, shotOf, suffix } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': {
    addRole: '新增岗位',
    addUser: '新增用户',
    grants: /权\s*限/,
    ok: /确\s*定/,
    grantsSaved: '权限已保存',
    noPhone: '无权查看，请联系管理员添加权限！',
    forbidden: '抱歉，您无权访问此页面',
  },
  'en-US': {
    addRole: 'Add role',
    addUser: 'Add user',
    grants: /^Permissions$/,
    ok: /^Confirm$/,
    grantsSaved: 'Permissions saved',
    noPhone: 'No permission to view. Contact the administrator to add permissions!',
    forbidden: 'Sorry, you are not allowed to open this page',
  },
};

const phone = () => `137${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test('[ADMIN] grants a role the user list; a user of that role sees it, with phones masked until the full-phone permission is granted', async ({
  page,
  browser,
  baseURL,
  text,
  lang,
  shot,
}) => {
  test.setTimeout(150_000);
  const t = T[lang];
  const s = suffix(lang);
  const roleName = `查看用户${s}`;
  const username = `viewer_${s}`;
  const password = 'Viewer#2024pass';
  const number = phone();

  // the administrator makes a role holding "view users" only
  await signInByApi(page, baseURL, { path: '/user/roleList' });
  await page.getByTestId('role-add').click();
  const roleForm = dialog(page, t.addRole);
  await roleForm.locator('#roleName').fill(roleName);
  await roleForm.locator('#roleCode').fill(`ROLE_VIEW_${s.toUpperCase()}`);
  await roleForm.getByRole('button', { name: t.ok }).click();
  await expect(roleForm).toBeHidden();
  const grant = async (permission: string) => {
    await page.locator('input#roleName').fill(roleName);
    await page.keyboard.press('Enter');
    await row(page, roleName).getByRole('button', { name: t.grants }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByTestId('grants-search').fill(permission);
    await drawer.locator('.ant-tree-treenode', { hasText: permission }).locator('.ant-tree-checkbox').click();
    await drawer.getByTestId('grants-save').click();
    await expect(page.getByText(t.grantsSaved).first()).toBeVisible();
    await expect(drawer).toHaveCount(0);
  };
  await grant('sys_user_view');

  // and a user with that role and a phone
  await page.goto('/user/userlist');
  await page.getByTestId('user-add').click();
  const userForm = dialog(page, t.addUser);
  await userForm.getByTestId('user-username').fill(username);
  await userForm.getByTestId('user-real-name').fill(`查看员${s}`);
  await userForm.getByTestId('user-password').fill(password);
  await userForm.getByTestId('user-confirm').fill(password);
  await userForm.getByTestId('user-phone').fill(number);
  await pick(page, userForm.getByTestId('user-roles'), roleName);
  await userForm.locator('[data-dialog-title]').click(); // closes the multiple select's list
  await expect(userForm.getByTestId('user-roles')).toHaveText(roleName);
  await userForm.getByRole('button', { name: t.ok }).click();
  await expect(userForm).toBeHidden();
  await expect(row(page, username)).toContainText(number);
  await row(page, username).getByText(number).scrollIntoViewIfNeeded();
  await shot('user-list-full-phone');

  // the user signs in elsewhere: the list opens, only what the role grants shows, the phone is masked
  const other = await browser.newContext({ locale: lang, baseURL, reducedMotion: 'reduce' });
  const viewer = await other.newPage();
  await viewer.goto('/user/userlist');
  await expect(viewer).toHaveURL(/\/login/);
  await signIn(viewer, text, password, username);
  await expect(viewer).toHaveURL(/\/user\/userlist$/);
  const mine = row(viewer, username);
  await expect(mine).toContainText(t.noPhone);
  await expect(mine).not.toContainText(number.slice(-4));
  await expect(viewer.getByTestId('user-add')).toHaveCount(0);
  await expect(viewer.getByTestId('dept-panel')).toHaveCount(0);
  await expect(mine.getByRole('button')).toHaveCount(0);
  await expect(mine.getByRole('checkbox')).toHaveCount(0);
  const sidebar = viewer.getByTestId('sidebar');
  await expect(sidebar.getByText(text.userPage, { exact: true })).toBeVisible();
  await expect(sidebar.getByText(text.menuPage, { exact: true })).toHaveCount(0);
  await mine.getByTestId('phone-masked').scrollIntoViewIfNeeded();
  await shotOf(viewer, 'user-list-masked', lang);
  // pages of permissions the role lacks stay closed
  await viewer.goto('/user/menu');
  await expect(viewer.getByText(t.forbidden)).toBeVisible();

  // granted the full-phone permission, the same user sees the number on the next load
  await page.goto('/user/roleList');
  await grant('sys_user_phone_view');
  await viewer.goto('/user/userlist');
  await expect(row(viewer, username)).toContainText(number);
  await expect(row(viewer, username)).not.toContainText(t.noPhone);
  await other.close();
});
