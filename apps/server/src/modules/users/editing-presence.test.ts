import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { RtTestClient } from '../../platform/realtime/test-client';

let t: TestApp;
let url: string;
let admin: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.ctx.svcPath('rt', '/ws')}`;
  admin = await signInAdmin(t);
  other = await userWith(t, []);
});
afterAll(() => t.close());

const socket = async (who: SignedIn) => {
  const ws = await RtTestClient.open(url);
  await ws.handshake(who.token);
  return ws;
};
const isEditing =
  (state: string, record = 'dealer:12') =>
  (f: { cmd: number; data: { state?: string; record?: string } }) =>
    f.cmd === 9 && f.data.state === state && f.data.record === record;

describe('who is editing a record (cmd 9)', () => {
  it('tells everyone with the record open who joins, who is still there and who leaves, with their name', async () => {
    const a = await socket(admin);
    a.send({ cmd: 9, data: { record: 'dealer:12', state: 'join' } });
    const you = await a.next(isEditing('you'));
    expect(you.data.sessionId).toEqual(expect.any(String));
    expect((await a.next(isEditing('join'))).data.editor).toMatchObject({ sessionId: you.data.sessionId, name: expect.any(String) });

    const b = await socket(other);
    b.send({ cmd: 9, data: { record: 'dealer:12', state: 'join' } });
    const bJoined = await a.next(isEditing('join'));
    expect(bJoined.data.editor.sessionId).not.toBe(you.data.sessionId);
    // A answers the newcomer, who so learns A is there
    a.send({ cmd: 9, data: { record: 'dealer:12', state: 'here' } });
    expect((await b.next((f) => isEditing('here')(f) && f.data.editor.sessionId === you.data.sessionId)).data.editor.userId).toBe(admin.userId);

    // another record's news does not reach them
    const c = await socket(other);
    c.send({ cmd: 9, data: { record: 'dealer:13', state: 'join' } });
    await c.next(isEditing('join', 'dealer:13'));
    expect(a.frames.some((f) => f.cmd === 9 && f.data.record === 'dealer:13')).toBe(false);

    // B closes the form, then A's socket goes: each is told as `leave`
    b.send({ cmd: 9, data: { record: 'dealer:12', state: 'leave' } });
    expect((await a.next(isEditing('leave'))).data.editor.sessionId).toBe(bJoined.data.editor.sessionId);
    b.send({ cmd: 9, data: { record: 'dealer:12', state: 'join' } });
    await b.next(isEditing('you'));
    a.ws.close();
    expect((await b.next((f) => isEditing('leave')(f) && f.data.editor.sessionId === you.data.sessionId)).data.editor.userId).toBe(admin.userId);
    b.ws.close();
    c.ws.close();
  });

  it('refuses a malformed record or state with an error frame, and `here` from a socket that never joined says nothing', async () => {
    const a = await socket(admin);
    const watcher = await socket(other);
    watcher.send({ cmd: 9, data: { record: 'dealer:7', state: 'join' } });
    await watcher.next(isEditing('join', 'dealer:7'));
    a.send({ cmd: 9, data: { record: 'dealer 7; drop', state: 'join' } });
    expect((await a.next((f) => f.cmd === 2)).data.code).toBe('1001');
    a.send({ cmd: 9, data: { record: 'dealer:7', state: 'join', extra: 1 } });
    expect((await a.next((f) => f.cmd === 2)).data.code).toBe('1001');
    a.send({ cmd: 9, data: { record: 'dealer:7', state: 'here' } });
    a.send({ cmd: 1, data: null });
    await new Promise((r) => setTimeout(r, 200));
    expect(watcher.frames.filter((f) => f.cmd === 9 && f.data.state !== 'you')).toEqual([]);
    a.ws.close();
    watcher.ws.close();
  });
});
