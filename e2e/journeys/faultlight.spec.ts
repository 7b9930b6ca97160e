import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';
import { choose, pick } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': { ok: /确\s*定/, warning: '警告灯', amber: '琥珀色' },
  'en-US': { ok: /^Confirm$/, warning: 'Warning light', amber: 'Amber' },
};

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });

/** A small real PNG (an amber square). */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const w = 16;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(w, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * w);
  for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) raw.set([255, 176, 0], y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('tEXt', Buffer.from(`Comment\0${crypto.randomUUID()}`)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Fault-light icons: an icon added on its own route with its picture uploaded (judged by content),
 * a name and a meaning; then a detail of it for one of our brands, opened again by its serial number.
 */
test('[ADMIN] adds a fault-light icon with its picture and a detail, and sees them listed', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(120_000);
  const t = T[lang];
  const s = Date.now().toString(36).slice(-5).toUpperCase();
  const serial = `FL-${s}`;
  await signInByApi(page, baseURL, { path: '/faultlight/iconManage' });
  const origin = new URL(baseURL!).origin;
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}').content as string);
  const brand = await page.request.post(`${origin}/lenkor-vehicle/vehicleBrand/save`, {
    headers: { authorization: `Bearer ${token}` },
    data: { code: `FB${s}`, names: [{ lang: 'en-US', name: `Lightmaker ${s}` }] },
  });
  expect(((await brand.json()) as { code: number }).code).toBe(2000);

  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/faultlight\/add\/index$/);
  const form = page.getByRole('dialog');
  await expect(form.locator('#serialNumber')).toBeVisible();
  await form.locator('#serialNumber').fill(serial);
  await form.locator('input[type="file"]').setInputFiles({ name: 'check-engine.png', mimeType: 'image/png', buffer: png() });
  await expect(form.getByTestId('faultlight-image')).toBeVisible({ timeout: 20_000 });
  await form.locator('#nameEn').fill(`Check engine ${s}`);
  await choose(page, form, 'category', t.warning);
  await choose(page, form, 'color', t.amber);
  await form.locator('#meaningEn').fill('The engine management system found a fault.');
  await shot('faultlight-icon-form');
  await expectAccessible(page, 'faultlight-icon-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/faultlight\/iconManage$/);
  const row = rowOf(page, serial);
  await expect(row).toContainText(`Check engine ${s}`);
  await expect(row.getByTestId('faultlight-image')).toBeVisible();

  // the icon's detail route names it by its serial number
  await page.goto(`${origin}/faultlight/detail/index/${serial}`);
  await expect(page.getByRole('dialog')).toContainText(`Check engine ${s}`);
  await page.goto(`${origin}/faultlight/detailManage`);

  // a detail of the icon for one of our brands
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/faultlight\/detailManage\/add$/);
  const detail = page.getByRole('dialog');
  await expect(detail.locator('#serialNumber')).toBeVisible();
  await detail.locator('#serialNumber').fill(`${serial}-D`);
  await pick(page, detail.locator('#iconSerialNumber'), serial);
  await pick(page, detail.locator('#brandId'), `FB${s}`, `Lightmaker ${s}`);
  await detail.locator('#meaningEn').fill('Misfire detected on this make: the catalyst may overheat.');
  await detail.locator('#actionEn').fill('Reduce speed and have the engine checked soon.');
  await shot('faultlight-detail-form');
  await detail.getByRole('button', { name: t.ok }).click();
  await expect(detail).toBeHidden();
  await expect(rowOf(page, `${serial}-D`)).toContainText(`Check engine ${s}`);
  await expect(rowOf(page, `${serial}-D`)).toContainText(`Lightmaker ${s}`);
  await expectAccessible(page, 'faultlight-details');
  await shot('faultlight-details');
});
