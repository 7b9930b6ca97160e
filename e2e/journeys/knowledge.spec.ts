import type { Page } from '@playwright/test';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'zh-CN' });

// a real 1×1 PNG: the server judges uploads by their content
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const T = {
  'zh-CN': {
    ok: /^确\s*定$/,
    add: /新\s*增/,
    addChild: '新增子分类',
    listTitle: '知识列表',
    contentEn: '内容（英文）',
    saveAndPublish: '保存并发布',
    query: /查\s*询/,
    preview: '预览',
    published: '已发布',
    uploaded: '上传成功',
    history: '修订记录',
  },
  'en-US': {
    ok: /^Confirm$/,
    add: /Add$/,
    addChild: 'Add subcategory',
    listTitle: 'Knowledge list',
    contentEn: 'Content (English)',
    saveAndPublish: 'Save and publish',
    query: /Query|Search/,
    preview: 'Preview',
    published: 'Published',
    uploaded: 'Uploaded',
    history: 'Revision history',
  },
};

/** Fills the open category dialog and confirms it. */
async function saveCategory(page: Page, ok: RegExp, zh: string, en: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#nameZh')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await dialog.locator('#nameZh').fill(zh);
  await dialog.locator('#nameEn').fill(en);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
}

test('[ADMIN] files a bilingual knowledge item with an attachment under a new category pair, finds it in Chinese and English, previews it', async ({
  page,
  baseURL,
  lang,
  shot,
}) => {
  test.setTimeout(180_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const tag = lang === 'zh-CN' ? 'zh' : 'en';
  const big = { zh: `故障诊断${tag}`, en: `Fault diagnosis ${tag}` };
  const small = { zh: `发动机${tag}`, en: `Engine ${tag}` };
  const name = (c: { zh: string; en: string }) => (lang === 'zh-CN' ? c.zh : c.en);
  const title = `氧传感器故障排查 Oxygen sensor check ${tag}`;

  // a category and its subcategory
  await signInByApi(page, baseURL, { path: '/knowledge/classification' });
  await page.getByTestId('knowledge-add-category').click();
  await saveCategory(page, t.ok, big.zh, big.en);
  const parentRow = page.locator('.data-table-row', { hasText: name(big) });
  await expect(parentRow).toHaveCount(1);
  await parentRow.getByRole('button', { name: t.addChild }).click();
  await saveCategory(page, t.ok, small.zh, small.en);
  await expect(page.locator('.data-table-row', { hasText: name(small) })).toHaveCount(1);
  await expect(page.locator('[data-toast]')).toHaveCount(0); // the fading "Saved" toast is not part of the screen
  await expectAccessible(page, 'knowledge categories');
  await shot('knowledge-categories');

  // a new item: title, classification, a rich-text body per language, an attachment, published at once
  await page.goto('/knowledge/list');
  await page.getByTestId('kit-toolbar').getByRole('button', { name: t.add }).click();
  await expect(page).toHaveURL(/\/knowledge\/add$/);
  await page.locator('#knowledgeForm_title').fill(title);
  await page.locator('#knowledgeForm_classification').click();
  await page.locator('.ant-cascader-menu-item', { hasText: name(big) }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: name(small) }).click();
  const zhBody = page.getByTestId('knowledge-contentZh');
  await expect(zhBody).toBeVisible(); // TipTap arrives with the form
  await zhBody.click();
  await page.keyboard.type('先读取故障码，再检查');
  const bold = page.getByRole('button', { name: lang === 'zh-CN' ? '加粗' : 'Bold' }).first();
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  // TipTap gives the focus back on the next animation frame, restoring its selection: text typed
  // before that lands where the browser put it, and the rest before it
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(zhBody).toBeFocused();
  await page.keyboard.type('三元催化器');
  await page.getByRole('tab', { name: t.contentEn }).click();
  const enBody = page.getByTestId('knowledge-contentEn');
  await enBody.click();
  await page.keyboard.type('Read the fault codes, then inspect the catalytic converter.');
  await page.locator('.file-upload input[type=file]').setInputFiles({ name: 'sensor-wiring.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload li', { hasText: 'sensor-wiring.png' }).getByText(t.uploaded)).toBeVisible();
  await expectAccessible(page, 'knowledge form');
  await shot('knowledge-form');
  await page.getByTestId('knowledge-save-publish').click();
  await expect(page).toHaveURL(/\/knowledge\/list/);

  // search: a Chinese word from the body, then an English word from the other body
  const search = async (word: string) => {
    await page.locator('#words').fill(word);
    await page.getByTestId('kit-search').getByRole('button', { name: t.query }).click();
  };
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: title });
  await search('三元催化');
  await expect(row).toHaveCount(1);
  await expect(row.getByText(t.published, { exact: true })).toBeVisible();
  await search('CATALYTIC');
  await expect(row).toHaveCount(1);
  await search('不存在的词语');
  await expect(row).toHaveCount(0);
  await search('converter');
  await expect(row).toHaveCount(1);
  await page.mouse.move(0, 0); // off the query button: its hover shade is not the screen's
  await page.waitForTimeout(300);
  await expectAccessible(page, 'knowledge list');
  await shot('knowledge-list');

  // preview: the body in both languages and the image in the page
  await row.getByRole('button', { name: t.preview, exact: true }).click();
  await expect(page).toHaveURL(/\/knowledge\/preview\?id=\d+/);
  const body = page.getByTestId(lang === 'zh-CN' ? 'knowledge-body-zh' : 'knowledge-body-en');
  await expect(body).toContainText(lang === 'zh-CN' ? '三元催化器' : 'catalytic converter');
  if (lang === 'zh-CN') await expect(body.locator('strong')).toHaveText('三元催化器');
  const img = page.getByTestId('knowledge-file-image').locator('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  await expectAccessible(page, 'knowledge preview');
  await shot('knowledge-preview');
  expect(errors.take()).toEqual([]);
});
