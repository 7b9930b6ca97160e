import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { call } from '../../../test/system';

/** NUL bytes and lone surrogates: PostgreSQL refuses them, so they must be refused first (1001, never 500). */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const LOGIN = () => t.ctx.svcPath('plat-user', '/sysUser/login');
const ROLE_SAVE = () => t.ctx.svcPath('user', '/role/save');
const ROLE_PAGE = () => t.ctx.svcPath('user', '/role/page');

describe('text PostgreSQL cannot store', () => {
  it('a NUL byte in the sign-in account answers 1001, not 500', async () => {
    const res = await call(t, { method: 'POST', url: LOGIN(), payload: { loginType: 1, userAccount: 'ad\u0000min', password: 'x' } });
    expect([res.status, res.body.code]).toEqual([400, 1001]);
    expect(res.body.data.errors).toEqual([{ field: 'body.userAccount', message: expect.any(String) }]);
  });

  it('a NUL byte or a lone surrogate in a saved name answers 1001 and writes nothing', async () => {
    for (const bad of ['Ops\u0000', 'Ops\uD800', '\uDC00Ops', 'x\uDBFFy']) {
      const res = await call(t, { method: 'POST', url: ROLE_SAVE(), payload: { roleName: bad, roleCode: 'R_HOSTILE' } }, admin.headers);
      expect([res.status, res.body.code], JSON.stringify(bad)).toEqual([400, 1001]);
    }
    // a well-formed pair (an emoji) is ordinary text
    const ok = await call(t, { method: 'POST', url: ROLE_SAVE(), payload: { roleName: 'Ops 🚗', roleCode: 'R_EMOJI' } }, admin.headers);
    expect(ok.body.code).toBe(2000);
  });

  it('a NUL byte in a filter or in a key is refused too', async () => {
    const filter = await call(t, { method: 'POST', url: ROLE_PAGE(), payload: { current: 1, size: 10, roleName: '\u0000' } }, admin.headers);
    expect([filter.status, filter.body.code]).toEqual([400, 1001]);
    const key = await call(t, { method: 'POST', url: ROLE_PAGE(), payload: { current: 1, size: 10, 'a\u0000': 1 } }, admin.headers);
    expect([key.status, key.body.code]).toEqual([400, 1001]);
  });

  it('an encoded NUL in the query string is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.ctx.svcPath('plat-user', '/account/querySysUserByAccount')}?account=a%00b`,
      headers: admin.headers,
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 1001]);
  });
});
