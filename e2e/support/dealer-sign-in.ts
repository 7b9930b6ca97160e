import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, type Lang, signIn, type Texts } from './journey';

/** The text of the newest e-mail to an address (the outbox of DATA_DIR), decoded. */
export async function newestMail(dataDir: string, address: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox', 'mail');
  let file: string | undefined;
  await expect
    .poll(() => {
      file = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith(`-${address}.eml`))
            .sort()
            .at(-1)
        : undefined;
      return Boolean(file);
    })
    .toBe(true);
  const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
  const [head, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head ?? '')?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/**
 * A new dealer's first sign-in in a browser of its own: the password e-mailed when the dealer was
 * added, the forced change to `next`, and the sign-in with it. Returns the page, in the shell.
 */
export async function firstDealerSignIn(
  browser: Browser,
  server: { baseURL: string; dataDir: string },
  lang: Lang,
  text: Texts,
  dealer: { account: string; email: string },
  next: string,
): Promise<Page> {
  const initial = /^(?:密码：|Password: )(\S+)$/m.exec(await newestMail(server.dataDir, dealer.email))![1]!;
  const context = await browser.newContext({ locale: lang, baseURL: server.baseURL, viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, text, initial, dealer.account);
  await expect(page.getByText(text.passwordExpired)).toBeVisible();
  const change = page.getByTestId('change-password-form');
  const fields = change.locator('input[type="password"]');
  await fields.nth(0).fill(initial);
  await fields.nth(1).fill(next);
  await fields.nth(2).fill(next);
  await change.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/login\?updatePwd=1$/);
  await signIn(page, text, next, dealer.account);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  return page;
}
