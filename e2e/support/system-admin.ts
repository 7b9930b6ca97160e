import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, type Lang } from './journey';

/** A suffix unique to this run and language (both language projects share one server). */
export const suffix = (lang: Lang) => `${lang === 'zh-CN' ? 'zh' : 'en'}${Date.now().toString(36).slice(-5)}`;

/** The open dialog with this title. */
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** The table row holding this text. */
export const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** Confirms the open confirmation dialog (antd spaces two Chinese characters: 确 定). */
export async function confirm(page: Page, okName: RegExp): Promise<void> {
  const box = page.locator('.ant-modal-confirm');
  await expect(box).toBeVisible();
  // a click during the opening animation can be lost under load: wait for it to end
  await expect(box).not.toHaveClass(/-appear/);
  await box.getByRole('button', { name: okName }).click();
  await expect(box).toBeHidden();
}

/** Picks an option of an antd Select by typing and clicking the option. */
export async function pick(page: Page, select: Locator, typed: string, option: string | RegExp = typed): Promise<void> {
  await select.click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** A screenshot of another page than the journey's own (a second user's), saved like the `shot` fixture's. */
export async function shotOf(page: Page, name: string, lang: Lang): Promise<void> {
  await page.screenshot({ path: path.join(import.meta.dirname, '../screenshots', `${name}-${lang}.png`) });
}
