import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J, opLogs } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { decryptSecret } from '../mail';
import { runMessageEngine } from './delivery';
import { messageRecords, pushProviders, pushSubscriptions } from './messages.tables';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
const M = (p: string) => `/lenkor-user/message${p}`;
type Cust = Awaited<ReturnType<typeof signUpCustomer>>;
const readers: Cust[] = [];

const content = (language: 'zh-CN' | 'en-US') => ({
  language,
  title: language === 'zh-CN' ? '固件更新' : 'Firmware update',
  summary: language === 'zh-CN' ? '新固件可用' : 'New firmware is available',
  body: language === 'zh-CN' ? '请更新您的设备。' : 'Please update your tool.',
  linkText: language === 'zh-CN' ? '查看' : 'View',
  linkUrl: 'https://example.com/firmware',
});

const post = (url: string, payload: unknown, who: { headers: Record<string, string> } = admin) =>
  call(t, { method: 'POST', url, payload }, { ...who.headers, language: 'en-US' });

/** writes a push message to the readers (or others), has it approved, sends it and runs the engine once */
async function pushToReaders(providerId: number | null, to: { account: string }[] = readers) {
  const m = (
    await post(M('/save'), {
      channel: 'push',
      title: 'Firmware update',
      terminals: ['app'],
      contents: [content('zh-CN'), content('en-US')],
      audience: { mode: 'ids', ids: to.map((r) => r.account) },
      schedule: null,
      usePushProvider: providerId !== null,
      providerId,
    })
  ).body.data;
  const s = (await post(M('/submit'), { id: m.id, version: m.version })).body.data;
  const p = (await post(M('/review'), { id: m.id, version: s.version, pass: true }, reviewer)).body.data;
  expect((await post(M('/send'), { id: m.id, version: p.version })).body.code).toBe(2000);
  await runMessageEngine(t.ctx);
  return m.id as number;
}

/** a local server standing in for a push service or an HTTP provider; every request is kept */
async function listen(handle: (req: http.IncomingMessage, body: Buffer) => { status: number; json?: unknown }) {
  const got: { url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      got.push({ url: req.url ?? '', headers: req.headers, body });
      const out = handle(req, body);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(out.json === undefined ? '' : JSON.stringify(out.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { got, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A browser's side of Web Push (RFC 8291): its key pair and auth secret, and the decryption of an aes128gcm body. */
function browserSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, len: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, len));
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): J {
      const salt = body.subarray(0, 16);
      const idLen = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLen);
      const cipher = body.subarray(21 + idLen);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = hkdf(authSecret, ecdh.computeSecret(serverKey), info, 32);
      const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const d = crypto.createDecipheriv('aes-128-gcm', key, nonce);
      d.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
      // the last record ends with the delimiter 0x02, then padding zeros
      return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8'));
    },
  };
}

/** sends the https requests of web-push (the push service's address) to a local stand-in */
function routeHttpsTo(port: number) {
  const real = https.request;
  return vi
    .spyOn(https, 'request')
    .mockImplementation(((opts: https.RequestOptions, cb: (res: http.IncomingMessage) => void) =>
      http.request({ ...opts, hostname: '127.0.0.1', host: undefined, port, agent: undefined }, cb)) as unknown as typeof real);
}

/** what a push service checks: the VAPID JWT (ES256) of the Authorization header is signed by the private key of `publicKey` */
function vapidSignedBy(authorization: string | undefined, publicKey: string): boolean {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!m || m[2] !== publicKey) return false;
  const [h, p, sig] = m[1]!.split('.');
  const pub = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  return crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'));
}

/** follows a tracked link the way a device does (GET, no session) */
async function follow(link: string) {
  const u = new URL(link);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(Date.parse('2026-11-24T00:00:00Z'));
  admin = await signInAdmin(t);
  reviewer = await userWith(t, [P.messageView.name, P.messageReview.name]);
  readers.push(await signUpCustomer(t, { country: 'CN', language: 'zh-CN' }), await signUpCustomer(t, { country: 'US', language: 'en-US' }));
});
afterAll(() => t.close());

describe('browser subscriptions (customer API)', () => {
  const A = (p: string) => `/lenkor-app/message${p}`;
  const subsOf = (customerId: number) =>
    t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId)).orderBy(pushSubscriptions.id);

  it('gives no key to subscribe with while no Web Push provider is enabled', async () => {
    const res = await call(t, { method: 'GET', url: A('/push/vapidKey') }, { ...readers[0]!.headers, language: 'en-US' });
    expect([res.status, res.body.code, res.body.msg]).toEqual([404, 76112, 'Web Push is not set up']);
  });

  it('saves the browser subscription, updates it when saved again, and deletes only the customer’s own', async () => {
    const me = await signUpCustomer(t, { language: 'en-US' });
    const other = await signUpCustomer(t);
    const endpoint = 'https://push.example.test/sub/a1';
    const first = browserSubscription();
    const saved = await post(A('/push/subscribe'), { endpoint, expirationTime: null, keys: first.keys }, me);
    expect(saved.body).toMatchObject({ code: 2000, data: { endpoint } });
    // the same endpoint with new keys (the browser renewed them): updated, not duplicated
    const renewed = browserSubscription();
    const again = await post(A('/push/subscribe'), { endpoint, keys: renewed.keys }, me);
    expect(again.body.data.id).toBe(saved.body.data.id);
    expect((await subsOf(me.id)).map((r) => [r.endpoint, r.p256dh, r.auth])).toEqual([[endpoint, renewed.keys.p256dh, renewed.keys.auth]]);

    // bad input is refused with 1001 and saves nothing
    const ep2 = 'https://push.example.test/sub/a2';
    const notAPoint = Buffer.concat([Buffer.from([2]), crypto.randomBytes(64)]).toString('base64url');
    const bad: J[] = [
      { endpoint: 'http://push.example.test/sub/a2', keys: first.keys },
      { endpoint: 'push.example.test/sub/a2', keys: first.keys },
      { endpoint: ep2, keys: { ...first.keys, p256dh: first.keys.p256dh.slice(0, -1) } },
      { endpoint: ep2, keys: { ...first.keys, p256dh: `${first.keys.p256dh}=` } },
      { endpoint: ep2, keys: { ...first.keys, p256dh: notAPoint } },
      { endpoint: ep2, keys: { ...first.keys, auth: crypto.randomBytes(12).toString('base64url') } },
      { endpoint: ep2, keys: { ...first.keys, auth: crypto.randomBytes(16).toString('base64') } },
      { endpoint: ep2, keys: { p256dh: first.keys.p256dh } },
      { endpoint: ep2, keys: first.keys, customerId: other.id },
      { endpoint: ep2, keys: { ...first.keys, extra: 'x' } },
    ];
    for (const body of bad) {
      const res = await post(A('/push/subscribe'), body, me);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 1001]);
    }
    expect(await subsOf(me.id)).toHaveLength(1);

    // another customer's delete leaves it; the owner's removes it (once)
    expect((await post(A('/push/unsubscribe'), { endpoint }, other)).body.data).toBe(false);
    expect(await subsOf(me.id)).toHaveLength(1);
    expect((await post(A('/push/unsubscribe'), { endpoint }, me)).body.data).toBe(true);
    expect(await subsOf(me.id)).toHaveLength(0);
    expect((await post(A('/push/unsubscribe'), { endpoint }, me)).body.data).toBe(false);
  });

  it('keeps at most 10 browsers per customer; an endpoint subscribed from another account moves to it', async () => {
    const me = await signUpCustomer(t);
    const keys = browserSubscription().keys;
    for (let i = 0; i < 10; i++) expect((await post(A('/push/subscribe'), { endpoint: `https://push.example.test/many/${i}`, keys }, me)).body.code).toBe(2000);
    const eleventh = await post(A('/push/subscribe'), { endpoint: 'https://push.example.test/many/10', keys }, me);
    expect([eleventh.status, eleventh.body.code, eleventh.body.msg]).toEqual([
      400,
      76111,
      'Too many browsers are subscribed to push; unsubscribe another one first',
    ]);
    // saving one of the ten again is an update, not an eleventh
    expect((await post(A('/push/subscribe'), { endpoint: 'https://push.example.test/many/3', keys: browserSubscription().keys }, me)).body.code).toBe(2000);
    expect(await subsOf(me.id)).toHaveLength(10);
    // someone else signs in on that browser and subscribes: it is theirs now, not a duplicate
    const next = await signUpCustomer(t);
    expect((await post(A('/push/subscribe'), { endpoint: 'https://push.example.test/many/3', keys }, next)).body.code).toBe(2000);
    expect((await subsOf(next.id)).map((r) => r.endpoint)).toEqual(['https://push.example.test/many/3']);
    expect(await subsOf(me.id)).toHaveLength(9);
  });

  it('refuses a staff token on the customer calls and a customer token on the staff calls', async () => {
    const keys = browserSubscription().keys;
    const endpoint = 'https://push.example.test/sub/staff';
    const customerCalls = [
      { method: 'POST' as const, url: A('/push/subscribe'), payload: { endpoint, keys } },
      { method: 'POST' as const, url: A('/push/unsubscribe'), payload: { endpoint } },
      { method: 'GET' as const, url: A('/push/vapidKey') },
    ];
    for (const c of customerCalls) {
      expect((await call(t, c)).status, c.url).toBe(401);
      expect((await call(t, c, admin.headers)).status, c.url).toBe(401);
    }
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    const staffCalls = [
      { method: 'POST' as const, url: M('/push/provider/page'), payload: {} },
      { method: 'POST' as const, url: M('/push/provider/save'), payload: { name: 'Mine', kind: 'webpush' } },
      { method: 'POST' as const, url: M('/page'), payload: {} },
    ];
    for (const c of staffCalls) expect((await call(t, c, readers[0]!.headers)).status, c.url).toBe(401);
  });

  it('a push sent to the customer reaches the browser they subscribed, signed with the key they subscribed with; an expired subscription is dropped', async () => {
    const service = await listen((req) => ({ status: req.url?.startsWith('/gone') ? 410 : 201 }));
    const spy = routeHttpsTo(service.port);
    try {
      const wp = (await post(M('/push/provider/save'), { name: 'Browsers', kind: 'webpush', isDefault: true })).body.data;
      const me = await signUpCustomer(t, { language: 'en-US' });
      // the page asks for the key, the browser subscribes with it, the page saves the subscription
      const key = (await call(t, { method: 'GET', url: A('/push/vapidKey') }, me.headers)).body.data;
      expect(key).toEqual({ providerId: wp.id, publicKey: wp.endpoint });
      const browser = browserSubscription();
      expect((await post(A('/push/subscribe'), { endpoint: 'https://push.example.test/live/1', keys: browser.keys }, me)).body.code).toBe(2000);
      // an older browser of theirs whose subscription the push service has since dropped
      expect((await post(A('/push/subscribe'), { endpoint: 'https://push.example.test/gone/1', keys: browserSubscription().keys }, me)).body.code).toBe(2000);
      // the message names no provider: the default (Web Push) sends it
      const id = await pushToReaders(null, [me]);
      const [rec] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, id));
      expect(rec).toMatchObject({ customerId: me.id, status: 'success', providerRef: 'webpush:1', attempts: 1 });
      expect(service.got.map((g) => g.url).sort()).toEqual(['/gone/1', '/live/1']);
      const live = service.got.find((g) => g.url === '/live/1')!;
      expect(browser.decrypt(live.body)).toMatchObject({ recordId: rec!.id, customerId: me.id, title: 'Firmware update', body: 'New firmware is available' });
      expect(vapidSignedBy(live.headers.authorization as string, key.publicKey)).toBe(true);
      // 410: that subscription is gone for good and removed; the live one stays
      expect((await subsOf(me.id)).map((r) => r.endpoint)).toEqual(['https://push.example.test/live/1']);
      // after unsubscribing, the next push has nowhere to go: failed at once, nothing sent
      expect((await post(A('/push/unsubscribe'), { endpoint: 'https://push.example.test/live/1' }, me)).body.data).toBe(true);
      const id2 = await pushToReaders(null, [me]);
      const [rec2] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, id2));
      expect(rec2).toMatchObject({ status: 'failed', remarks: 'attempt 1: the customer has no push subscription' });
      expect(service.got).toHaveLength(2);
    } finally {
      spy.mockRestore();
      await service.close();
    }
  });
});

describe('push click tracking (MSG-22)', () => {
  it('the HTTP provider gets the tracked link, and a click on it counts like an e-mail click', async () => {
    const gateway = await listen(() => ({ status: 200, json: { id: 'g-1' } }));
    try {
      const prov = (await post(M('/push/provider/save'), { name: 'Gateway', kind: 'http', endpoint: `http://127.0.0.1:${gateway.port}/push`, token: 'tkn' }))
        .body.data;
      const id = await pushToReaders(prov.id);
      expect(gateway.got).toHaveLength(2);
      const sent = gateway.got.map((g) => JSON.parse(g.body.toString('utf8')) as J);
      const recs = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, id));
      expect(recs.every((r) => r.status === 'success')).toBe(true);
      for (const p of sent) {
        // the payload carries the record's tracked redirect, never the bare target
        expect(p.url).toMatch(/^https?:\/\/[^/]+\/lenkor-app\/message\/track\?token=r\d+\./);
        expect(JSON.stringify(p)).not.toContain('example.com/firmware');
      }
      const zh = sent.find((p) => p.customerId === readers[0]!.id)!;
      expect(zh.title).toBe('固件更新');
      const res = await follow(zh.url);
      expect([res.statusCode, res.headers.location]).toEqual([302, 'https://example.com/firmware']);
      await follow(zh.url);
      const clicked = (await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.id, zh.recordId)))[0]!;
      expect(clicked.clicks).toBe(2);
      const stats = (await call(t, { method: 'GET', url: M(`/stats/${id}`) }, admin.headers)).body.data;
      expect(stats).toMatchObject({ total: 2, delivered: 2, clicks: 1, clickRate: 0.5, read: 1 });
      // one record's link does not count for another: the token names its record
      const other = sent.find((p) => p.customerId === readers[1]!.id)!;
      expect(other.url).not.toBe(zh.url);
    } finally {
      await gateway.close();
    }
  });

  it('the Web Push notification (encrypted for the browser) carries the tracked link; opening it counts the click', async () => {
    const service = await listen(() => ({ status: 201 }));
    // the push service's address is https; its requests go to the local stand-in
    const real = https.request;
    const spy = vi
      .spyOn(https, 'request')
      .mockImplementation(((opts: https.RequestOptions, cb: (res: http.IncomingMessage) => void) =>
        http.request({ ...opts, hostname: '127.0.0.1', host: undefined, port: service.port, agent: undefined }, cb)) as unknown as typeof real);
    try {
      const wp = (await post(M('/push/provider/save'), { name: 'Browsers', kind: 'webpush' })).body.data;
      const browser = browserSubscription();
      await t.ctx.db.insert(pushSubscriptions).values({ customerId: readers[1]!.id, endpoint: 'https://push.example.test/sub/1', ...browser.keys });
      const id = await pushToReaders(wp.id);
      const recs = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, id));
      const mine = recs.find((r) => r.customerId === readers[1]!.id)!;
      expect(mine).toMatchObject({ status: 'success', providerRef: 'webpush:1' });
      // the reader without a subscription fails for good, nothing sent
      expect(recs.find((r) => r.customerId === readers[0]!.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(service.got).toHaveLength(1);
      const note = service.got[0]!;
      expect(note.headers['content-encoding']).toBe('aes128gcm');
      expect(note.headers.authorization).toMatch(/^vapid t=.+, k=/);
      const payload = browser.decrypt(note.body);
      expect(payload).toMatchObject({ recordId: mine.id, customerId: readers[1]!.id, title: 'Firmware update', body: 'New firmware is available' });
      expect(payload.url).toMatch(/\/lenkor-app\/message\/track\?token=r\d+\./);
      const res = await follow(payload.url);
      expect([res.statusCode, res.headers.location]).toEqual([302, 'https://example.com/firmware']);
      const stats = (await call(t, { method: 'GET', url: M(`/stats/${id}`) }, admin.headers)).body.data;
      expect(stats).toMatchObject({ total: 2, delivered: 1, clicks: 1, clickRate: 1 });
    } finally {
      spy.mockRestore();
      await service.close();
    }
  });
});

describe('push provider edit', () => {
  const stored = async (id: number) => (await t.ctx.db.select().from(pushProviders).where(eq(pushProviders.id, id)))[0]!;
  const secretOf = async (id: number) => decryptSecret((await stored(id)).token!);

  it('changes name and settings at the version shown; the token is write-only and an empty one keeps the stored token', async () => {
    const gateway = await listen(() => ({ status: 200, json: { id: 'g' } }));
    try {
      const url = `http://127.0.0.1:${gateway.port}`;
      const p = (await post(M('/push/provider/save'), { name: 'Gateway', kind: 'http', endpoint: `${url}/old`, token: 'secret-1' })).body.data;
      expect(p).toMatchObject({ hasSecret: true, enabled: true, version: 1 });
      expect(JSON.stringify(p)).not.toContain('secret-1');
      // empty token: kept; the provider now posts to its new endpoint with the stored token
      const e = await post(M('/push/provider/update'), { id: p.id, version: 1, name: 'Gateway 2', kind: 'http', endpoint: `${url}/new`, token: '' });
      expect(e.body.data).toMatchObject({ name: 'Gateway 2', endpoint: `${url}/new`, hasSecret: true, version: 2 });
      expect(await secretOf(p.id)).toBe('secret-1');
      await pushToReaders(p.id);
      expect(gateway.got.map((g) => g.headers.authorization)).toEqual(['Bearer secret-1', 'Bearer secret-1']);
      // a stale version: 409, nothing written
      const stale = await post(M('/push/provider/update'), { id: p.id, version: 1, name: 'Late', kind: 'http', endpoint: `${url}/late`, token: 'x' });
      expect([stale.status, stale.body.code]).toEqual([409, 1005]);
      expect(await stored(p.id)).toMatchObject({ name: 'Gateway 2', version: 2 });
      expect(await secretOf(p.id)).toBe('secret-1');
      // a new token replaces it; the operation log never holds it
      await post(M('/push/provider/update'), { id: p.id, version: 2, name: 'Gateway 2', kind: 'http', endpoint: `${url}/new`, token: 'secret-2' });
      expect(await secretOf(p.id)).toBe('secret-2');
      const logs = await opLogs(t, 'pushProvider', 'update', p.id);
      expect(logs).toHaveLength(2);
      expect(JSON.stringify(logs)).not.toMatch(/secret-[12]/);
      expect(logs[0]!.before).toMatchObject({ version: 2 });
      // HTTP needs its endpoint; unknown fields are refused
      expect((await post(M('/push/provider/update'), { id: p.id, version: 3, name: 'G', kind: 'http', endpoint: null })).body.code).toBe(1001);
      expect((await post(M('/push/provider/update'), { id: p.id, version: 3, name: 'G', kind: 'http', endpoint: `${url}/new`, secret: 'x' })).body.code).toBe(
        1001,
      );
    } finally {
      await gateway.close();
    }
  });

  it('switches kind without leaking a secret: Web Push keeps its keys, HTTP→Web Push generates them, Web Push→HTTP drops the private key', async () => {
    const wp = (await post(M('/push/provider/save'), { name: 'Browsers', kind: 'webpush' })).body.data;
    const keys = await stored(wp.id);
    const renamed = (await post(M('/push/provider/update'), { id: wp.id, version: 1, name: 'Browsers 2', kind: 'webpush', endpoint: null, token: 'typed' }))
      .body.data;
    expect(renamed).toMatchObject({ name: 'Browsers 2', endpoint: keys.endpoint, hasSecret: true });
    expect((await stored(wp.id)).token).toBe(keys.token);
    // to HTTP with no token: the VAPID private key is not kept as a bearer token
    const http1 = (await post(M('/push/provider/update'), { id: wp.id, version: 2, name: 'Now HTTP', kind: 'http', endpoint: 'https://push.example.test/x' }))
      .body.data;
    expect(http1).toMatchObject({ kind: 'http', endpoint: 'https://push.example.test/x', hasSecret: false });
    expect((await stored(wp.id)).token).toBeNull();
    // back to Web Push: a fresh pair
    const back = (await post(M('/push/provider/update'), { id: wp.id, version: 3, name: 'Web again', kind: 'webpush' })).body.data;
    expect(back.endpoint).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(back.endpoint).not.toBe(keys.endpoint);
    expect(await secretOf(wp.id)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('keeps one default, disables a provider (its messages then fail, unsent), and deletes only what no sendable message names', async () => {
    const a = (await post(M('/push/provider/save'), { name: 'A', kind: 'http', endpoint: 'https://a.example.test', isDefault: true })).body.data;
    const b = (await post(M('/push/provider/save'), { name: 'B', kind: 'http', endpoint: 'https://b.example.test' })).body.data;
    await post(M('/push/provider/update'), { id: b.id, version: 1, name: 'B', kind: 'http', endpoint: 'https://b.example.test', isDefault: true });
    const defaults = (await t.ctx.db.select().from(pushProviders).where(eq(pushProviders.isDefault, true))).map((p) => p.id);
    expect(defaults).toEqual([b.id]);
    expect((await stored(a.id)).isDefault).toBe(false);

    const off = (await post(M('/push/provider/update'), { id: a.id, version: 1, name: 'A', kind: 'http', endpoint: 'https://a.example.test', enabled: false }))
      .body.data;
    expect(off).toMatchObject({ enabled: false, version: 2 });
    const id = await pushToReaders(a.id);
    const recs = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, id));
    expect(recs.map((r) => [r.status, r.remarks])).toEqual([
      ['failed', 'attempt 1: no push provider is configured'],
      ['failed', 'attempt 1: no push provider is configured'],
    ]);

    // a message that can still send names B: refused; a stale version: refused; then deleted
    const draft = (
      await post(M('/save'), {
        channel: 'push',
        title: 'Draft',
        terminals: ['app'],
        contents: [content('en-US')],
        audience: { mode: 'ids', ids: [readers[0]!.account] },
        schedule: null,
        usePushProvider: true,
        providerId: b.id,
      })
    ).body.data;
    const inUse = await post(M('/push/provider/delete'), { id: b.id, version: 2 });
    expect([inUse.status, inUse.body.code]).toEqual([409, 1015]);
    expect((await post(M('/push/provider/delete'), { id: a.id, version: 1 })).body.code).toBe(1005);
    expect((await post(M('/push/provider/delete'), { id: a.id, version: 2 })).body.code).toBe(2000);
    expect(await t.ctx.db.select().from(pushProviders).where(eq(pushProviders.id, a.id))).toEqual([]);
    expect((await opLogs(t, 'pushProvider', 'delete', a.id))[0]!.before).toMatchObject({ name: 'A', kind: 'http', version: 2 });
    expect(draft.state).toBe('new');
    // the default serves the push messages that name no provider: not deleted while one can still send
    const c = (await post(M('/push/provider/save'), { name: 'C', kind: 'http', endpoint: 'https://c.example.test', isDefault: true })).body.data;
    const spare = (await post(M('/push/provider/save'), { name: 'Spare', kind: 'webpush' })).body.data;
    await post(M('/save'), {
      channel: 'push',
      title: 'Default draft',
      terminals: ['app'],
      contents: [content('en-US')],
      audience: { mode: 'ids', ids: [readers[0]!.account] },
      schedule: null,
    });
    expect((await post(M('/push/provider/delete'), { id: c.id, version: c.version })).body.code).toBe(1015);
    expect((await post(M('/push/provider/delete'), { id: spare.id, version: spare.version })).body.code).toBe(2000);
    const page = (await post(M('/push/provider/page'), { size: 100 })).body.data.records.map((r: J) => r.id);
    expect(page).toContain(b.id);
    expect(page).not.toContain(a.id);
  });

  it('is for provider managers only', async () => {
    const viewer = await userWith(t, [P.messageView.name]);
    await expectGuarded(t, { method: 'POST', url: M('/push/provider/update'), payload: { id: 1, version: 1, name: 'x', kind: 'webpush' } }, viewer);
    await expectGuarded(t, { method: 'POST', url: M('/push/provider/delete'), payload: { id: 1, version: 1 } }, viewer);
    expect((await post(M('/push/provider/delete'), { id: 1, version: 1 }, readers[0]!)).status).toBe(401);
  });
});

describe('provider secrets at rest', () => {
  const raw = async (id: number) => {
    const res = (await t.ctx.db.execute(sql`select token from push_providers where id = ${id}`)) as unknown as { rows?: { token: string | null }[] };
    return (Array.isArray(res) ? res : res.rows!)[0]!.token;
  };

  it('stores the HTTP bearer token and the VAPID private key encrypted, never answers them, and still sends with them', async () => {
    const gateway = await listen(() => ({ status: 200, json: { id: 'g' } }));
    try {
      const p = (await post(M('/push/provider/save'), { name: 'Sealed', kind: 'http', endpoint: `http://127.0.0.1:${gateway.port}/p`, token: 'tok-abc-123' }))
        .body.data;
      const column = (await raw(p.id))!;
      expect(column).toMatch(/^v1:/);
      expect(column).not.toContain('tok-abc-123');
      expect(column).not.toContain(Buffer.from('tok-abc-123').toString('base64'));
      expect(decryptSecret(column)).toBe('tok-abc-123');
      // two saves of the same token differ (a fresh IV each time)
      const twin = (await post(M('/push/provider/save'), { name: 'Twin', kind: 'http', endpoint: 'https://twin.example.test', token: 'tok-abc-123' })).body
        .data;
      expect(await raw(twin.id)).not.toBe(column);
      await pushToReaders(p.id);
      expect(gateway.got.map((g) => g.headers.authorization)).toEqual(['Bearer tok-abc-123', 'Bearer tok-abc-123']);
      const page = JSON.stringify((await post(M('/push/provider/page'), { size: 100 })).body.data);
      expect(page).not.toContain('tok-abc-123');
      expect(page).not.toContain(column);

      const wp = (await post(M('/push/provider/save'), { name: 'Sealed browsers', kind: 'webpush' })).body.data;
      const vapid = (await raw(wp.id))!;
      expect(vapid).toMatch(/^v1:/);
      // the column decrypts to the private key of the public key shown (43 characters of base64url: 32 bytes)
      const priv = decryptSecret(vapid);
      expect(priv).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(vapid).not.toContain(priv);
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(priv, 'base64url'));
      expect(ecdh.getPublicKey().toString('base64url')).toBe(wp.endpoint);
      expect(JSON.stringify((await post(M('/push/provider/page'), { size: 100 })).body.data)).not.toContain(priv);
    } finally {
      await gateway.close();
    }
  });

  it('a provider written in plain text before encryption still sends, and its secret is encrypted on that first read', async () => {
    const gateway = await listen(() => ({ status: 200, json: { id: 'g' } }));
    try {
      const [legacy] = await t.ctx.db
        .insert(pushProviders)
        .values({ name: 'Legacy', kind: 'http', endpoint: `http://127.0.0.1:${gateway.port}/legacy`, token: 'legacy-plain-token' })
        .returning();
      expect(await raw(legacy!.id)).toBe('legacy-plain-token');
      await pushToReaders(legacy!.id);
      expect(gateway.got.map((g) => g.headers.authorization)).toEqual(['Bearer legacy-plain-token', 'Bearer legacy-plain-token']);
      const column = (await raw(legacy!.id))!;
      expect(column).toMatch(/^v1:/);
      expect(decryptSecret(column)).toBe('legacy-plain-token');
      // and from then on it sends from the encrypted column
      await pushToReaders(legacy!.id);
      expect(gateway.got.slice(2).map((g) => g.headers.authorization)).toEqual(['Bearer legacy-plain-token', 'Bearer legacy-plain-token']);
      expect(await raw(legacy!.id)).toBe(column);
    } finally {
      await gateway.close();
    }
  });
});
