import {
  hotFunctionResource,
  ingestIssueResource,
  publicEventResource,
  TRACKING_KEY_HEADER,
  trackingEventResource,
  trackingKeyResource,
} from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { customEventService, hotFunctionService, ingestIssueService, publicEventService, trackingKeyService } from './registry.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const T = (p: string) => `/lenkor-tracking${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const event = (n: number) => ({
  code: `evt_${n}`,
  nameZh: `事件${n}`,
  nameEn: `Event ${n}`,
  owner: 'Li Lei',
  enforcement: 'warn',
  descriptionZh: '诊断',
  properties: [{ name: 'result', type: 'string', required: true, enumValues: ['ok', 'fail'] }],
});

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describeResource(trackingEventResource, { app: () => t, sample: event, change: { nameEn: 'Renamed', enforcement: 'reject' }, service: customEventService });
describeResource(publicEventResource, { app: () => t, sample: (n) => event(n + 50_000), change: { owner: 'Han Meimei' }, service: publicEventService });
describeResource(trackingKeyResource, {
  app: () => t,
  sample: (n) => ({ name: `App ${n}`, remark: 'field tablets' }),
  change: {},
  service: trackingKeyService,
});
describeResource(hotFunctionResource, {
  app: () => t,
  sample: async (n) => {
    const e = await post(T('/customEvent/save'), event(n + 80_000));
    return { softCode: `SW${n}`, nameZh: `功能${n}`, nameEn: `Function ${n}`, eventId: e.body.data.id, failureProperty: 'result', failureValue: 'fail' };
  },
  change: { failureValue: 'error' },
  service: hotFunctionService,
});

let issueKey = '';
describeResource(ingestIssueResource, {
  app: () => t,
  service: ingestIssueService,
  sample: () => ({}),
  change: {},
  // an event nobody registered: refused, and listed with its reason
  record: async (n) => {
    if (!issueKey) issueKey = (await post(T('/publicKey/save'), { name: 'Issue app' })).body.data.key;
    const res = await call(
      t,
      {
        method: 'POST',
        url: '/lenkor-app/tracking/events',
        payload: {
          events: [{ clientId: `issue-${n}-xxxx`, event: `nope_${n}`, time: '2026-03-02T07:00:00Z', sn: `SN${n}`, softCode: 'X431', version: '1.0' }],
        },
      },
      { [TRACKING_KEY_HEADER]: issueKey },
    );
    expect(res.body.data.rejected).toHaveLength(1);
    const page = await post(T('/ingestIssue/page'), { clientId: `issue-${n}-xxxx` });
    return page.body.data.records[0].id;
  },
});

describe('the registry, its business rules', () => {
  it('shows a public key once, in the reply of its issue, and keeps only its hash', async () => {
    const issued = (await post(T('/publicKey/save'), { name: 'Diag app' })).body.data;
    expect(issued.key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(issued.prefix).toBe(issued.key.slice(0, 10));
    const detail = (await call(t, { method: 'GET', url: T(`/publicKey/detail/${issued.id}`) }, admin.headers)).body.data;
    expect(detail).toMatchObject({ key: null, prefix: issued.prefix, enabled: true, allowedActions: ['disable'] });
    const rows = await t.ctx.db.execute(`select key_hash from tracking_keys where id = ${issued.id}` as never);
    expect(JSON.stringify(rows)).not.toContain(issued.key);
  });

  it('refuses enum values that are not of the property type, and a property named twice', async () => {
    const bad = await post(T('/customEvent/save'), {
      ...event(1),
      properties: [{ name: 'speed', type: 'number', required: false, enumValues: ['fast'] }],
    });
    expect(bad.body.code).toBe(1001);
    const twice = await post(T('/customEvent/save'), {
      ...event(2),
      properties: [
        { name: 'a', type: 'string', required: false },
        { name: 'a', type: 'number', required: false },
      ],
    });
    expect(twice.body.code).toBe(1001);
  });

  it('keeps one code for both kinds, and lists custom and public events apart', async () => {
    await post(T('/customEvent/save'), event(3));
    expect((await post(T('/publicEvent/save'), event(3))).body.code).toBe(10120);
    const custom = (await post(T('/customEvent/page'), { code: 'evt_3' })).body.data.records as J[];
    const pub = (await post(T('/publicEvent/page'), { code: 'evt_3' })).body.data.records as J[];
    expect(custom.map((r) => r.code)).toContain('evt_3');
    expect(pub.map((r) => r.code)).not.toContain('evt_3');
    expect(custom.find((r) => r.code === 'evt_3')).toMatchObject({ propertyCount: 1 });
  });
});
