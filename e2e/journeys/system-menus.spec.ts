import { expect, signInByApi, test } from '../support/journey';
import { confirm, dialog, pick, row, suffix } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': {
    add: /新\s*增/,
    addTitle: '新增菜单',
    editTitle: '编辑菜单',
    addChild: '新增下级',
    edit: /编\s*辑/,
    del: /删\s*除/,
    query: /查\s*询/,
    reset: /重\s*置/,
    ok: /确\s*定/,
    saved: '保存成功',
    deleted: '删除成功',
    disabled: '已停用',
    hasChildren: '存在下级数据，不能删除',
    button: '按钮',
  },
  'en-US': {
    add: /^Add$/,
    addTitle: 'Add menu',
    editTitle: 'Edit menu',
    addChild: 'Add child',
    edit: /^Edit$/,
    del: /^Delete$/,
    query: /^Query$/,
    reset: /^Reset$/,
    ok: /^Confirm$/,
    saved: 'Saved',
    deleted: 'Deleted',
    disabled: 'Disabled',
    hasChildren: 'It still has children or members and cannot be deleted',
    button: 'Button',
  },
};

test('[ADMIN] menu management CRUD: add a page and a child button, search, edit, disable, delete', async ({ page, baseURL, lang, shot }) => {
  const t = T[lang];
  const s = suffix(lang);
  const zh = lang === 'zh-CN';
  const name = { zh: `端到端菜单${s}`, en: `E2E menu ${s}` };
  const shown = zh ? name.zh : name.en;
  await signInByApi(page, baseURL, { path: '/user/menu' });
  await expect(page).toHaveURL(/\/user\/menu$/);
  await expect(page.locator('.data-table-row').first()).toBeVisible();

  // add a top-level page with an icon
  await page.getByTestId('menu-add').click();
  let form = dialog(page, t.addTitle);
  await form.getByTestId('menu-name').fill(name.zh);
  await form.getByTestId('menu-en-name').fill(name.en);
  await form.getByTestId('menu-path').fill(`/e2e/${s}`);
  await pick(page, form.getByTestId('menu-icon-picker'), 'CarOut', 'CarOutlined');
  await shot('menu-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();
  await expect(form).toBeHidden();

  // search by name finds it
  await page.locator('input#name').fill(s);
  await page.keyboard.press('Enter');
  await expect(page.locator('.data-table-row')).toHaveCount(1);
  await expect(row(page, shown)).toContainText(`/e2e/${s}`);

  // a child button under it
  await row(page, shown).getByRole('button', { name: t.addChild }).click();
  form = dialog(page, t.addTitle);
  await form.getByRole('radio', { name: t.button }).check();
  await form.getByTestId('menu-name').fill(`子按钮${s}`);
  await form.getByTestId('menu-en-name').fill(`Child button ${s}`);
  await form.getByTestId('menu-permission').fill(`e2e_${s}_view`);
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  const child = row(page, `e2e_${s}_view`);
  await expect(child).toBeVisible();
  await shot('menu-list');

  // the parent cannot go while it has a child: the server's message shows
  await row(page, shown).getByRole('button', { name: t.del }).click();
  await confirm(page, t.ok);
  await expect(page.getByText(t.hasChildren)).toBeVisible();

  // edit the child's English name
  await child.getByRole('button', { name: t.edit }).click();
  form = dialog(page, t.editTitle);
  await form.getByTestId('menu-en-name').fill(`Renamed button ${s}`);
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  if (!zh) await expect(child).toContainText(`Renamed button ${s}`);
  else await expect(child).toContainText(`子按钮${s}`);

  // disable it (after a confirmation)
  await child.getByRole('switch').click();
  await confirm(page, t.ok);
  await expect(page.getByText(t.disabled).first()).toBeVisible();
  await expect(child.getByRole('switch')).not.toBeChecked();

  // delete the child, then the parent
  await child.getByRole('button', { name: t.del }).click();
  await confirm(page, t.ok);
  await expect(child).toHaveCount(0);
  await row(page, shown).getByRole('button', { name: t.del }).click();
  await confirm(page, t.ok);
  await expect(row(page, shown)).toHaveCount(0);
  await page.getByRole('button', { name: t.reset }).click();
  await expect(page.locator('.data-table-row').first()).toBeVisible();
});
