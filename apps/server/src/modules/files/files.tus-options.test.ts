import { PRODUCT_PERMISSIONS as P } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { declareFileArea } from './index';

/** tus 1.0 discovery: OPTIONS on the creation endpoint says what the server supports, per area. */
describe('OPTIONS /{svc}-user/ossFile/tus', () => {
  let t: TestApp;
  let user: SignedIn;
  const TUS = '/lenkor-user/ossFile/tus';
  beforeAll(async () => {
    declareFileArea({ area: 'tusopts', types: ['png'], maxBytes: 3 * 1024 * 1024, uploadPermission: P.productAdd.name, viewPermission: P.productView.name });
    t = await buildTestApp();
    user = await userWith(t, [P.productAdd.name]);
  });
  afterAll(() => t.close());

  it("answers 204 with Tus-Version, Tus-Extension and the area's Tus-Max-Size", async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: `${TUS}?area=tusopts`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(res.headers['tus-version']).toBe('1.0.0');
    expect(String(res.headers['tus-extension']).split(',')).toEqual(expect.arrayContaining(['creation', 'creation-with-upload', 'termination']));
    expect(String(res.headers['tus-extension'])).not.toMatch(/creation-defer-length|concatenation/);
    expect(res.headers['tus-max-size']).toBe(String(3 * 1024 * 1024));
    expect(res.body).toBe('');
    // another area, another limit
    const logs = await t.app.inject({ method: 'OPTIONS', url: `${TUS}?area=logfiles`, headers: user.headers });
    expect(Number(logs.headers['tus-max-size'])).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('without an area names no maximum; an unknown area is refused (1001, in the caller language); signed-in only (1003)', async () => {
    const any = await t.app.inject({ method: 'OPTIONS', url: TUS, headers: user.headers });
    expect(any.statusCode).toBe(204);
    expect(any.headers['tus-version']).toBe('1.0.0');
    expect(any.headers['tus-max-size']).toBeUndefined();
    const unknown = await t.app.inject({ method: 'OPTIONS', url: `${TUS}?area=nope`, headers: { ...user.headers, language: 'en-US' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 1001, msg: expect.stringMatching(/[a-z]/) });
    expect(unknown.json().data.errors[0].field).toBe('area');
    const anon = await t.app.inject({ method: 'OPTIONS', url: `${TUS}?area=tusopts` });
    expect([anon.statusCode, anon.json().code]).toEqual([401, 1003]);
  });

  it('is in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths[TUS].options;
    expect(op.summary).toMatch(/tus/);
    expect(Object.keys(op.responses)).toContain('204');
  });
});
