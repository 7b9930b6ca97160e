import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, type TestApp } from '../../../test/helpers';
import { notifyStaff, realtimeHub } from '.';
import { RtTestClient } from './test-client';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.ctx.svcPath('rt', '/ws')}`;
});
afterAll(async () => t.close());

describe('real-time hub', () => {
  it('shakes hands with a staff token, answers heartbeats and pushes bell notices', async () => {
    const admin = await signInAdmin(t);
    const c = await RtTestClient.open(url);
    const hello = await c.handshake(admin.token);
    expect(hello.data).toMatchObject({ kind: 'staff', userId: admin.userId });
    c.send({ cmd: 1, data: {} });
    expect((await c.next((f) => f.cmd === 1)).cmd).toBe(1);
    await notifyStaff({ userIds: [admin.userId], kind: 'consultation', title: 'A customer waits', link: '/customerServiceManagement/sessionPool/list' });
    const notice = await c.next((f) => f.cmd === 7);
    expect(notice.data).toMatchObject({ kind: 'consultation', title: 'A customer waits', read: false });
    const list = await t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', '/notice/list'), headers: admin.headers });
    expect(list.json().data.unread).toBe(1);
    await t.app.inject({ method: 'PUT', url: t.ctx.svcPath('user', '/notice/read'), headers: admin.headers, payload: {} });
    const after = await t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', '/notice/list'), headers: admin.headers });
    expect(after.json().data).toMatchObject({ unread: 0 });
    expect(after.json().data.records[0].read).toBe(true);
    c.close();
  });

  it('answers bad frames with error frames and keeps the socket', async () => {
    const admin = await signInAdmin(t);
    const c = await RtTestClient.open(url);
    c.send({ cmd: 9 });
    expect((await c.next((f) => f.cmd === 2)).data.code).toBe('not_signed_in');
    await c.handshake(admin.token);
    c.send('not json');
    expect((await c.next((f) => f.cmd === 2)).data.code).toBe('bad_frame');
    c.send({ cmd: 'x' });
    expect((await c.next((f) => f.cmd === 2)).data.code).toBe('bad_frame');
    c.send({ cmd: 777, data: 1 });
    expect((await c.next((f) => f.cmd === 2)).data.code).toBe('unknown_cmd');
    c.send({ cmd: 1 });
    await c.next((f) => f.cmd === 1);
    expect(c.closed).toBeNull();
    c.close();
  });

  it('closes on a forged token, an oversized frame and a flood, and the others stay open', async () => {
    const admin = await signInAdmin(t);
    const bystander = await RtTestClient.open(url);
    await bystander.handshake(admin.token);

    const forged = await RtTestClient.open(url);
    forged.send({ cmd: 0, data: { accessToken: 'forged-token' } });
    expect(await forged.waitClose()).toMatchObject({ code: 4001, reason: 'bad token' });

    const big = await RtTestClient.open(url);
    big.send({ cmd: 1, data: 'x'.repeat(70 * 1024) });
    expect((await big.waitClose()).code).toBe(1009);

    const flood = await RtTestClient.open(url);
    await flood.handshake(admin.token);
    for (let i = 0; i < 200; i++) flood.send({ cmd: 1 });
    expect(await flood.waitClose()).toMatchObject({ code: 4008, reason: 'too many frames' });

    bystander.send({ cmd: 1 });
    await bystander.next((f) => f.cmd === 1);
    expect(bystander.closed).toBeNull();
    bystander.close();
  });

  it('closes the sockets of a session that signs out with 3000', async () => {
    const admin = await signInAdmin(t, 'rt-logout');
    const c = await RtTestClient.open(url);
    await c.handshake(admin.token);
    const res = await t.app.inject({ method: 'DELETE', url: t.ctx.svcPath('auth', '/token/logout'), headers: admin.headers });
    expect(res.statusCode).toBeLessThan(300);
    expect((await c.waitClose()).code).toBe(3000);
    // the ended token no longer shakes hands
    const again = await RtTestClient.open(url);
    again.send({ cmd: 0, data: { accessToken: admin.token } });
    expect((await again.waitClose()).code).toBe(4001);
    expect(realtimeHub()).not.toBeNull();
  });
});
