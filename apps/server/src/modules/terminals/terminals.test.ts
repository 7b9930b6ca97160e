import { TERMINAL_PERMISSIONS as P } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { explainUsesIndex } from '../../platform/kit/explain';
import { seedTerminalsDemo } from './terminals.demo';
import { terminalPage } from './terminals.service';
import { terminals } from './terminals.tables';

let t: TestApp;
let admin: SignedIn;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const r = await t.app.inject({ method: 'POST', url: '/lenkor-user/appKey/save', headers: admin.headers, payload: { name: 'terminals' } });
  key = r.json().data.key;
});
afterAll(() => t.close());

const U = (p: string) => `/lenkor-user/terminal${p}`;
const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const beat = (payload: Record<string, unknown>, appKey: string | null = key) =>
  post('/lenkor-app/terminal/heartbeat', payload, appKey ? { 'x-app-key': appKey, language: 'en-US' } : { language: 'en-US' });

describe('terminals', () => {
  it('registers a terminal on its first heartbeat and records when it was last seen; needs an app key', async () => {
    expect((await beat({ app: 'repair', terminalKey: '988800001', appVersion: 'V5.3.0' }, null)).json().code).toBe(15602);
    expect((await beat({ app: 'repair', terminalKey: '988800001', appVersion: 'V5.3.0' }, 'lk_wrong')).json().code).toBe(1011);
    expect((await beat({ app: 'repair', terminalKey: 'bad key!', appVersion: 'V5.3.0' })).json().code).toBe(1001);
    const first = await beat({ app: 'repair', terminalKey: '988800001', appVersion: 'V5.3.0', osVersion: 'Android-13' });
    expect(first.json().data).toMatchObject({ status: 'enabled', registered: true });
    t.clock.advance(60_000);
    const again = await beat({ app: 'repair', terminalKey: '988800001', appVersion: 'V5.3.2' });
    expect(again.json().data).toMatchObject({ id: first.json().data.id, registered: false });
    // the same key in another app is another terminal
    expect((await beat({ app: 'remote', terminalKey: '988800001', appVersion: 'V1.0' })).json().data.registered).toBe(true);
    const page = (await post(U('/page'), { app: 'repair', terminalKey: '9888' }, admin.headers)).json().data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ appVersion: 'V5.3.2', osVersion: 'Android-13', online: true, lastSeenTime: new Date(t.clock.now()).toISOString() });
    t.clock.advance(11 * 60_000);
    expect((await post(U('/page'), { app: 'repair', terminalKey: '9888' }, admin.headers)).json().data.records[0].online).toBe(false);
    t.clock.advance(-12 * 60_000);
  });

  it('disables a terminal (its calls are then refused and not recorded) and enables it again; versions and states are checked', async () => {
    const id = (await beat({ app: 'newEnergy', terminalKey: 'NE-0001', appVersion: 'V2.0.4' })).json().data.id;
    const off = await post(U('/disable'), { id, version: 1 }, admin.headers);
    expect(off.json().data).toMatchObject({ status: 'disabled', online: false, version: 2 });
    const [before] = await t.ctx.db.select().from(terminals).where(eq(terminals.id, id));
    t.clock.advance(60_000);
    expect((await beat({ app: 'newEnergy', terminalKey: 'ne-0001', appVersion: 'V2.0.9', osVersion: 'Android-14' })).json().code).toBe(1011);
    // the refused report is not recorded: not seen, same version and OS
    const [after] = await t.ctx.db.select().from(terminals).where(eq(terminals.id, id));
    expect(after).toMatchObject({ lastSeenAt: before!.lastSeenAt, appVersion: 'V2.0.4', osVersion: null, status: 'disabled' });
    t.clock.advance(-60_000);
    expect((await post(U('/disable'), { id, version: 2 }, admin.headers)).json().code).toBe(1017);
    expect((await post(U('/enable'), { id, version: 1 }, admin.headers)).json().code).toBe(1005);
    expect((await post(U('/enable'), { id, version: 2 }, admin.headers)).json().data.status).toBe('enabled');
    expect((await beat({ app: 'newEnergy', terminalKey: 'NE-0001', appVersion: 'V2.0.5' })).json().code).toBe(2000);
    expect((await post(U('/enable'), { id: 999999, version: 1 }, admin.headers)).json().code).toBe(1002);
  });

  it("each app's list and switch need that app's permissions", async () => {
    const id = (await beat({ app: 'remote', terminalKey: 'RM-PERM-1', appVersion: 'V1.9.3' })).json().data.id;
    const viewer = await userWith(t, [P.repairView.name]);
    expect((await post(U('/page'), { app: 'repair' }, viewer.headers)).json().code).toBe(2000);
    expect((await post(U('/page'), { app: 'remote' }, viewer.headers)).json().code).toBe(1000);
    expect((await post(U('/page'), {}, viewer.headers)).json().code).toBe(1001);
    const repairEditor = await userWith(t, [P.repairEdit.name]);
    expect((await post(U('/disable'), { id, version: 1 }, repairEditor.headers)).json().code).toBe(1000);
    const remoteEditor = await userWith(t, [P.remoteEdit.name]);
    expect((await post(U('/disable'), { id, version: 1 }, remoteEditor.headers)).json().data.status).toBe('disabled');
  });

  it('seeds terminals of every app; every filter and sort is served by an index', async () => {
    await seedTerminalsDemo(t.ctx);
    for (const app of ['repair', 'newEnergy', 'remote'] as const) {
      expect((await post(U('/page'), { app, size: 50 }, admin.headers)).json().data.total).toBeGreaterThanOrEqual(12);
      for (const q of [{ app }, { app, terminalKey: 'NE' }, { app, appVersion: 'V2' }, { app, status: 'disabled' as const }]) {
        for (const sort of [undefined, { field: 'registeredTime' as const, order: 'asc' as const }]) {
          const list = t.ctx.db
            .select()
            .from(terminals)
            .where(terminalPage.where(q))
            .orderBy(...terminalPage.orderBy({ ...q, sort }))
            .limit(10);
          const r = await explainUsesIndex(t.ctx.db, 'terminals', list);
          expect(r.ok, `${JSON.stringify(q)}\n${r.plan}`).toBe(true);
        }
      }
    }
  });
});
