import { TERMINAL_PERMISSIONS as P } from '@diagops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainUsesIndex } from '../../platform/kit/explain';
import { seedTerminalsDemo } from './terminals.demo';
import { hashTerminalSecret, verifyTerminalSecret } from './terminals.secret';
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
const beat = (payload: Record<string, unknown>, appKey: string | null = key, secret?: string) =>
  post('/lenkor-app/terminal/heartbeat', payload, {
    language: 'en-US',
    ...(appKey ? { 'x-app-key': appKey } : {}),
    ...(secret !== undefined ? { 'x-terminal-secret': secret } : {}),
  });
const rowOf = async (id: number) => (await t.ctx.db.select().from(terminals).where(eq(terminals.id, id)))[0]!;

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
    const on = (await post(U('/enable'), { id, version: 2 }, admin.headers)).json().data;
    expect(on.terminal).toMatchObject({ status: 'enabled', hasSecret: true });
    expect((await beat({ app: 'newEnergy', terminalKey: 'NE-0001', appVersion: 'V2.0.5' }, key, on.secret)).json().code).toBe(2000);
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

  it('issues a terminal its own secret: the heartbeat then needs it (1011 without or wrong, nothing recorded)', async () => {
    const sn = 'RP-SECRET-1';
    const id = (await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.0' })).json().data.id;
    const listed = (await post(U('/page'), { app: 'repair', terminalKey: sn }, admin.headers)).json().data.records[0];
    expect(listed).toMatchObject({ hasSecret: false, secretIssuedTime: null, version: 1 });
    // stale version, then issued
    expect((await post(U('/issueSecret'), { id, version: 2 }, admin.headers)).json().code).toBe(1005);
    expect((await post(U('/issueSecret'), { id, version: 1, secret: 'x' }, admin.headers)).json().code).toBe(1001);
    const issued = await post(U('/issueSecret'), { id, version: 1 }, admin.headers);
    const { secret, terminal } = issued.json().data as { secret: string; terminal: Record<string, unknown> };
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(terminal).toMatchObject({ id, hasSecret: true, secretIssuedTime: new Date(t.clock.now()).toISOString(), version: 2 });
    const stored = await rowOf(id);
    expect(stored.secretHash).toMatch(/^scrypt\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored.secretHash).not.toContain(secret);

    t.clock.advance(60_000);
    const before = await rowOf(id);
    const refused = [
      await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1', osVersion: 'Android-15' }),
      await beat({ app: 'repair', terminalKey: sn.toLowerCase(), appVersion: 'V5.0.1' }, key, secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A')),
      await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1' }, key, ''),
      await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1' }, key, secret.repeat(5)),
    ];
    expect(refused.map((r) => r.json().code)).toEqual([1011, 1011, 1011, 1011]);
    // nothing recorded: not seen, same version, OS and IP
    expect(await rowOf(id)).toEqual(before);
    // the fleet key is still required beside the secret
    expect((await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1' }, null, secret)).json().code).toBe(15602);
    const good = await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1' }, key, secret);
    expect(good.json()).toMatchObject({ code: 2000, data: { id, registered: false } });
    expect(await rowOf(id)).toMatchObject({ appVersion: 'V5.0.1', lastSeenAt: new Date(t.clock.now()), lastIp: '127.0.0.1' });
    expect((await rowOf(id)).lastSeenAt).not.toEqual(before.lastSeenAt);

    // the secret is in no other reply: not the list, not the heartbeat, not the operation log
    const page = await post(U('/page'), { app: 'repair', terminalKey: sn }, admin.headers);
    expect(page.json().data.records[0]).toMatchObject({ hasSecret: true, secretIssuedTime: terminal.secretIssuedTime });
    for (const body of [page.body, good.body]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(stored.secretHash!.split('$')[2]!);
    }
    const logs = await t.ctx.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'terminal'), eq(operationLogs.targetId, String(id))));
    expect(logs.map((l) => l.action)).toEqual(['issueSecret']);
    expect(logs[0]!.after).toMatchObject({ terminalKey: sn, keyIssuedAt: terminal.secretIssuedTime });
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(stored.secretHash!.split('$')[2]!);

    // re-issuing replaces it: the old secret is refused, the new one works
    const again = (await post(U('/issueSecret'), { id, version: 2 }, admin.headers)).json().data;
    expect(again.secret).not.toBe(secret);
    expect((await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1' }, key, secret)).json().code).toBe(1011);
    expect((await beat({ app: 'repair', terminalKey: sn, appVersion: 'V5.0.1' }, key, again.secret)).json().code).toBe(2000);
    t.clock.advance(-60_000);
  });

  it('disabling refuses even the right secret; enabling issues a new one and the old one dies', async () => {
    const sn = 'NE-SECRET-2';
    const id = (await beat({ app: 'newEnergy', terminalKey: sn, appVersion: 'V2.1.0' })).json().data.id;
    const first = (await post(U('/issueSecret'), { id, version: 1 }, admin.headers)).json().data.secret as string;
    expect((await beat({ app: 'newEnergy', terminalKey: sn, appVersion: 'V2.1.0' }, key, first)).json().code).toBe(2000);
    expect((await post(U('/disable'), { id, version: 2 }, admin.headers)).json().data).toMatchObject({ status: 'disabled', hasSecret: true });
    const before = await rowOf(id);
    t.clock.advance(60_000);
    expect((await beat({ app: 'newEnergy', terminalKey: sn, appVersion: 'V2.1.1' }, key, first)).json().code).toBe(1011);
    expect(await rowOf(id)).toEqual(before);
    // a disabled terminal is not issued a secret by itself: enabling does that
    expect((await post(U('/issueSecret'), { id, version: 3 }, admin.headers)).json().code).toBe(1017);
    const enabled = await post(U('/enable'), { id, version: 3 }, admin.headers);
    const { secret, terminal } = enabled.json().data as { secret: string; terminal: Record<string, unknown> };
    expect(terminal).toMatchObject({ status: 'enabled', hasSecret: true, secretIssuedTime: new Date(t.clock.now()).toISOString(), version: 4 });
    expect(secret).not.toBe(first);
    expect((await beat({ app: 'newEnergy', terminalKey: sn, appVersion: 'V2.1.1' }, key, first)).json().code).toBe(1011);
    expect((await beat({ app: 'newEnergy', terminalKey: sn, appVersion: 'V2.1.1' }, key)).json().code).toBe(1011);
    expect((await beat({ app: 'newEnergy', terminalKey: sn, appVersion: 'V2.1.1' }, key, secret)).json().code).toBe(2000);
    expect((await post(U('/disable'), { id, version: 4 }, admin.headers)).body).not.toContain(secret);
    const logs = await t.ctx.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'terminal'), eq(operationLogs.targetId, String(id))));
    expect(logs.map((l) => l.action).sort()).toEqual(['disable', 'disable', 'enable', 'issueSecret']);
    expect(JSON.stringify(logs)).not.toContain(secret);
    expect(JSON.stringify(logs)).not.toContain(first);
    t.clock.advance(-60_000);
  });

  it("issuing a secret needs the terminal's app's edit permission", async () => {
    const id = (await beat({ app: 'remote', terminalKey: 'RM-SECRET-3', appVersion: 'V1.9.3' })).json().data.id;
    for (const perms of [[P.remoteView.name], [P.repairEdit.name, P.newEnergyEdit.name]]) {
      const user = await userWith(t, perms);
      expect((await post(U('/issueSecret'), { id, version: 1 }, user.headers)).json().code).toBe(1000);
    }
    expect((await rowOf(id)).secretHash).toBeNull();
    const remoteEditor = await userWith(t, [P.remoteEdit.name]);
    const r = (await post(U('/issueSecret'), { id, version: 1 }, remoteEditor.headers)).json();
    expect(r.data.terminal).toMatchObject({ hasSecret: true, version: 2 });
  });

  it('hashes each secret with its own salt (the same secret gives two hashes, both verify)', async () => {
    const a = await hashTerminalSecret('same-secret');
    const b = await hashTerminalSecret('same-secret');
    expect(a).not.toBe(b);
    expect(await verifyTerminalSecret(a, 'same-secret')).toBe(true);
    expect(await verifyTerminalSecret(b, 'same-secret')).toBe(true);
    expect(await verifyTerminalSecret(a, 'same-secreT')).toBe(false);
    expect(await verifyTerminalSecret(a, undefined)).toBe(false);
    expect(await verifyTerminalSecret('plain$abc', 'same-secret')).toBe(false);
  });
});
