import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, encrypt, signIn, type TestApp, userWith } from '../../../test/helpers';
import { events, getUserInfo, messagesTo, opLogs, post, updateUser } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://console.example.com/' });
});
afterAll(() => t.close());

const FORGOT = '/lenkor-plat-user/account/forgotPassword';
const RESET = '/lenkor-plat-user/account/resetPassword';
let seq = 0;

async function withEmail() {
  const u = await userWith(t, []);
  const email = `reset${++seq}@example.com`;
  await updateUser(t, u.userId, { email });
  return { ...u, email };
}

/** Waits for the n-th mail to an address (the mail is sent after the reply) and returns its link token. */
async function linkToken(email: string, n = 1): Promise<string> {
  const mail = await vi.waitFor(
    async () => {
      const all = await messagesTo(t, email);
      if (all.length < n) throw new Error('no mail yet');
      return all[n - 1]!;
    },
    { timeout: 5000, interval: 20 },
  );
  const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no link in ${mail.body}`);
  return token;
}

const resetBody = (token: string, next: string, confirm = next) => ({ token, newpassword1: encrypt(t, next), confirmPwd: encrypt(t, confirm) });

describe('forgotPassword', () => {
  it('mails a link to PUBLIC_URL/resetPassword for an existing account', async () => {
    const u = await withEmail();
    const res = await post(t, FORGOT, { email: u.email.toUpperCase(), languageId: 7 });
    expect(res.json()).toMatchObject({ code: 2000, data: true });
    await linkToken(u.email);
    const [mail] = await messagesTo(t, u.email);
    expect(mail!.subject).toBe('Reset your DiagOps password');
    expect(mail!.body).toMatch(/\nhttps:\/\/console\.example\.com\/resetPassword\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail!.body).toContain('within 3 minutes');
    expect(await events(t, 'reset_requested', u.userId)).toHaveLength(1);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const u = await withEmail();
    const known = await post(t, FORGOT, { username: u.username });
    const unknown = await post(t, FORGOT, { username: 'no-such-user' });
    const unknownMail = await post(t, FORGOT, { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknownMail.json()).toEqual(known.json());
    await linkToken(u.email);
    expect(await messagesTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('sends at most one link a minute per account', async () => {
    const u = await withEmail();
    await post(t, FORGOT, { email: u.email });
    await linkToken(u.email);
    expect((await post(t, FORGOT, { email: u.email })).json().code).toBe(2000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await messagesTo(t, u.email)).toHaveLength(1);
    t.clock.advance(60_000);
    await post(t, FORGOT, { email: u.email });
    await linkToken(u.email, 2);
  });

  it('sends nothing to a disabled account', async () => {
    const u = await withEmail();
    await updateUser(t, u.userId, { lockFlag: true });
    expect((await post(t, FORGOT, { email: u.email })).json().code).toBe(2000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await messagesTo(t, u.email)).toHaveLength(0);
  });

  it('needs an e-mail or a username, and no unknown field (1001)', async () => {
    expect((await post(t, FORGOT, {})).json().code).toBe(1001);
    expect((await post(t, FORGOT, { email: 'a@b.c', extra: 1 })).json().code).toBe(1001);
  });

  it('limits one address to 20 requests an hour', async () => {
    for (let i = 0; i < 20; i++) expect((await post(t, FORGOT, { username: `nobody${i}` }, {}, '192.0.2.7')).json().code).toBe(2000);
    const res = await post(t, FORGOT, { username: 'nobody' }, {}, '192.0.2.7');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(1004);
    expect((await post(t, FORGOT, { username: 'nobody' }, {}, '192.0.2.8')).json().code).toBe(2000);
  });
});

describe('resetPassword', () => {
  it('sets the new password through the link, once, and ends every session', async () => {
    const u = await withEmail();
    await post(t, FORGOT, { email: u.email });
    const token = await linkToken(u.email);
    const res = await post(t, RESET, resetBody(token, 'Brand#New2024'));
    expect(res.json()).toMatchObject({ code: 2000, data: true });
    expect((await getUserInfo(t, u.headers)).statusCode).toBe(401);
    await expect(signIn(t, u.username, 'Brand#New2024')).resolves.toBeTruthy();
    expect((await post(t, RESET, resetBody(token, 'Other#New2024'))).json().code).toBe(15317);
    expect(await opLogs(t, 'resetPassword', u.userId)).toHaveLength(1);
    expect(await events(t, 'password_reset', u.userId)).toHaveLength(1);
    // the owner is told
    expect((await messagesTo(t, u.email)).at(-1)!.subject).toBe('DiagOps 密码已重置');
  });

  it('works until 3 minutes after sending, not after', async () => {
    const a = await withEmail();
    await post(t, FORGOT, { email: a.email });
    const early = await linkToken(a.email);
    t.clock.advance(3 * 60_000 - 1000);
    expect((await post(t, RESET, resetBody(early, 'Brand#New2024'))).json().code).toBe(2000);

    const b = await withEmail();
    await post(t, FORGOT, { email: b.email });
    const late = await linkToken(b.email);
    t.clock.advance(3 * 60_000);
    expect((await post(t, RESET, resetBody(late, 'Brand#New2024'))).json().code).toBe(15317);
    await expect(signIn(t, b.username, b.password)).resolves.toBeTruthy();
  });

  it('a newer link retires the older one', async () => {
    const u = await withEmail();
    await post(t, FORGOT, { email: u.email });
    const first = await linkToken(u.email);
    t.clock.advance(60_000);
    await post(t, FORGOT, { email: u.email });
    const second = await linkToken(u.email, 2);
    expect((await post(t, RESET, resetBody(first, 'Brand#New2024'))).json().code).toBe(15317);
    expect((await post(t, RESET, resetBody(second, 'Brand#New2024'))).json().code).toBe(2000);
  });

  it('applies the password rules and keeps the link usable after a refusal', async () => {
    const u = await withEmail();
    await post(t, FORGOT, { email: u.email });
    const token = await linkToken(u.email);
    const lang = { language: 'zh-CN' };
    expect((await post(t, RESET, resetBody(token, 'short'), lang)).json().code).toBe(1008);
    const mismatch = await post(t, RESET, resetBody(token, 'Brand#New2024', 'Brand#New2025'), lang);
    expect(mismatch.json().data.errors).toEqual([{ field: 'confirmPwd', message: '新密码和确认密码不相同!' }]);
    expect((await post(t, RESET, resetBody(token, 'Password123'), lang)).json().code).toBe(1001);
    const same = await post(t, RESET, resetBody(token, u.password), lang);
    expect(same.json().data.errors).toEqual([{ field: 'newpassword1', message: '新密码不可和当前密码相同!' }]);
    const empty = await post(t, RESET, { token }, lang);
    expect(empty.json().data.errors.map((e: { message: string }) => e.message)).toEqual(['请输入新密码', '请输入确认密码']);
    expect((await post(t, RESET, resetBody(token, 'Brand#New2024'))).json().code).toBe(2000);
  });

  it('answers 15317 for a made-up token, and 1004 after 60 wrong ones from one address', async () => {
    expect((await post(t, RESET, resetBody('made-up', 'Brand#New2024'))).json().code).toBe(15317);
    for (let i = 0; i < 60; i++) await post(t, RESET, { token: `guess${i}` }, {}, '198.51.100.9');
    const res = await post(t, RESET, { token: 'guess' }, {}, '198.51.100.9');
    expect(res.json().code).toBe(1004);
  });
});
