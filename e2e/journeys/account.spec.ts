import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { ADMIN, ADMIN_PASSWORD } from '../support/constants';
import { expect, type Lang, signIn, submitSignIn, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'zh-CN' });

/** What the account screens say in each language (apps/web/src/locales/<lang>/account.json). */
const T = {
  'zh-CN': {
    menuPassword: '修改密码',
    menuPhone: '修改手机号',
    menuSecurity: '账号安全',
    next: '下一步',
    bindButton: /^绑\s*定$/,
    getCode: '获取验证码',
    invalidPhone: '请输入有效的手机号',
    bound: '新手机号绑定成功',
    enable: '开启双因素认证',
    verify: /^验\s*证$/,
    turnOn: /^开\s*启$/,
    saved: '我已保存备用码',
    done: /^完\s*成$/,
    on: '已开启',
    twoFactorHint: '身份验证器',
    verifyCode: '验证并登录',
    forgot: '忘记密码？',
    sendReset: '发送重置邮件',
    resetSubmit: '确认重置',
    resetDone: '密码已重置，请重新登录!',
    thisDevice: '当前设备',
    signOutDevice: /^下\s*线$/,
  },
  'en-US': {
    menuPassword: 'Change password',
    menuPhone: 'Change phone number',
    menuSecurity: 'Account security',
    next: 'Next',
    bindButton: /^Bind$/,
    getCode: 'Get code',
    invalidPhone: 'please input a valid phone',
    bound: 'The new phone is bound',
    enable: 'Turn on two-factor sign-in',
    verify: /^Verify$/,
    turnOn: /^Turn on$/,
    saved: 'I have saved the backup codes',
    done: /^Done$/,
    on: 'On',
    twoFactorHint: 'authenticator',
    verifyCode: 'Verify and sign in',
    forgot: 'Forgot password?',
    sendReset: 'Send the reset e-mail',
    resetSubmit: 'Reset',
    resetDone: 'Password reset, please log in again!',
    thisDevice: 'This device',
    signOutDevice: /^Sign out$/,
  },
} as const;

let server: RunningServer;
let adminToken = '';
let publicKey = '';

const encrypt = (plain: string) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');

async function api<T>(url: string, body: unknown, token = adminToken): Promise<{ code: number; data: T }> {
  const r = await fetch(`${server.baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'e2e-setup', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number; data: T };
}

test.beforeAll(async () => {
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
  publicKey = ((await (await fetch(`${server.baseURL}/lenkor-auth/publicKey`)).json()) as { data: { publicKey: string } }).data.publicKey;
  const login = await api<{ access_token: string }>(
    '/lenkor-plat-user/sysUser/login',
    { loginType: 1, userAccount: ADMIN, password: encrypt(ADMIN_PASSWORD) },
    '',
  );
  adminToken = login.data.access_token;
});
test.afterAll(async () => server?.stop());

/** A staff user made through user administration. */
async function makeUser(name: string, extra: { phone?: string; email?: string } = {}) {
  const password = 'Journey#2024x';
  const r = await api('/lenkor-user/user/addUser', { username: name, realName: name, password: encrypt(password), ...extra });
  expect(r.code).toBe(2000);
  return { username: name, password };
}

/** The text of a single-part .eml file, decoded (base64 or quoted-printable). */
function mailText(eml: string): string {
  const [head, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head ?? '')?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function smsCount(phone: string): number {
  const dir = path.join(server.dataDir, 'outbox', 'sms');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${phone}.json`)).length : 0;
}

async function openUserMenu(page: Page, item: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

const phoneFor = (lang: Lang, n: number) => `1${lang === 'zh-CN' ? '39' : '38'}${String(n).padStart(8, '0')}`;
const totpNow = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

test('[USER] changes the password from the user menu, then signs in with the new one', async ({ page, text, lang, shot }) => {
  const u = await makeUser(`pwd_${lang}`);
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, text, u.password, u.username);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await openUserMenu(page, T[lang].menuPassword);
  const form = page.getByTestId('change-password-form');
  const fields = form.locator('input[type="password"]');
  await fields.nth(0).fill(u.password);
  await fields.nth(1).fill('Password1');
  await fields.nth(2).fill('Password1');
  await form.getByRole('button', { name: text.confirm }).click();
  // the most common passwords are refused by the server with its own text
  await expect(page.getByText(lang === 'zh-CN' ? '该密码过于常见' : 'one of the most common', { exact: false })).toBeVisible();
  await fields.nth(1).fill('Another#Pass77');
  await fields.nth(2).fill('Another#Pass77');
  await shot('account-password');
  await form.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByText(text.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, text, 'Another#Pass77', u.username);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('[USER] changes the bound phone: code to the current phone, then the new phone is bound', async ({ page, text, lang, shot }) => {
  const current = phoneFor(lang, 1);
  const next = phoneFor(lang, 2);
  const u = await makeUser(`phone_${lang}`, { phone: current });
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, text, u.password, u.username);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  await openUserMenu(page, T[lang].menuPhone);
  const step2 = page.getByTestId('phone-step-2');
  await expect(step2).toContainText(`+86 ${current.slice(0, 3)}****${current.slice(-4)}`);
  // the code was sent as the dialog opened; the button counts down
  const code1 = await smsCode(server.dataDir, current);
  await expect(page.getByRole('dialog').getByRole('button', { name: /60|59|58/ })).toBeDisabled();
  await shot('account-phone-step2');
  await page.getByTestId('phone-code').fill(code1);
  await step2.getByRole('button', { name: T[lang].next }).click();

  const step3 = page.getByTestId('phone-step-3');
  await expect(step3).toBeVisible();
  await expect(page.getByTestId('new-phone-code')).toHaveValue('');
  await page.getByTestId('new-phone').fill('12345678901');
  await expect(step3.getByText(T[lang].invalidPhone)).toBeVisible();
  await expect(step3.getByRole('button', { name: T[lang].getCode })).toBeDisabled();
  await shot('account-phone-step3');
  await page.getByTestId('new-phone').fill(next);
  const before = smsCount(next);
  await step3.getByRole('button', { name: T[lang].getCode }).click();
  const code2 = await smsCode(server.dataDir, next, before);
  await page.getByTestId('new-phone-code').fill(code2);
  await step3.getByRole('button', { name: T[lang].bindButton }).click();
  await expect(page.getByText(T[lang].bound)).toBeVisible();
  await expect(step3).toBeHidden();

  // the user info was reloaded: the security page shows the new phone
  await openUserMenu(page, T[lang].menuSecurity);
  await expect(page.getByTestId('account-security')).toContainText(`${next.slice(0, 3)}****${next.slice(-4)}`);
});

test('[USER] turns two-factor sign-in on, then signs in with an authenticator code', async ({ page, text, lang, shot }) => {
  test.setTimeout(150_000);
  const u = await makeUser(`totp_${lang}`);
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, text, u.password, u.username);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await openUserMenu(page, T[lang].menuSecurity);
  const security = page.getByTestId('account-security');
  await security.getByRole('button', { name: T[lang].enable }).click();

  const setup = page.getByTestId('two-factor-setup');
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as shown
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  expect(await page.getByTestId('two-factor-qr').getAttribute('data-uri')).toContain(`secret=${secret}`);
  await shot('account-two-factor-setup');
  await page.getByTestId('two-factor-code').fill(totpNow(secret));
  await setup.getByRole('button', { name: T[lang].verify }).click();
  await setup.getByRole('button', { name: T[lang].turnOn }).click();

  const backup = page.getByTestId('backup-codes');
  await expect(backup).toBeVisible();
  await expect(page.getByTestId('backup-code')).toHaveCount(10);
  const codes = await page.getByTestId('backup-code').allInnerTexts();
  await shot('account-two-factor-backup');
  await backup.getByText(T[lang].saved).click();
  await backup.getByRole('button', { name: T[lang].done }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(T[lang].on);
  await expect(page.getByTestId('sessions-table')).toContainText(T[lang].thisDevice);
  await shot('account-security');

  // sign out and back in: the second step asks for the authenticator code
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text.exit }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitSignIn(page, text, u.password, u.username);
  const code = page.getByPlaceholder(/6/);
  await expect(code).toBeVisible();
  await shot('account-two-factor-sign-in');
  // the code that turned it on is spent: use the next time step's code (accepted as drift)
  await code.fill(totpNow(secret, 30));
  await page.getByRole('button', { name: T[lang].verifyCode }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(codes[0]).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
});

test('[USER] forgot password: the e-mailed link sets a new password', async ({ page, text, lang, shot }) => {
  const email = `reset_${lang.toLowerCase()}@example.com`;
  const u = await makeUser(`reset_${lang}`, { email });
  await page.goto(`${server.baseURL}/login`);
  await page.getByText(T[lang].forgot).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await page.getByTestId('reset-request').locator('input').fill(email);
  await page.getByRole('button', { name: T[lang].sendReset }).click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();
  await shot('account-reset-request');

  const dir = path.join(server.dataDir, 'outbox', 'mail');
  let file: string | undefined;
  await expect
    .poll(() => {
      file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.includes(email)) : undefined;
      return Boolean(file);
    })
    .toBe(true);
  const mail = mailText(fs.readFileSync(path.join(dir, file!), 'utf8'));
  const link = /(http:\/\/127\.0\.0\.1:\d+\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(link);
  const form = page.getByTestId('reset-form');
  const fields = form.locator('input[type="password"]');
  await fields.nth(0).fill('Renewed#Pass88');
  await fields.nth(1).fill('Renewed#Pass88');
  await shot('account-reset-form');
  await form.getByRole('button', { name: T[lang].resetSubmit }).click();
  await expect(page.getByText(T[lang].resetDone)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, text, 'Renewed#Pass88', u.username);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
