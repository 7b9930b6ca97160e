import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RtTestClient } from '../../src/platform/realtime/test-client';
import { type ClusterClient, clusterClient, type Session } from './client';
import { CLUSTER_ADMIN_PASSWORD, type Cluster, type Instance, startCluster } from './instances';

/*
 * The real-time hub across two server processes on one PostgreSQL and one Redis (issue 13):
 * a frame published on one instance reaches the sockets on the other through Redis pub/sub,
 * and ending a session on one closes its sockets on the other.
 */
const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

let cluster: Cluster;
let a: Instance;
let b: Instance;
let c: ClusterClient;
let admin: Session;

const wsUrl = (inst: Instance) => `${inst.baseURL.replace(/^http/, 'ws')}${cluster.svcPath('rt', '/ws')}`;

beforeAll(async () => {
  if (!DATABASE_SERVER || !REDIS) return;
  cluster = await startCluster({ databaseServerUrl: DATABASE_SERVER, redisUrl: REDIS, count: 2 });
  [a, b] = cluster.instances as [Instance, Instance];
  c = clusterClient(cluster);
  admin = await c.signIn(a, 'admin', CLUSTER_ADMIN_PASSWORD, 'admin-laptop');
});
afterAll(async () => {
  await cluster?.stop();
});

async function smsCode(phone: string): Promise<string> {
  const dir = path.join(cluster.dataDir, 'outbox', 'sms');
  for (let i = 0; i < 100; i++) {
    const f = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((x) => x.endsWith(`-${phone}.json`))
          .sort()
          .at(-1)
      : undefined;
    if (f) return /\b(\d{6})\b/.exec(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).text as string)![1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no SMS code');
}

async function imCall(inst: Instance, method: string, p: string, body?: unknown) {
  const res = await fetch(`${inst.baseURL}${p}`, {
    method,
    headers: { authorization: `Bearer ${admin.token}`, 'x-device-id': admin.deviceId, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

describe.skipIf(!DATABASE_SERVER || !REDIS)('two instances: the real-time hub', () => {
  it('a waiting customer on A rings the agent on B; messages cross both ways; signing out on A closes the socket on B', async () => {
    const adminId = admin.userId;
    const saved = await imCall(a, 'POST', '/imApi/agent/save', {
      userId: adminId,
      nickname: 'Cluster agent',
      productIds: [],
      languages: ['zh-CN', 'en-US'],
      capacity: 3,
      workStart: '00:00',
      workEnd: '23:59',
      enabled: true,
    });
    expect(saved.code).toBe(200);

    const agentWs = await RtTestClient.open(wsUrl(b));
    await agentWs.handshake(admin.token);

    const phone = '13912347701';
    await c.call(a, 'POST', 'app', '/auth/code', { body: { channel: 'sms', target: phone, purpose: 'signUp', language: 'en-US' } });
    const up = await c.call(a, 'POST', 'app', '/auth/signUp', { body: { phone, code: await smsCode(phone), password: 'Secret@123', language: 'en-US' } });
    const customerToken = (up.body.data as { accessToken: string }).accessToken;
    const customerWs = await RtTestClient.open(wsUrl(a));
    await customerWs.handshake(customerToken);

    const start = await c.call(a, 'POST', 'app', '/im/consult/start', { headers: { authorization: `Bearer ${customerToken}` }, body: {} });
    const sessionId = (start.body.data as { id: number }).id;
    // the bell notice written on A reaches the agent's socket on B
    const notice = await agentWs.next((f) => f.cmd === 7);
    expect(notice.data.kind).toBe('consultation');

    expect((await imCall(b, 'PUT', '/imApi/imSession/pickUp', { sessionId })).code).toBe(200);
    // the agent sends on B; the customer's socket on A receives it
    agentWs.send({ cmd: 5, data: { sessionId, clientId: 'b-1', type: 0, content: 'hello from B' } });
    await agentWs.next((f) => f.cmd === 5 && f.data.ack === 'b-1');
    expect((await customerWs.next((f) => f.cmd === 6 && f.data.message.clientId === 'b-1')).data.message.content).toBe('hello from B');
    // and back
    customerWs.send({ cmd: 5, data: { sessionId, clientId: 'a-1', type: 0, content: 'hello from A' } });
    expect((await agentWs.next((f) => f.cmd === 6 && f.data.message.clientId === 'a-1')).data.message.content).toBe('hello from A');

    // signing out on A closes the agent's socket on B with 3000
    await c.call(a, 'DELETE', 'auth', '/token/logout', { session: admin });
    expect((await agentWs.waitClose()).code).toBe(3000);
    customerWs.close();
  });
});
