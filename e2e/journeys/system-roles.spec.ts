import { expect, signInByApi, test } from '../support/journey';
import { confirm, dialog, row, suffix } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': {
    addTitle: '新增岗位',
    editTitle: '编辑岗位',
    edit: /编\s*辑/,
    del: /删\s*除/,
    grants: /权\s*限/,
    ok: /确\s*定/,
    saved: '保存成功',
    deleted: '删除成功',
    grantsTitle: '岗位权限：',
    grantsSaved: '权限已保存',
    menuPage: '菜单管理',
    viewMenus: '查看菜单',
    admin: '超级管理员岗位始终拥有全部菜单和权限',
  },
  'en-US': {
    addTitle: 'Add role',
    editTitle: 'Edit role',
    edit: /^Edit$/,
    del: /^Delete$/,
    grants: /^Permissions$/,
    ok: /^Confirm$/,
    saved: 'Saved',
    deleted: 'Deleted',
    grantsTitle: 'Permissions of ',
    grantsSaved: 'Permissions saved',
    menuPage: 'Menu management',
    viewMenus: 'View menus',
    admin: 'The administrator role always holds every menu and permission',
  },
};

test('[ADMIN] post permission management CRUD: add a role, search, edit, grant permissions, delete', async ({ page, baseURL, lang, shot }) => {
  const t = T[lang];
  const s = suffix(lang);
  const name = `E2E岗位${s}`;
  const code = `ROLE_E2E_${s.toUpperCase()}`;
  await signInByApi(page, baseURL, { path: '/user/roleList' });
  await expect(page).toHaveURL(/\/user\/roleList$/);
  await expect(page.locator('.data-table-row').first()).toBeVisible();

  // the administrator role's grants are read-only
  await page.getByTestId('role-grants-ROLE_ADMIN').click();
  await expect(page.getByText(t.admin)).toBeVisible();
  await expect(page.getByTestId('grants-save')).toHaveCount(0);
  await page.locator('.ant-drawer-close').click();

  // add
  await page.getByTestId('role-add').click();
  let form = dialog(page, t.addTitle);
  await form.locator('#roleName').fill(name);
  await form.locator('#roleCode').fill(code);
  await form.locator('#roleDesc').fill('created by the journey');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();
  await expect(form).toBeHidden();

  // search by name
  await page.locator('input#roleName').fill(name);
  await page.keyboard.press('Enter');
  await expect(page.locator('.data-table-row')).toHaveCount(1);
  await expect(row(page, name)).toContainText(code);

  // edit the description
  await row(page, name).getByRole('button', { name: t.edit }).click();
  form = dialog(page, t.editTitle);
  await form.locator('#roleDesc').fill(`edited ${s}`);
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText(`edited ${s}`);
  await shot('role-list');

  // grant "view menus": ticking the button grants the pages above it
  await row(page, name).getByRole('button', { name: t.grants }).click();
  const drawer = page.locator('.ant-drawer', { hasText: t.grantsTitle });
  await expect(drawer.getByTestId('grants-tree')).toBeVisible();
  await drawer.getByTestId('grants-search').fill('sys_menu_view');
  await drawer.locator('.ant-tree-treenode', { hasText: 'sys_menu_view' }).locator('.ant-tree-checkbox').click();
  await expect(drawer.locator('.ant-tree-treenode', { hasText: t.menuPage }).locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await page.waitForTimeout(400); // the tick's animation
  await shot('role-grants');
  await drawer.getByTestId('grants-save').click();
  await expect(page.getByText(t.grantsSaved)).toBeVisible();

  // reopened, the grant is there
  await row(page, name).getByRole('button', { name: t.grants }).click();
  await expect(drawer.getByTestId('grants-search')).toHaveValue('');
  await drawer.getByTestId('grants-search').fill('sys_menu_');
  await expect(drawer.locator('.ant-tree-treenode', { hasText: 'sys_menu_view' }).locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(drawer.locator('.ant-tree-treenode', { hasText: 'sys_menu_add' }).locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await page.locator('.ant-drawer-close').click();

  // delete
  await row(page, name).getByRole('button', { name: t.del }).click();
  await confirm(page, t.ok);
  await expect(page.getByText(t.deleted)).toBeVisible();
  await expect(page.locator('.data-table-row', { hasText: name })).toHaveCount(0);
});
