import {
  aiQueryLogResource,
  algorithmRunResource,
  BLACKLIST_PERMISSION,
  blacklistResource,
  errorLogResource,
  gatewayQueryResource,
  hiddenBackupResource,
  obfcmReportResource,
  operationLogResource,
  PLATFORM_ANALYSIS_PERMISSION,
  requestLogResource,
} from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { errorLogs, requestLogs } from '../../platform/audit/audit.tables';
import { registerErrorLog } from '../../platform/audit/error-log';
import { scrub } from '../../platform/audit/operation-log';
import { ManualClock } from '../../platform/clock';
import { AppError } from '../../platform/http/errors';
import { registerDeviceSns } from '../devices';
import { BLACKLIST_REFRESH_MS } from './blacklist.service';
import { gatewayQueryService, obfcmReportService, operationLogService, requestLogService } from './logs.service';
import { gatewayQueries } from './logs.tables';
import { backupHiddenData, recordAiQuery } from './writers';

let t: TestApp;
let admin: SignedIn;
let appKey = '';
const clock = new ManualClock(Date.parse('2026-06-01T08:00:00Z'));
const L = (p: string) => t.ctx.svcPath('log', p);
const A = (p: string) => t.ctx.svcPath('app', p);
const device = (url: string, payload: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: A(url), headers: { 'x-app-key': appKey, language: 'en-US', ...extra }, payload });
const who = (sn: string, terminalKey = 'LOG-TERM-1') => ({ app: 'repair', terminalKey, sn });
const VIN = '1HGCM82633A004352';

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  appKey = (await t.app.inject({ method: 'POST', url: '/lenkor-user/appKey/save', headers: admin.headers, payload: { name: 'logs' } })).json().data.key;
  await registerDeviceSns(t.ctx.db, {
    sns: ['LOG-SN-1', 'LOG-SN-2'],
    productId: 1,
    productModelId: null,
    actor: { userId: 1, name: 'test' },
    now: new Date(clock.now()),
  });
  for (const terminalKey of ['LOG-TERM-1', 'LOG-TERM-2'])
    await device('/terminal/heartbeat', { app: 'repair', terminalKey, appVersion: '1.0.0' }).then((r) => expect(r.json().code).toBe(2000));
});
afterAll(() => t.close());

describe('what devices ask for is answered and logged', () => {
  it('a gateway query of a known SN is granted a token; an unknown SN is refused; both are in the log', async () => {
    const granted = await device('/gateway/query', { ...who('LOG-SN-1'), vin: VIN, brand: 'FCA', ecu: 'SGW' });
    expect(granted.json().data).toMatchObject({ granted: true, expiresAt: new Date(clock.now() + 600_000).toISOString() });
    expect(granted.json().data.token).toMatch(/^gw-[A-Za-z0-9_-]+-\d+\.[A-Za-z0-9_-]{43}$/);
    const unknown = await device('/gateway/query', { ...who('NO-SUCH-SN') });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 1002]);
    const rows = await call(t, { method: 'POST', url: L('/gatewayQuery/page'), payload: { sn: 'LOG-SN-1' } }, admin.headers);
    expect(rows.body.data.records[0]).toMatchObject({ sn: 'LOG-SN-1', vin: VIN, brand: 'FCA', result: 'granted', code: null, terminalKey: 'LOG-TERM-1' });
    const refused = await call(t, { method: 'POST', url: L('/gatewayQuery/page'), payload: { result: 'refused' } }, admin.headers);
    expect(refused.body.data.records.map((r: J) => [r.sn, r.code])).toContainEqual(['NO-SUCH-SN', 1002]);
  });

  it('a caller that is no terminal writes nothing', async () => {
    const before = (await t.ctx.db.select().from(gatewayQueries)).length;
    expect((await device('/gateway/query', who('LOG-SN-1', 'NOT-A-TERMINAL'))).json().code).toBe(1011);
    expect((await t.app.inject({ method: 'POST', url: A('/gateway/query'), payload: who('LOG-SN-1') })).json().code).toBe(15602);
    expect((await t.ctx.db.select().from(gatewayQueries)).length).toBe(before);
  });

  it('an online algorithm computes the same key for the same seed; an unknown algorithm answers 79102 in the caller’s language', async () => {
    const run = (algorithm: string, seed: string) => device('/algorithm/run', { ...who('LOG-SN-1'), algorithm, seed });
    const a = await run('DEV-HMAC-SHA256', 'A1B2C3D4');
    expect(a.json().data.key).toMatch(/^[0-9a-f]{8}$/);
    expect((await run('DEV-HMAC-SHA256', 'a1b2c3d4')).json().data.key).toBe(a.json().data.key);
    expect((await run('DEV-XOR-ROTATE', '00ff')).json().data.key).toMatch(/^[0-9a-f]{4}$/);
    const unknown = await device('/algorithm/run', { ...who('LOG-SN-1'), algorithm: 'OEM-X', seed: '0102' }, { language: 'zh-CN' });
    expect(unknown.json()).toMatchObject({ code: 79102, msg: '没有该在线算法' });
    expect((await run('DEV-HMAC-SHA256', 'xyz')).json().code).toBe(1001);
    const page = await call(t, { method: 'POST', url: L('/onLineAlgorithm/page'), payload: { algorithm: 'OEM-X' } }, admin.headers);
    expect(page.body.data.records[0]).toMatchObject({ sn: 'LOG-SN-1', result: 'refused', code: 79102, provider: 'development', outputHex: null });
  });

  it('an OBFCM report is stored with its lifetime average', async () => {
    const res = await device('/obfcm/report', {
      ...who('LOG-SN-2'),
      vin: VIN,
      readAt: '2026-05-31T10:00:00Z',
      fuelLifetimeL: 1234.5,
      distanceLifetimeKm: 20000,
      gridEnergyKwh: 310,
    });
    expect(res.json().code).toBe(2000);
    const detail = await call(t, { method: 'GET', url: L(`/obfcmReport/detail/${res.json().data.id}`) }, admin.headers);
    expect(detail.body.data).toMatchObject({ vin: VIN, sn: 'LOG-SN-2', avgLPer100Km: 6.17, gridEnergyKwh: 310, readAt: '2026-05-31T10:00:00.000Z' });
  });
});

describe('the gateway blacklist', () => {
  const list = (body: unknown, by = admin) => call(t, { method: 'POST', url: L('/gatewayBlackList/save'), payload: body }, by.headers);

  it('refuses a listed SN, terminal or address at once, counts it, and lets it through again once removed', async () => {
    const entry = (await list({ kind: 'sn', value: 'log-sn-2', reason: 'stolen unit' })).body.data;
    const refused = await device('/gateway/query', who('LOG-SN-2'));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 79101]);
    // the device's other calls are refused too, its configuration included
    expect((await device('/algorithm/run', { ...who('LOG-SN-2'), algorithm: 'DEV-HMAC-SHA256', seed: '01' })).json().code).toBe(79101);
    const config = await t.app.inject({
      method: 'GET',
      url: A('/terminal/config?app=repair&terminalKey=LOG-TERM-1&sn=LOG-SN-2'),
      headers: { 'x-app-key': appKey },
    });
    expect(config.json().code).toBe(79101);
    expect((await device('/gateway/query', who('LOG-SN-1'))).json().code).toBe(2000);
    const logged = await call(t, { method: 'POST', url: L('/gatewayQuery/page'), payload: { sn: 'LOG-SN-2' } }, admin.headers);
    expect(logged.body.data.records[0]).toMatchObject({ result: 'refused', code: 79101 });
    const seen = (await call(t, { method: 'GET', url: L(`/gatewayBlackList/detail/${entry.id}`) }, admin.headers)).body.data;
    expect(seen.refusedCount).toBeGreaterThanOrEqual(2);

    expect((await list({ kind: 'sn', value: 'LOG-SN-2', reason: 'again' })).body.code).toBe(10120);
    const noReason = await call(t, { method: 'POST', url: L('/gatewayBlackList/remove'), payload: { id: entry.id, version: seen.version } }, admin.headers);
    expect(noReason.body.code).toBe(1001);
    const removed = await call(
      t,
      { method: 'POST', url: L('/gatewayBlackList/remove'), payload: { id: entry.id, version: seen.version, reason: 'recovered' } },
      admin.headers,
    );
    expect(removed.body.data.status).toBe('removed');
    expect((await device('/gateway/query', who('LOG-SN-2'))).json().code).toBe(2000);
  });

  it('lists terminals and addresses too; an address must be one', async () => {
    await list({ kind: 'terminal', value: 'LOG-TERM-2', reason: 'cloned installation' });
    expect((await device('/gateway/query', who('LOG-SN-1', 'LOG-TERM-2'))).json().code).toBe(79101);
    expect((await list({ kind: 'ip', value: 'not-an-ip', reason: 'x' })).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'value' }] } });
    const ip = (await list({ kind: 'ip', value: '127.0.0.1', reason: 'abuse' })).body.data;
    expect((await device('/gateway/query', who('LOG-SN-1'))).json().code).toBe(79101);
    await call(t, { method: 'POST', url: L('/gatewayBlackList/remove'), payload: { id: ip.id, version: ip.version, reason: 'done' } }, admin.headers);
    expect((await device('/gateway/query', who('LOG-SN-1'))).json().code).toBe(2000);
  });

  it('another instance’s change reaches the gate within the refresh time', async () => {
    await t.ctx.db.execute(`insert into gateway_blacklist (kind, value, reason, status) values ('sn', 'LOG-SN-1', 'by another instance', 'listed')`);
    expect((await device('/gateway/query', who('LOG-SN-1'))).json().code).toBe(2000);
    clock.advance(BLACKLIST_REFRESH_MS + 1);
    expect((await device('/gateway/query', who('LOG-SN-1'))).json().code).toBe(79101);
    await t.ctx.db.execute(`update gateway_blacklist set status = 'removed' where value = 'LOG-SN-1'`);
    clock.advance(BLACKLIST_REFRESH_MS + 1);
  });

  it('nobody without the remove permission removes an entry', async () => {
    const adder = await userWith(t, [BLACKLIST_PERMISSION.view, BLACKLIST_PERMISSION.add]);
    const e = (await list({ kind: 'sn', value: 'LOG-SN-9', reason: 'x' }, adder)).body.data;
    const res = await call(t, { method: 'POST', url: L('/gatewayBlackList/remove'), payload: { id: e.id, version: e.version, reason: 'y' } }, adder.headers);
    expect(res.body.code).toBe(1000);
  });
});

describe('what the console records', () => {
  it('the operation log keeps a change’s times as text and never its secrets', async () => {
    const e = (await call(t, { method: 'POST', url: L('/gatewayBlackList/save'), payload: { kind: 'sn', value: 'LOG-TIMES', reason: 'x' } }, admin.headers))
      .body.data;
    const page = await call(
      t,
      { method: 'POST', url: L('/operationLog/page'), payload: { targetId: String(e.id), module: 'gatewayBlacklist' } },
      admin.headers,
    );
    expect(page.body.data.records[0].after).toMatchObject({ value: 'LOG-TIMES', createdAt: e.createTime });
    expect(scrub({ passwordHash: 'x', at: new Date(0), nested: [{ token: 'y', n: 1 }] })).toEqual({ at: '1970-01-01T00:00:00.000Z', nested: [{ n: 1 }] });
  });

  it('the request log keeps the user, module and device, masks secret query values and never a body', async () => {
    await t.app.inject({ method: 'GET', url: `${L('/errorLog/detail/1')}?token=abc123&x=1`, headers: { ...admin.headers, 'x-device-id': 'web-123' } });
    await t.app.inject({ method: 'POST', url: t.ctx.svcPath('auth', '/nope'), payload: { password: 'secret-pass' } });
    // the request log writes in batches (every second): wait for the row
    const row = await until(async () => (await t.ctx.db.select().from(requestLogs).where(eq(requestLogs.deviceId, 'web-123')))[0]);
    expect(row).toMatchObject({ module: 'log', username: 'admin', status: 404, url: expect.stringContaining('token=***&x=1') });
    const page = await call(t, { method: 'POST', url: L('/requestLog/page'), payload: { module: 'log', deviceId: 'web-123' } }, admin.headers);
    expect(page.body.data.records[0]).toMatchObject({ route: expect.stringContaining('/errorLog/detail'), username: 'admin' });
    const all = await t.ctx.db.select().from(requestLogs);
    expect(JSON.stringify(all)).not.toContain('secret-pass');
  });

  it('an unexpected error is in the server error list without the values of its query; a refusal is not', async () => {
    const app = Fastify({ genReqId: () => 'boom-request' });
    registerErrorLog(app, t.ctx.db);
    app.get('/boom', async () => {
      throw new Error('exploded\nparams: secret-value');
    });
    app.get('/refused', async () => {
      throw new AppError(1002);
    });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.inject({ method: 'GET', url: '/refused' });
    const row = await until(async () => (await t.ctx.db.select().from(errorLogs).where(eq(errorLogs.requestId, 'boom-request')))[0]);
    expect(row).toMatchObject({ errorType: 'Error', message: 'exploded', route: '/boom', method: 'GET' });
    expect(JSON.stringify(await t.ctx.db.select().from(errorLogs))).not.toContain('secret-value');
    expect((await t.ctx.db.select().from(errorLogs).where(eq(errorLogs.route, '/refused'))).length).toBe(0);
    await app.close();
  });

  it('the platform analysis sums a window of at most 31 days', async () => {
    const viewer = await userWith(t, [PLATFORM_ANALYSIS_PERMISSION.view]);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await call(t, { method: 'POST', url: L('/platformAnalysis'), payload: { from, to } }, viewer.headers);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.totals.requests).toBeGreaterThan(0);
    expect(res.body.data.modules.map((m: J) => m.module)).toContain('log');
    const tooLong = await call(
      t,
      { method: 'POST', url: L('/platformAnalysis'), payload: { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' } },
      viewer.headers,
    );
    expect(tooLong.body.code).toBe(79104);
  });
});

/** Polls until `read` finds something (a write made beside an answer, not in its way), for at most 5 s. */
async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never written');
}

let seq = 0;
const stamp = () => new Date(clock.now() + ++seq * 10);
describeResource(operationLogResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  service: operationLogService,
  record: async (n) => {
    const res = await call(
      t,
      { method: 'POST', url: L('/gatewayBlackList/save'), payload: { kind: 'sn', value: `OPLOG-${n}`, reason: 'suite' } },
      admin.headers,
    );
    const page = await call(
      t,
      { method: 'POST', url: L('/operationLog/page'), payload: { targetId: String(res.body.data.id), module: 'gatewayBlacklist' } },
      admin.headers,
    );
    return page.body.data.records[0].id;
  },
});
describeResource(requestLogResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  service: requestLogService,
  record: async (n) => {
    const [r] = await t.ctx.db
      .insert(requestLogs)
      .values({
        requestId: `suite-${n}`,
        method: 'GET',
        route: `/suite/${n}`,
        url: `/suite/${n}`,
        status: 200,
        durationMs: n,
        module: 'suite',
        username: `u${n}`,
        deviceId: `d${n}`,
        ip: '10.0.0.1',
        createdAt: stamp(),
      })
      .returning();
    return r!.id;
  },
});
describeResource(errorLogResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  record: async (n) => {
    const [r] = await t.ctx.db
      .insert(errorLogs)
      .values({ errorType: 'TypeError', message: `m${n}`, route: `/r/${n}`, requestId: `e${n}`, createdAt: stamp() })
      .returning();
    return r!.id;
  },
});
describeResource(gatewayQueryResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  service: gatewayQueryService,
  record: async () => {
    await device('/gateway/query', { ...who('LOG-SN-1'), vin: VIN, brand: 'VAG', ecu: 'GW' });
    const page = await call(t, { method: 'POST', url: L('/gatewayQuery/page'), payload: { size: 10 } }, admin.headers);
    return page.body.data.records[0].id;
  },
});
describeResource(algorithmRunResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  record: async (n) => {
    await device('/algorithm/run', { ...who('LOG-SN-1'), algorithm: 'DEV-HMAC-SHA256', seed: n.toString(16).padStart(4, '0') });
    const page = await call(t, { method: 'POST', url: L('/onLineAlgorithm/page'), payload: { size: 10 } }, admin.headers);
    return page.body.data.records[0].id;
  },
});
describeResource(obfcmReportResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  service: obfcmReportService,
  record: async (n) => {
    clock.advance(10);
    const res = await device('/obfcm/report', { ...who('LOG-SN-1'), vin: VIN, readAt: '2026-05-01T00:00:00Z', fuelLifetimeL: n, distanceLifetimeKm: 1000 });
    return res.json().data.id;
  },
});
describeResource(aiQueryLogResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  record: (n) =>
    recordAiQuery(t.ctx.db, {
      account: `c${n}@x.com`,
      sn: 'LOG-SN-1',
      model: 'dev',
      question: `q${n}`,
      answer: 'a',
      latencyMs: n,
      status: 'answered',
      at: stamp(),
    }),
});
describeResource(hiddenBackupResource, {
  app: () => t,
  sample: () => ({}),
  change: {},
  record: (n) =>
    backupHiddenData(t.ctx.db, { kind: 'feedback', ownerRef: `c${n}@x.com`, summary: 'hidden', hiddenBy: 'customer', payload: { n }, at: stamp() }),
});
describeResource(blacklistResource, {
  app: () => t,
  sample: (n) => ({ kind: 'sn', value: `SUITE-SN-${n}`, reason: 'suite' }),
  change: {},
});
