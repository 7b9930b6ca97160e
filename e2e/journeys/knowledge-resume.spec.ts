import fs from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { watchForErrors } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'en-US' });

const MB = 1024 * 1024;
/** the tus transport's chunk (apps/web/src/shared/upload/tus-transport.ts CHUNK_BYTES) */
const CHUNK = 8 * MB;

/**
 * A 26 MB MP4 the server's content check accepts: a real `ftyp` box (isom), then one `mdat`
 * box holding the padding. Four PATCHes of at most 8 MB carry it.
 */
function largeMp4(size = 26 * MB): Buffer {
  const buf = Buffer.alloc(size);
  const ftyp = Buffer.from([...[0, 0, 0, 0x1c], ...Buffer.from('ftypisom'), ...[0, 0, 2, 0], ...Buffer.from('isomiso2mp41')]);
  ftyp.copy(buf, 0);
  buf.writeUInt32BE(size - ftyp.length, ftyp.length);
  buf.write('mdat', ftyp.length + 4, 'latin1');
  for (let i = ftyp.length + 8; i < size; i += 4096) buf[i] = i & 0xff; // not all zeros
  return buf;
}

const T = {
  'zh-CN': {
    ok: /^确\s*定$/,
    addChild: '新增子分类',
    uploaded: '上传成功',
    failed: '上传失败',
    lost: /网络连接中断/,
    retry: '重试',
    preview: '预览',
    query: /查\s*询/,
  },
  'en-US': {
    ok: /^Confirm$/,
    addChild: 'Add subcategory',
    uploaded: 'Uploaded',
    failed: 'Failed',
    lost: /Connection lost/,
    retry: 'Retry',
    preview: 'Preview',
    query: /Query|Search/,
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

test('[ADMIN] attaches a 26 MB video, the connection drops on the second chunk, Retry continues from the acknowledged offset, the preview page loads the video from the server (200/206)', async ({
  page,
  baseURL,
  lang,
  shot,
}) => {
  test.setTimeout(120_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const tag = `${lang === 'zh-CN' ? 'zh' : 'en'}${Date.now().toString(36).slice(-5)}`;
  const big = { zh: `视频教程${tag}`, en: `Video lessons ${tag}` };
  const small = { zh: `续传${tag}`, en: `Resume ${tag}` };
  const name = (c: { zh: string; en: string }) => (lang === 'zh-CN' ? c.zh : c.en);
  const video = `engine-walkthrough-${tag}.mp4`;
  const word = `walkthrough${tag}`;

  // the category pair (quickest through the page the admin already opens)
  await signInByApi(page, baseURL, { path: '/knowledge/classification' });
  await page.getByTestId('knowledge-add-category').click();
  await saveCategory(page, t.ok, big.zh, big.en);
  await page
    .locator('.data-table-row', { hasText: name(big) })
    .getByRole('button', { name: t.addChild })
    .click();
  await saveCategory(page, t.ok, small.zh, small.en);
  await expect(page.locator('.data-table-row', { hasText: name(small) })).toHaveCount(1);

  // the form: title, classification, a line of body
  await page.goto('/knowledge/add');
  await page.locator('#knowledgeForm_title').fill(`发动机讲解视频 Engine walkthrough ${tag}`);
  await page.locator('#knowledgeForm_classification').click();
  await page.locator('.ant-cascader-menu-item', { hasText: name(big) }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: name(small) }).click();
  const zhBody = page.getByTestId('knowledge-contentZh');
  await expect(zhBody).toBeVisible();
  await zhBody.click();
  await page.keyboard.type(`视频 ${word}`);

  // every PATCH the browser sends (its Upload-Offset) and what the server acknowledged
  const sent: number[] = [];
  const acked: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/ossFile/tus/')) sent.push(Number(r.headers()['upload-offset']));
  });
  page.on('response', async (r) => {
    if (r.request().method() === 'PATCH' && r.url().includes('/ossFile/tus/') && r.status() === 204) acked.push(Number(await r.headerValue('upload-offset')));
  });

  // the connection drops while the second chunk travels: the browser goes offline and the request fails
  let patches = 0;
  await page.route('**/ossFile/tus/**', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) {
      await page.context().setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });
  // from a file on disk: the browser reads it itself (a 26 MB buffer through the protocol is slow)
  const file = test.info().outputPath(video);
  fs.writeFileSync(file, largeMp4());
  await page.locator('.file-upload input[type=file]').setInputFiles(file);
  const item = page.locator('.file-upload li', { hasText: video });
  await expect(item.getByText(t.failed, { exact: true })).toBeVisible();
  await expect(item.getByRole('alert')).toHaveText(t.lost);
  expect(acked).toEqual([CHUNK]); // the first chunk arrived, the second did not
  expect(sent).toEqual([0, CHUNK]); // and nothing was retried while offline
  // the bar stays where the server stood (8 of 26 MB)
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor((CHUNK / (26 * MB)) * 100)));
  await item.scrollIntoViewIfNeeded(); // the file's row, its failed state and Retry in the picture
  await shot('knowledge-resume-drop');

  // the connection is back: Retry continues at the acknowledged offset, not at 0
  await page.context().setOffline(false);
  await page.unroute('**/ossFile/tus/**');
  const before = sent.length;
  await item.getByRole('button', { name: `${t.retry} ${video}` }).click();
  await expect(item.getByText(t.uploaded, { exact: true })).toBeVisible({ timeout: 60_000 });
  const resumed = sent.slice(before);
  expect(resumed[0]).toBe(CHUNK); // > 0: the first resumed PATCH starts where the server stood
  expect(resumed).toEqual([CHUNK, 2 * CHUNK, 3 * CHUNK]);
  expect(acked.at(-1)).toBe(26 * MB);
  await item.scrollIntoViewIfNeeded();
  await shot('knowledge-resume-resumed');

  // saved and published, found by a word of its body, previewed with the video in the page
  await page.getByTestId('knowledge-save-publish').click();
  await expect(page).toHaveURL(/\/knowledge\/list/);
  await page.locator('#words').fill(word);
  await page.getByTestId('kit-search').getByRole('button', { name: t.query }).click();
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: tag });
  await expect(row).toHaveCount(1);
  const media: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'media') media.push(r);
  });
  await row.getByRole('button', { name: t.preview, exact: true }).click();
  await expect(page).toHaveURL(/\/knowledge\/preview\?id=\d+/);
  const player = page.getByTestId('knowledge-file-video').locator('video');
  await expect(player).toBeVisible();
  await expect(page.getByTestId('knowledge-file-video')).toContainText(video);
  const src = await player.evaluate((el) => (el as HTMLVideoElement).currentSrc);
  expect(src).not.toBe('');
  await expect.poll(() => media.filter((r) => r.url() === src).length).toBeGreaterThan(0);
  for (const r of media.filter((m) => m.url() === src)) expect([200, 206]).toContain(r.status());
  await shot('knowledge-resume-preview');
  expect(errors.take()).toEqual([]);
});
