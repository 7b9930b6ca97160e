import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, type Lang } from './journey';

/** A suffix unique to this run and language (both language projects share one server). */
export const suffix = (lang: Lang) => `${lang === 'zh-CN' ? 'zh' : 'en'}${Date.now().toString(36).slice(-5)}`;

/** The open dialog with this title. */
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog').filter({ has: page.locator('[data-dialog-title]', { hasText: title }) });

/** The table row holding this text. */
export const row = (page: Page, text: string) => page.locator('.data-table-row', { hasText: text });

/** Confirms the open confirmation dialog (antd spaces two Chinese characters: 确 定). */
export async function confirm(page: Page, okName: RegExp): Promise<void> {
  const box = page.locator('[data-confirm]');
  await expect(box).toBeVisible();
  // a click during the opening animation can be lost under load: wait for it to end
  await expect(box).not.toHaveClass(/-appear/);
  await box.getByRole('button', { name: okName }).click();
  await expect(box).toBeHidden();
}

/**
 * Opens a select's list. Under load a click can land while the dialog around the
 * select is still settling and leave it focused but closed, so it clicks again until the
 * dropdown shows (and never clicks an open one, which would close it).
 */
export async function openSelect(page: Page, select: Locator): Promise<void> {
  const dropdown = page.locator('[data-select-list]:visible');
  await expect(async () => {
    if ((await dropdown.count()) === 0) await select.click();
    await expect(dropdown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens a select and clicks the option showing `label`. The dialog around a select may render
 * again while its options load (seen under load: the option detached and the dropdown closed
 * under the click), so a click that fails opens the select again and retries.
 */
export async function pickOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  const option = page.locator('[data-select-list]:visible [role="option"]').filter({ hasText: label }).first();
  await expect(async () => {
    await openSelect(page, select);
    await option.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the select of a form field (by its id) and picks the option showing `label`. */
export async function choose(page: Page, form: Locator, field: string, label: string | RegExp): Promise<void> {
  await pickOption(page, form.locator(`#${field}`), label);
}

/** Picks an option of a select by typing and clicking the option. */
export async function pick(page: Page, select: Locator, typed: string, option: string | RegExp = typed): Promise<void> {
  await openSelect(page, select);
  await page.keyboard.type(typed);
  await page.locator('[data-select-list]:visible [role="option"]', { hasText: option }).first().click();
}

/** A screenshot of another page than the journey's own (a second user's), saved like the `shot` fixture's. */
export async function shotOf(page: Page, name: string, lang: Lang): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.screenshot({ path: path.join(import.meta.dirname, '../screenshots', `${name}-${lang}.png`) });
}

/** A time as the date-time picker takes it typed: YYYY-MM-DD HH:mm in the browser's zone. */
export function typedDateTime(ms: number): string {
  const d = new Date(ms);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}`;
}
