import type { AddressInfo } from 'node:net';
import { CHAT_PERMISSIONS as P } from '@diagops/contracts';
import { count, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { multipartFile, readSheet, waitForJob } from '../../../test/kit-helpers';
import { explainUsesIndex } from '../../platform/kit/explain';
import { RtTestClient } from '../../platform/realtime/test-client';
import { signUpCustomer } from '../customers/test-support';
import { transcriptRows } from './chat.excel';
import { withinHours } from './chat.hours';
import { poolRows, quickPage, recordPage } from './chat.repository';
import { drainPoolSafely } from './chat.service';
import { chatQuickReplies, chatSessions } from './chat.tables';

let t: TestApp;
let url: string;
let admin: SignedIn;
const AGENT_PERMS = [P.workbench.name, P.pool.name, P.quickEdit.name];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.ctx.svcPath('rt', '/ws')}`;
  admin = await signInAdmin(t);
});
afterAll(async () => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: Record<string, string>, payload?: unknown) {
  const res = await t.app.inject({ method, url: path, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const app = (p: string) => t.ctx.svcPath('app', `/im/consult${p}`);

/** A staff user with the workbench permissions who is an agent (offline until login). */
async function makeAgent(
  opts: { capacity?: number; productIds?: number[]; languages?: Array<'zh-CN' | 'en-US'>; workStart?: string; workEnd?: string; timeZone?: string } = {},
) {
  const u = await userWith(t, AGENT_PERMS);
  const r = await call('POST', '/imApi/agent/save', admin.headers, {
    userId: u.userId,
    nickname: `Agent ${u.userId}`,
    productIds: opts.productIds ?? [],
    languages: opts.languages ?? ['zh-CN', 'en-US'],
    capacity: opts.capacity ?? 3,
    workStart: opts.workStart ?? '00:00',
    workEnd: opts.workEnd ?? '23:59',
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
    enabled: true,
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return { ...u, agentId: r.body.data.id as number };
}

describe('chat', () => {
  it('agents: saved, listed, edited; a user is an agent once; chat calls answer code 200', async () => {
    const a = await makeAgent();
    const again = await call('POST', '/imApi/agent/save', admin.headers, {
      userId: a.userId,
      nickname: 'dup',
      productIds: [],
      languages: ['zh-CN'],
      capacity: 1,
      workStart: '00:00',
      workEnd: '23:59',
      enabled: true,
    });
    expect(again.body.code).toBe(76209);
    const page = await call('POST', '/imApi/agent/page', admin.headers, { current: 1, size: 10 });
    expect(page.body.code).toBe(200);
    expect(page.body.data.records.some((r: { userId: number }) => r.userId === a.userId)).toBe(true);
    const upd = await call('PUT', '/imApi/agent/update', admin.headers, {
      id: a.agentId,
      nickname: 'Renamed',
      productIds: [],
      languages: ['en-US'],
      capacity: 2,
      workStart: '08:00',
      workEnd: '20:00',
      enabled: true,
    });
    expect(upd.body.data).toMatchObject({ nickname: 'Renamed', capacity: 2, languages: ['en-US'] });
    const bad = await call('POST', '/imApi/agent/save', admin.headers, {
      userId: a.userId,
      nickname: 'x',
      productIds: [],
      languages: [],
      capacity: 0,
      workStart: '25:00',
      workEnd: 'x',
      enabled: true,
      extra: 1,
    });
    expect(bad.body.code).toBe(1001);
    // a user without the workbench permission is refused; a non-agent with it gets 76201
    const plain = await userWith(t, [P.workbench.name]);
    expect((await call('POST', '/imApi/login', plain.headers, { terminal: 0, userId: plain.userId, deviceId: 'd' })).body.code).toBe(76201);
    const none = await userWith(t, []);
    expect((await call('POST', '/imApi/imSession/findWorkList', none.headers, {})).body.code).toBe(1000);
  });

  it('quick replies: own and shared; the quick list has both', async () => {
    const a = await makeAgent();
    expect((await call('POST', '/imApi/quick/save', a.headers, { shared: false, content: 'Hello, how can I help?', sort: 1 })).body.code).toBe(200);
    // shared ones need the shared permission
    expect((await call('POST', '/imApi/quick/save', a.headers, { shared: true, content: 'Shared', sort: 1 })).body.code).toBe(1000);
    expect((await call('POST', '/imApi/quick/save', admin.headers, { shared: true, content: 'Thanks for waiting', sort: 2 })).body.code).toBe(200);
    const list = await call('POST', '/imApi/imSession/quickList', a.headers, {});
    const contents = list.body.data.map((q: { content: string }) => q.content);
    expect(contents).toContain('Hello, how can I help?');
    expect(contents).toContain('Thanks for waiting');
  });

  it('a customer waits in the pool, an agent picks up, both talk in order without duplicates, read, recall, rate', async () => {
    const a = await makeAgent();
    const cu = await signUpCustomer(t, { name: 'Pool Customer' });
    const start = await call('POST', app('/start'), cu.headers, { language: 'zh-CN' });
    expect(start.body.code).toBe(2000);
    const sessionId = start.body.data.id as number;
    // the agent is offline: the session waits
    expect(start.body.data.status).toBe(0);
    const pool = await call('POST', '/imApi/imSession/poolList', a.headers, {});
    expect(pool.body.data.records.map((s: { id: number }) => s.id)).toContain(sessionId);
    // the bell of every agent serving it has a notice
    const bell = await call('GET', t.ctx.svcPath('user', '/notice/list'), a.headers);
    expect(bell.body.data.records.some((n: { kind: string }) => n.kind === 'consultation')).toBe(true);

    // the agent may not send before taking it
    expect((await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'x1', type: 0, content: 'hi' })).body.code).toBe(76202);
    const taken = await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId });
    expect(taken.body.data).toMatchObject({ status: 1, agentUserId: a.userId });
    expect((await call('PUT', '/imApi/imSession/pickUp', admin.headers, { sessionId })).body.code).not.toBe(200);

    const m1 = await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'c-1', type: 0, content: 'My scanner does not start' });
    const dup = await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'c-1', type: 0, content: 'My scanner does not start' });
    expect(dup.body.data.id).toBe(m1.body.data.id);
    const m2 = await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'a-1', type: 0, content: 'Let me check [微笑]' });
    expect(m2.body.code).toBe(200);
    expect(m2.body.data.seq).toBe(m1.body.data.seq + 1);

    const pulled = await call('GET', `/imApi/message/consult/pullOfflineMessage?sessionId=${sessionId}&afterSeq=0`, a.headers);
    const texts = pulled.body.data.messages.filter((m: { type: number }) => m.type === 0).map((m: { content: string }) => m.content);
    expect(texts).toEqual(['My scanner does not start', 'Let me check [微笑]']);
    const seqs = pulled.body.data.messages.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual([...seqs].sort((x: number, y: number) => x - y));
    // after a sequence: only what is newer
    const after = await call('GET', app(`/pull?sessionId=${sessionId}&afterSeq=${m1.body.data.seq}`), cu.headers);
    expect(after.body.data.messages.map((m: { id: number }) => m.id)).toEqual([m2.body.data.id]);

    // read receipts
    await call('PUT', '/imApi/message/consult/readed', a.headers, { sessionId, seq: m1.body.data.seq });
    const read = await call('GET', app(`/pull?sessionId=${sessionId}&afterSeq=0`), cu.headers);
    expect(read.body.data.messages.find((m: { id: number }) => m.id === m1.body.data.id).status).toBe(3);

    // recall: own message within 2 minutes; not someone else's; not after the window
    expect((await call('PUT', '/imApi/message/consult/recall', a.headers, { sessionId, messageId: m1.body.data.id })).body.code).toBe(76205);
    const rc = await call('PUT', '/imApi/message/consult/recall', a.headers, { sessionId, messageId: m2.body.data.id });
    expect(rc.body.data).toMatchObject({ type: 10, content: String(m2.body.data.seq) });
    const m3 = await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'a-2', type: 0, content: 'late' });
    t.clock.advance(121_000);
    expect((await call('PUT', '/imApi/message/consult/recall', a.headers, { sessionId, messageId: m3.body.data.id })).body.code).toBe(76204);
    t.clock.advance(-121_000);

    // another agent cannot touch this session
    const other = await makeAgent();
    expect((await call('POST', '/imApi/message/consult/send', other.headers, { sessionId, clientId: 'o-1', type: 0, content: 'hi' })).body.code).toBe(76202);
    expect((await call('GET', `/imApi/imSession/customer/${cu.id}`, other.headers)).body.code).toBe(76202);
    const profile = await call('GET', `/imApi/imSession/customer/${cu.id}`, a.headers);
    expect(profile.body.data.customer).toMatchObject({ id: cu.id, name: 'Pool Customer' });

    // satisfaction request, rating once, close, transcript
    expect((await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'a-sat', type: 5, content: '' })).body.code).toBe(200);
    expect((await call('PUT', app('/rate'), cu.headers, { sessionId, score: 5, comment: 'great' })).body.data.rating).toBe(5);
    expect((await call('PUT', app('/rate'), cu.headers, { sessionId, score: 1 })).body.code).toBe(76208);
    const tagged = await call('POST', '/imApi/imSession/tagsSave', a.headers, { sessionId, tags: ['scanner', 'boot'] });
    expect(tagged.body.data.tags).toEqual(['scanner', 'boot']);
    expect((await call('PUT', '/imApi/imSession/close', a.headers, { sessionId })).body.data.status).toBe(2);
    expect((await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'c-late', type: 0, content: 'hello?' })).body.code).toBe(76203);
    const rec = await call('POST', '/imApi/imSession/recordPage', admin.headers, { current: 1, size: 10, keyword: 'Pool' });
    expect(rec.body.data.records.map((s: { id: number }) => s.id)).toContain(sessionId);
    // the transcript as xlsx: one row a message, in sequence, in the caller's language
    const exp = await t.app.inject({ method: 'GET', url: `/imApi/imSession/record/${sessionId}/export`, headers: { ...admin.headers, language: 'en-US' } });
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(exp.rawPayload);
    expect(rows[0]).toEqual(['Session', 'Time (UTC)', 'Sender', 'Type', 'Text']);
    const pulledAll = await call('GET', `/imApi/imSession/record/${sessionId}/messages?afterSeq=0`, admin.headers);
    expect(rows.length - 1).toBe(pulledAll.body.data.messages.length);
    expect(rows.slice(1).every((r) => r[0] === String(sessionId))).toBe(true);
    expect(rows).toContainEqual([
      String(sessionId),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      'Pool Customer',
      'Text',
      'My scanner does not start',
    ]);
    const recalledRow = rows.find((r) => r[4] === '(recalled)');
    expect(recalledRow?.slice(2, 4)).toEqual([`Agent ${a.userId}`, 'Text']);
    expect(rows.at(-1)?.slice(2)).toEqual(['System', 'Notice', 'The session has ended']);
    const zh = await readSheet(
      (await t.app.inject({ method: 'GET', url: `/imApi/imSession/record/${sessionId}/export`, headers: { ...admin.headers, language: 'zh-CN' } })).rawPayload,
    );
    expect(zh[0]).toEqual(['会话', '时间 (UTC)', '发送方', '类型', '内容']);
    expect(zh.at(-1)?.slice(2)).toEqual(['系统', '提示', '会话已结束']);
  });

  it('first come first served within capacity and skills; transfer', async () => {
    const a = await makeAgent({ capacity: 1, languages: ['en-US'] });
    expect((await call('POST', '/imApi/login', a.headers, { terminal: 0, userId: a.userId, deviceId: 'web' })).body.data.agent.status).toBe(1);
    const zh = await signUpCustomer(t, { language: 'zh-CN' });
    const en1 = await signUpCustomer(t, { language: 'en-US' });
    const en2 = await signUpCustomer(t, { language: 'en-US' });
    // zh-CN is not this agent's language: waits
    expect((await call('POST', app('/start'), zh.headers, {})).body.data.status).toBe(0);
    const s1 = (await call('POST', app('/start'), en1.headers, {})).body.data;
    expect(s1).toMatchObject({ status: 1, agentUserId: a.userId });
    // at capacity: the next one waits
    const s2 = (await call('POST', app('/start'), en2.headers, {})).body.data;
    expect(s2.status).toBe(0);
    expect((await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId: s2.id })).body.code).toBe(76206);
    // closing the first frees the slot: the waiting English one comes in
    await call('PUT', '/imApi/imSession/close', a.headers, { sessionId: s1.id });
    const wl = await call('POST', '/imApi/imSession/findWorkList', a.headers, {});
    expect(wl.body.data.sessions.map((s: { id: number }) => s.id)).toEqual([s2.id]);
    // transfer to another online agent
    const b = await makeAgent();
    expect((await call('PUT', '/imApi/imSession/transfer', a.headers, { sessionId: s2.id, toUserId: b.userId })).body.code).toBe(76210);
    await call('PUT', '/imApi/user/updateStatus', b.headers, { status: 2 });
    const moved = await call('PUT', '/imApi/imSession/transfer', a.headers, { sessionId: s2.id, toUserId: b.userId });
    expect(moved.body.data.agentUserId).toBe(b.userId);
    expect((await call('POST', '/imApi/message/consult/send', a.headers, { sessionId: s2.id, clientId: 'gone', type: 0, content: 'x' })).body.code).toBe(76202);
    await call('PUT', '/imApi/user/updateStatus', a.headers, { status: 0 });
  });

  it('over the socket: send with ack, push to the other side, typing, resend is not a duplicate, missed messages pulled by sequence', async () => {
    const a = await makeAgent();
    const cu = await signUpCustomer(t);
    const sessionId = (await call('POST', app('/start'), cu.headers, {})).body.data.id;
    await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId });
    const agentWs = await RtTestClient.open(url);
    await agentWs.handshake(a.token);
    const custWs = await RtTestClient.open(url);
    expect((await custWs.handshake(cu.token)).data).toMatchObject({ kind: 'customer', customerId: cu.id });

    custWs.send({ cmd: 5, data: { sessionId, clientId: 'ws-1', type: 0, content: 'over the socket' } });
    const ack = await custWs.next((f) => f.cmd === 5 && f.data.ack === 'ws-1');
    expect(ack.data.duplicate).toBe(false);
    const pushed = await agentWs.next((f) => f.cmd === 6 && f.data.message.clientId === 'ws-1');
    expect(pushed.data.message.content).toBe('over the socket');
    // the same client id again: acknowledged as the same message
    custWs.send({ cmd: 5, data: { sessionId, clientId: 'ws-1', type: 0, content: 'over the socket' } });
    const ack2 = await custWs.next((f) => f.cmd === 5 && f.data.ack === 'ws-1');
    expect(ack2.data).toMatchObject({ duplicate: true, message: { id: ack.data.message.id } });

    custWs.send({ cmd: 8, data: { type: 'typing', sessionId } });
    expect((await agentWs.next((f) => f.cmd === 8 && f.data.type === 'typing')).data).toMatchObject({ sessionId, by: 'customer' });

    // a send to a session that is not the socket's: an error frame naming the client id
    const stranger = await signUpCustomer(t);
    const strangerWs = await RtTestClient.open(url);
    await strangerWs.handshake(stranger.token);
    strangerWs.send({ cmd: 5, data: { sessionId, clientId: 'evil', type: 0, content: 'x' } });
    expect((await strangerWs.next((f) => f.cmd === 2)).data).toMatchObject({ code: '1002', ref: 'evil' });
    strangerWs.send({ cmd: 5, data: { nonsense: true } });
    expect((await strangerWs.next((f) => f.cmd === 2)).data.code).toBe('1001');

    // the agent drops; the customer writes twice; the agent comes back and pulls by its last sequence
    const held = pushed.data.message.seq as number;
    agentWs.close();
    // sent in a row without waiting: handled in order, so the last acknowledgement means all are in, in that order
    const written = ['are you there?', 'hello?', 'anyone?', 'ping', 'still here'];
    for (const [i, content] of written.entries()) custWs.send({ cmd: 5, data: { sessionId, clientId: `ws-${i + 2}`, type: 0, content } });
    await custWs.next((f) => f.cmd === 5 && f.data.ack === `ws-${written.length + 1}`);
    const back = await call('GET', `/imApi/message/consult/pullOfflineMessage?sessionId=${sessionId}&afterSeq=${held}`, a.headers);
    expect(back.body.data.messages.map((m: { content: string }) => m.content)).toEqual(written);
    const seqs = back.body.data.messages.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));

    // the customer signs out: the socket closes with 3000
    await call('POST', t.ctx.svcPath('app', '/auth/signOut'), cu.headers, {});
    expect((await custWs.waitClose()).code).toBe(3000);
    strangerWs.close();
  });
});

describe('chat call signalling (100–107)', () => {
  it('relayed between the agent and the customer of an active session, acknowledged, never stored; strangers, closed sessions and bad content refused', async () => {
    const a = await makeAgent();
    const cu = await signUpCustomer(t);
    const sessionId = (await call('POST', app('/start'), cu.headers, {})).body.data.id as number;
    // waiting (no agent yet): no call
    const early = await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'call-0', type: 100, content: '{"media":"audio"}' });
    expect(early.body.code).toBe(76203);
    await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId });
    const before = (await call('GET', `/imApi/message/consult/pullOfflineMessage?sessionId=${sessionId}&afterSeq=0`, a.headers)).body.data;

    const agentWs = await RtTestClient.open(url);
    await agentWs.handshake(a.token);
    const custWs = await RtTestClient.open(url);
    await custWs.handshake(cu.token);

    // the agent invites over HTTP: acknowledged with the signal, the customer's socket gets it at once
    const invite = await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'call-1', type: 100, content: '{"media":"video"}' });
    expect(invite.body.code).toBe(200);
    expect(invite.body.data).toMatchObject({ sessionId, clientId: 'call-1', type: 100, content: '{"media":"video"}', senderKind: 'staff', senderId: a.userId });
    expect(invite.body.data.seq).toBeUndefined();
    const got = await custWs.next((f) => f.cmd === 8 && f.data.type === 'call');
    expect(got.data).toMatchObject({ sessionId, by: 'staff', signal: { clientId: 'call-1', type: 100, content: '{"media":"video"}' } });

    // the customer accepts over HTTP; then sends an SDP answer of several KB over the socket
    const accept = await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'call-2', type: 101, content: '{}' });
    expect(accept.body.data).toMatchObject({ type: 101, senderKind: 'customer', senderId: cu.id });
    expect((await agentWs.next((f) => f.cmd === 8 && f.data.type === 'call' && f.data.signal.type === 101)).data).toMatchObject({ sessionId, by: 'customer' });
    const sdp = JSON.stringify({ type: 'answer', sdp: `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(120)}` });
    expect(sdp.length).toBeGreaterThan(6000);
    custWs.send({ cmd: 5, data: { sessionId, clientId: 'call-3', type: 106, content: sdp } });
    const ack = await custWs.next((f) => f.cmd === 5 && f.data.ack === 'call-3');
    expect(ack.data.signal).toMatchObject({ type: 106, senderKind: 'customer' });
    expect(ack.data.message).toBeUndefined();
    expect((await agentWs.next((f) => f.cmd === 8 && f.data.type === 'call' && f.data.signal.type === 106)).data.signal.content).toBe(sdp);
    // and the agent an ICE candidate over the socket
    agentWs.send({ cmd: 5, data: { sessionId, clientId: 'call-4', type: 107, content: '{"candidate":"a=candidate:2","sdpMid":"0"}' } });
    expect((await agentWs.next((f) => f.cmd === 5 && f.data.ack === 'call-4')).data.signal.type).toBe(107);
    expect((await custWs.next((f) => f.cmd === 8 && f.data.type === 'call' && f.data.signal.type === 107)).data.signal.clientId).toBe('call-4');

    // nothing stored: the sequence did not move and a pull from 0 has no signal, on either side
    for (const pull of [
      await call('GET', `/imApi/message/consult/pullOfflineMessage?sessionId=${sessionId}&afterSeq=0`, a.headers),
      await call('GET', `${app('/pull')}?sessionId=${sessionId}&afterSeq=0`, cu.headers),
    ]) {
      expect(pull.body.data.lastSeq).toBe(before.lastSeq);
      expect(pull.body.data.messages.length).toBe(before.messages.length);
      expect(pull.body.data.messages.filter((m: { type: number }) => m.type >= 100)).toEqual([]);
    }

    // bad content: not JSON, over 16 KB (characters or UTF-8 bytes), a file, an unknown type; a text message keeps its 4,000
    for (const bad of [
      { type: 105, content: 'not json' },
      { type: 105, content: JSON.stringify({ sdp: 'x'.repeat(16 * 1024) }) },
      { type: 105, content: JSON.stringify('中'.repeat(6000)) },
      { type: 107, content: '{}', fileId: '00000000-0000-4000-8000-000000000000' },
      { type: 108, content: '{}' },
      { type: 0, content: 'x'.repeat(4001) },
    ]) {
      expect(
        (await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'call-bad', ...bad })).body.code,
        bad.content.slice(0, 20),
      ).toBe(1001);
    }

    // a third party: another agent (76202), another customer (1002), over HTTP and the socket
    const other = await makeAgent();
    expect((await call('POST', '/imApi/message/consult/send', other.headers, { sessionId, clientId: 'x-1', type: 100, content: '{}' })).body.code).toBe(76202);
    const stranger = await signUpCustomer(t);
    expect((await call('POST', app('/send'), stranger.headers, { sessionId, clientId: 'x-2', type: 104, content: '{}' })).body.code).toBe(1002);
    const strangerWs = await RtTestClient.open(url);
    await strangerWs.handshake(stranger.token);
    strangerWs.send({ cmd: 5, data: { sessionId, clientId: 'x-3', type: 104, content: '{}' } });
    expect((await strangerWs.next((f) => f.cmd === 2)).data).toMatchObject({ code: '1002', ref: 'x-3' });

    // the strangers' attempts reached neither party: the next call frame each sees is the other party's hang-up
    await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'call-5', type: 104, content: '{}' });
    expect((await agentWs.next((f) => f.cmd === 8 && f.data.type === 'call')).data.signal).toMatchObject({ clientId: 'call-5', type: 104 });
    await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'call-6', type: 104, content: '{}' });
    expect((await custWs.next((f) => f.cmd === 8 && f.data.type === 'call')).data.signal).toMatchObject({ clientId: 'call-6', type: 104 });

    // a closed session refuses signals, over HTTP on both sides and over the socket
    expect((await call('PUT', '/imApi/imSession/close', a.headers, { sessionId })).body.data.status).toBe(2);
    expect((await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'call-7', type: 100, content: '{}' })).body.code).toBe(76203);
    expect((await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'call-8', type: 100, content: '{}' })).body.code).toBe(76203);
    custWs.send({ cmd: 5, data: { sessionId, clientId: 'call-9', type: 103, content: '{}' } });
    expect((await custWs.next((f) => f.cmd === 2 && f.data.ref === 'call-9')).data.code).toBe('76203');
    agentWs.close();
    custWs.close();
    strangerWs.close();
  });
});

describe('chat attachments', () => {
  it('an image through the files upload path, sent by the agent, and one the customer uploads; each side reads it', async () => {
    const a = await makeAgent();
    const cu = await signUpCustomer(t);
    const sessionId = (await call('POST', app('/start'), cu.headers, {})).body.data.id;
    await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const mp = multipartFile(png, 'photo.png');
    const up = await t.app.inject({
      method: 'POST',
      url: `${t.ctx.svcPath('user', '/ossFile/uploadFile')}?area=chat`,
      headers: { ...a.headers, ...mp.headers },
      payload: mp.payload,
    });
    expect(up.json().code, up.body).toBe(2000);
    const sent = await call('POST', '/imApi/message/consult/send', a.headers, {
      sessionId,
      clientId: 'img-1',
      type: 1,
      content: '',
      fileId: up.json().data.id,
    });
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.file).toMatchObject({ name: 'photo.png', mime: 'image/png' });
    const got = await t.app.inject({ method: 'GET', url: app(`/file/${up.json().data.id}`), headers: cu.headers });
    expect(got.statusCode).toBe(200);
    const cmp = multipartFile(png, 'mine.png');
    const cup = await t.app.inject({ method: 'POST', url: app('/upload'), headers: { ...cu.headers, ...cmp.headers }, payload: cmp.payload });
    expect(cup.json().code, cup.body).toBe(2000);
    const csent = await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'img-2', type: 1, content: '', fileId: cup.json().data.id });
    expect(csent.body.code, JSON.stringify(csent.body)).toBe(2000);
    // someone else's file cannot be sent
    const other = await signUpCustomer(t);
    const os = (await call('POST', app('/start'), other.headers, {})).body.data.id;
    const stolen = await call('POST', app('/send'), other.headers, { sessionId: os, clientId: 'img-3', type: 1, content: '', fileId: up.json().data.id });
    expect(stolen.body.code).toBe(1002);
  });
  it('transcript export: the records filters as xlsx through the kit (job, file, 61009), its guards', async () => {
    // the other tests' agents go offline, so this one takes the new consultation
    await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    const a = await makeAgent({ languages: ['en-US'], capacity: 50 });
    await call('POST', '/imApi/login', a.headers, { terminal: 0, userId: a.userId, deviceId: 'web' });
    const cu = await signUpCustomer(t, { name: 'Xport Customer', language: 'en-US' });
    const s = (await call('POST', app('/start'), cu.headers, { language: 'en-US' })).body.data;
    expect(s.agentUserId).toBe(a.userId);
    await call('POST', app('/send'), cu.headers, { sessionId: s.id, clientId: 'x-1', type: 0, content: 'Export me' });
    await call('POST', '/imApi/message/consult/send', a.headers, { sessionId: s.id, clientId: 'x-2', type: 0, content: 'Exported' });
    // transferred: each agent's message carries its own sender
    const b = await makeAgent({ languages: ['en-US'], capacity: 50 });
    await call('POST', '/imApi/login', b.headers, { terminal: 0, userId: b.userId, deviceId: 'web' });
    expect((await call('PUT', '/imApi/imSession/transfer', a.headers, { sessionId: s.id, toUserId: b.userId })).body.code).toBe(200);
    await call('POST', '/imApi/message/consult/send', b.headers, { sessionId: s.id, clientId: 'x-3', type: 0, content: 'Taking over' });
    const EXPORT = '/imApi/imSession/record/export';
    const en = { ...admin.headers, language: 'en-US' };

    // the list's filters: only this customer's session
    const blob = await t.app.inject({ method: 'POST', url: EXPORT, payload: { keyword: 'Xport' }, headers: en });
    expect(blob.statusCode).toBe(200);
    const rows = await readSheet(blob.rawPayload);
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([
      ['System', 'Notice', `Agent ${a.userId} is serving you`],
      ['Xport Customer', 'Text', 'Export me'],
      [`Agent ${a.userId}`, 'Text', 'Exported'],
      ['System', 'Notice', `Transferred to Agent ${b.userId}`],
      [`Agent ${b.userId}`, 'Text', 'Taking over'],
    ]);

    // the console's way: a job (chat reply code 200) polled under /{svc}-user, then the file
    const started = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { keyword: 'Xport', sort: { field: 'id', order: 'asc' } },
      headers: { ...en, 'x-async-job': '1' },
    });
    expect(started.json().code).toBe(200);
    const jobId = started.json().data.jobId as string;
    const job = await waitForJob(t, 'user', jobId, admin.headers);
    expect([job.status, job.total]).toEqual(['completed', 5]);
    const file = await t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', `/job/${jobId}/file`), headers: admin.headers });
    expect(await readSheet(file.rawPayload)).toEqual(rows);

    // guards: unknown fields, sign-in, permission, a session that does not exist
    expect((await call('POST', EXPORT, admin.headers, { current: 1 })).body.code).toBe(1001);
    expect((await call('POST', EXPORT, {}, {})).status).toBe(401);
    const viewer = await userWith(t, [P.recordView.name]);
    expect((await call('POST', EXPORT, viewer.headers, {})).status).toBe(403);
    expect((await call('GET', `/imApi/imSession/record/${s.id}/export`, {})).status).toBe(401);
    expect((await call('GET', `/imApi/imSession/record/${s.id}/export`, viewer.headers)).status).toBe(403);
    expect((await call('GET', '/imApi/imSession/record/999999/export', admin.headers)).body.code).toBe(1002);

    // the kit's limit: more than 10,000 messages answer 61009 before anything is written
    await t.ctx.db.execute(
      sql`insert into chat_messages (session_id, seq, client_id, sender_kind, sender_id, type, content, created_at)
          select ${s.id}, 100 + g, 'bulk-' || g, 'customer', ${cu.id}, 0, 'bulk', now() from generate_series(1, 10001) g`,
    );
    const over = await call('POST', EXPORT, admin.headers, { sessionId: s.id });
    expect([over.status, over.body.code]).toEqual([400, 61009]);
    expect((await call('GET', `/imApi/imSession/record/${s.id}/export`, admin.headers)).body.code).toBe(61009);
  });
  it("working hours are read in the agent's own time zone: the same UTC instant is within one agent's hours and outside another's", async () => {
    await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    const before = t.clock.now();
    try {
      // 02:00 UTC = 10:00 in Shanghai, 21:00 (the day before) in New York
      t.clock.set(Date.parse('2026-11-24T02:00:00Z'));
      const hours = { workStart: '09:00', workEnd: '18:00', languages: ['en-US'] as Array<'en-US'>, capacity: 10 };
      // New York first: the lower id, so it would win a tie if hours were not judged
      const ny = await makeAgent({ ...hours, timeZone: 'America/New_York' });
      const sh = await makeAgent({ ...hours, timeZone: 'Asia/Shanghai' });
      const utc = await makeAgent({ ...hours });
      let viewer = admin;
      const shown = async (id: number) => (await call('GET', `/imApi/agent/${id}`, viewer.headers)).body.data;
      expect(await shown(ny.agentId)).toMatchObject({ timeZone: 'America/New_York', inHours: false });
      expect(await shown(sh.agentId)).toMatchObject({ timeZone: 'Asia/Shanghai', inHours: true });
      // none chosen: the server's zone (UTC here), where 02:00 is outside 09:00–18:00
      expect(await shown(utc.agentId)).toMatchObject({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', inHours: false });
      const page = await call('POST', '/imApi/agent/page', admin.headers, { current: 1, size: 50 });
      expect(page.body.data.records.find((r: { id: number }) => r.id === sh.agentId)).toMatchObject({ timeZone: 'Asia/Shanghai', inHours: true });

      // only New York online: out of its hours, the consultation waits in the pool
      await call('POST', '/imApi/login', ny.headers, { terminal: 0, userId: ny.userId, deviceId: 'web' });
      await call('POST', '/imApi/login', utc.headers, { terminal: 0, userId: utc.userId, deviceId: 'web' });
      const c1 = await signUpCustomer(t, { language: 'en-US' });
      const s1 = (await call('POST', app('/start'), c1.headers, { language: 'en-US' })).body.data;
      expect(s1.status).toBe(0);
      // Shanghai comes online: within its hours, it takes the waiting one from the pool
      await call('POST', '/imApi/login', sh.headers, { terminal: 0, userId: sh.userId, deviceId: 'web' });
      const wl = (await call('POST', '/imApi/imSession/findWorkList', sh.headers, {})).body.data;
      expect(wl.agent).toMatchObject({ inHours: true, timeZone: 'Asia/Shanghai' });
      expect(wl.sessions.map((s: { id: number }) => s.id)).toContain(s1.id);

      // 14:00 UTC = 22:00 in Shanghai (out), 09:00 in New York (in), 14:00 UTC (in)
      t.clock.set(Date.parse('2026-11-24T14:00:00Z'));
      // twelve hours on, the earlier tokens have expired: everyone signs in again
      const fresh = async <U extends { username: string; password: string }>(u: U) => ({
        ...u,
        ...(await signIn(t, u.username, u.password, `device-${u.username}`)),
      });
      const [ny2, utc2, me] = [await fresh(ny), await fresh(utc), await signInAdmin(t)];
      viewer = me;
      expect(await shown(sh.agentId)).toMatchObject({ inHours: false });
      expect(await shown(ny.agentId)).toMatchObject({ inHours: true });
      await call('PUT', '/imApi/user/updateStatus', utc2.headers, { status: 0 });
      await call('PUT', '/imApi/user/updateStatus', ny2.headers, { status: 0 });
      // Shanghai is online with room, but out of its hours: the next consultation waits
      const c2 = await signUpCustomer(t, { language: 'en-US' });
      const s2 = (await call('POST', app('/start'), c2.headers, { language: 'en-US' })).body.data;
      expect(s2.status).toBe(0);
      // New York comes online within its hours and takes it
      await call('POST', '/imApi/login', ny2.headers, { terminal: 0, userId: ny.userId, deviceId: 'web' });
      const nyList = (await call('POST', '/imApi/imSession/findWorkList', ny2.headers, {})).body.data;
      expect(nyList.sessions.map((s: { id: number }) => s.id)).toContain(s2.id);

      // the zone is editable: Tokyo (23:00 now) is out of hours; an update without a zone keeps it
      const base = { id: ny.agentId, nickname: 'NY', productIds: [], languages: ['en-US'], capacity: 10, workStart: '09:00', workEnd: '18:00', enabled: true };
      expect((await call('PUT', '/imApi/agent/update', me.headers, { ...base, timeZone: 'Asia/Tokyo' })).body.data).toMatchObject({
        timeZone: 'Asia/Tokyo',
        inHours: false,
      });
      expect((await call('PUT', '/imApi/agent/update', me.headers, base)).body.data).toMatchObject({ timeZone: 'Asia/Tokyo' });

      // a zone that is not a real IANA zone is refused (1001, on the field), on save and on update
      for (const timeZone of ['Mars/Olympus', '+08:00', 'GMT+8', '', 'Asia/Shanghai; drop']) {
        const u = await userWith(t, AGENT_PERMS);
        const bad = await call('POST', '/imApi/agent/save', me.headers, { ...base, id: undefined, userId: u.userId, timeZone });
        expect(bad.body.code, timeZone).toBe(1001);
        expect(bad.body.data.errors.map((e: { field: string }) => e.field)).toContain('body.timeZone');
      }
      const badUpd = await call('PUT', '/imApi/agent/update', me.headers, { ...base, timeZone: 'Asia/Nowhere' });
      expect(badUpd.body.code).toBe(1001);
      expect((await shown(ny.agentId)).timeZone).toBe('Asia/Tokyo');
    } finally {
      t.clock.set(before);
      await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    }
  });
  it('a consultation waiting while every online agent is out of hours goes to the first whose hours begin (the periodic drain)', async () => {
    await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    const before = t.clock.now();
    try {
      // 00:50 UTC = 08:50 in Shanghai: online, but ten minutes before its hours
      t.clock.set(Date.parse('2026-11-24T00:50:00Z'));
      const sh = await makeAgent({ workStart: '09:00', workEnd: '18:00', languages: ['en-US'], capacity: 10, timeZone: 'Asia/Shanghai' });
      await call('POST', '/imApi/login', sh.headers, { terminal: 0, userId: sh.userId, deviceId: 'web' });
      const c = await signUpCustomer(t, { language: 'en-US' });
      const s = (await call('POST', app('/start'), c.headers, { language: 'en-US' })).body.data;
      expect(s.status).toBe(0);
      // nothing happens in the console at 09:00 there; the next periodic drain hands it over
      t.clock.set(Date.parse('2026-11-24T01:01:00Z'));
      await drainPoolSafely(t.ctx);
      const wl = (await call('POST', '/imApi/imSession/findWorkList', sh.headers, {})).body.data;
      expect(wl.sessions.map((x: { id: number }) => x.id)).toContain(s.id);
    } finally {
      t.clock.set(before);
      await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    }
  });
  it('working hours follow the zone across a daylight-saving change and over midnight', () => {
    const ny = { workStart: '09:00', workEnd: '18:00', timeZone: 'America/New_York' };
    // 13:30 UTC is 08:30 in New York before the change (EST, UTC-5) and 09:30 after it (EDT, UTC-4, from 8 March 2026)
    expect(withinHours(ny, new Date('2026-03-06T13:30:00Z'))).toBe(false);
    expect(withinHours(ny, new Date('2026-03-09T13:30:00Z'))).toBe(true);
    // a night shift in Shanghai, 22:00–06:00: 15:00 UTC is 23:00 there (in), 23:00 UTC is 07:00 (out)
    const night = { workStart: '22:00', workEnd: '06:00', timeZone: 'Asia/Shanghai' };
    expect(withinHours(night, new Date('2026-11-24T15:00:00Z'))).toBe(true);
    expect(withinHours(night, new Date('2026-11-24T23:00:00Z'))).toBe(false);
  });

  it('explain: the pool, the records filters, quick replies and the transcript export read through their indexes', async () => {
    const db = t.ctx.db;
    const served = async (table: string, index: string, q: { getSQL(): SQL }, what: string) => {
      const r = await explainUsesIndex(db, table, q);
      expect(r.ok && r.plan.includes(index), `${what}: expected ${index}\n${r.plan}`).toBe(true);
    };
    // the pool: waiting sessions, first come first served
    await served('chat_sessions', 'chat_sessions_status_idx', poolRows(db), 'pool');
    // the records list: its page and its count per filter, and its default order
    const byFilter = [
      [{ status: 2 }, 'chat_sessions_status_idx'],
      [{ productId: 3 }, 'chat_sessions_product_idx'],
      [{ agentUserId: 3 }, 'chat_sessions_agent_idx'],
    ] as const;
    for (const [q, index] of byFilter) {
      const page = db
        .select()
        .from(chatSessions)
        .where(recordPage.where(q))
        .orderBy(...recordPage.orderBy(q))
        .limit(10);
      await served('chat_sessions', index, page, `records ${JSON.stringify(q)}`);
      await served('chat_sessions', index, db.select({ n: count() }).from(chatSessions).where(recordPage.where(q)), `records count ${JSON.stringify(q)}`);
    }
    await served(
      'chat_sessions',
      'chat_sessions_pkey',
      db
        .select()
        .from(chatSessions)
        .orderBy(...recordPage.orderBy({}))
        .limit(10),
      'records, newest first',
    );
    // quick replies: the agent's own and the shared ones
    for (const scope of ['mine', 'shared'] as const) {
      const list = quickPage(3);
      const q = db
        .select()
        .from(chatQuickReplies)
        .where(list.where({ scope }))
        .orderBy(...list.orderBy({}))
        .limit(10);
      await served('chat_quick_replies', 'chat_quick_owner_idx', q, `quick ${scope}`);
    }
    // the transcript export: one session's messages by sequence, and the messages of filtered sessions
    await served('chat_messages', 'chat_messages_seq_uq', transcriptRows(db, { sessionId: 3 }).limit(1000), 'export one session');
    const filtered = transcriptRows(db, { status: 2 }).limit(1000);
    await served('chat_messages', 'chat_messages_seq_uq', filtered, 'export: messages of the filtered sessions');
    await served('chat_sessions', 'chat_sessions_status_idx', filtered, 'export: the filtered sessions');
  });
});

describe('chat read (11) and receipt (12) messages, catch-up by message id (CHAT-02, RT-03)', () => {
  /** A customer's consultation taken by a fresh agent; both sides on the real socket. */
  async function talking() {
    // the other tests' agents go offline, so the consultation waits for this one's pick-up
    await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    const a = await makeAgent();
    const cu = await signUpCustomer(t);
    const sessionId = (await call('POST', app('/start'), cu.headers, {})).body.data.id as number;
    expect((await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId })).body.code).toBe(200);
    const agentWs = await RtTestClient.open(url);
    await agentWs.handshake(a.token);
    const custWs = await RtTestClient.open(url);
    await custWs.handshake(cu.token);
    return { a, cu, sessionId, agentWs, custWs };
  }
  /** a read (11) or receipt (12) from the other side (the reader's own sockets get its read too) */
  const receipt = (type: number, from?: 'staff' | 'customer') => (f: { cmd: number; data: { message?: { type: number; senderKind: string } } }) =>
    f.cmd === 6 && f.data.message?.type === type && (!from || f.data.message.senderKind === from);

  it('reading sends the other side a type-11 message, confirming delivery a type-12 one, both ways, over HTTP and the socket; nothing is stored', async () => {
    const { a, cu, sessionId, agentWs, custWs } = await talking();
    const m1 = (await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'r-c1', type: 0, content: 'Hello' })).body.data;
    const m2 = (await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'r-a1', type: 0, content: 'Hi there' })).body.data;
    const before = (await call('GET', `/imApi/message/consult/pullOfflineMessage?sessionId=${sessionId}&afterSeq=0`, a.headers)).body.data;

    // the agent reads: the customer gets a read message (11) saying up to which sequence
    expect((await call('PUT', '/imApi/message/consult/readed', a.headers, { sessionId, seq: m1.seq })).body.code).toBe(200);
    const read = await custWs.next(receipt(11, 'staff'));
    expect(read.data.message).toMatchObject({ sessionId, type: 11, senderKind: 'staff', senderId: a.userId, content: String(m1.seq) });

    // the customer's client confirms delivery over the socket: acknowledged, and the agent gets a receipt (12)
    custWs.send({ cmd: 5, data: { sessionId, clientId: 'r-c2', type: 12, content: String(m2.seq) } });
    const ack = await custWs.next((f) => f.cmd === 5 && f.data.ack === 'r-c2');
    expect(ack.data.receipt).toMatchObject({ sessionId, type: 12, senderKind: 'customer', content: String(m2.seq) });
    const delivered = await agentWs.next(receipt(12));
    expect(delivered.data.message).toMatchObject({ sessionId, type: 12, senderKind: 'customer', senderId: cu.id, content: String(m2.seq) });

    // the reverse: the customer reads (its readed call), the agent gets 11; the agent's console confirms delivery over HTTP, the customer gets 12
    expect((await call('PUT', app('/readed'), cu.headers, { sessionId, seq: m2.seq })).body.code).toBe(2000);
    expect((await agentWs.next(receipt(11, 'customer'))).data.message).toMatchObject({ type: 11, senderId: cu.id, content: String(m2.seq) });
    const m3 = (await call('POST', app('/send'), cu.headers, { sessionId, clientId: 'r-c3', type: 0, content: 'Are you there?' })).body.data;
    const byHttp = await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'r-a2', type: 12, content: String(m3.seq) });
    expect(byHttp.body.data).toMatchObject({ sessionId, clientId: 'r-a2', type: 12, senderKind: 'staff', content: String(m3.seq) });
    expect((await custWs.next(receipt(12))).data.message).toMatchObject({ senderKind: 'staff', senderId: a.userId, content: String(m3.seq) });
    // a read sent as a message (11) is a read: the agent's message becomes read (3) and the agent is told
    agentWs.frames.length = 0;
    const m4 = (await call('POST', '/imApi/message/consult/send', a.headers, { sessionId, clientId: 'r-a3', type: 0, content: 'Yes' })).body.data;
    custWs.send({ cmd: 5, data: { sessionId, clientId: 'r-c4', type: 11, content: '999999' } });
    // a sequence past the last is read as the last
    expect((await agentWs.next(receipt(11, 'customer'))).data.message).toMatchObject({ content: String(m4.seq) });
    const after = (await call('GET', app(`/pull?sessionId=${sessionId}&afterSeq=0`), cu.headers)).body.data;
    expect(after.messages.find((m: { id: number }) => m.id === m4.id).status).toBe(3);

    // receipts are not stored: the sequence moved only by the two texts, and no pull holds an 11 or a 12
    expect(after.lastSeq).toBe(before.lastSeq + 2);
    expect(after.messages.filter((m: { type: number }) => m.type === 11 || m.type === 12)).toEqual([]);
    agentWs.close();
    custWs.close();
  });

  it("receipts refuse bad input with catalogue codes in the caller's language, and strangers", async () => {
    const { a, sessionId, agentWs, custWs } = await talking();
    const send = (language: string, b: Record<string, unknown>) =>
      call('POST', '/imApi/message/consult/send', { ...a.headers, language }, { sessionId, clientId: 'bad-1', ...b });
    for (const bad of [
      { type: 12, content: 'abc' },
      { type: 11, content: '' },
      { type: 12, content: '2147483648' },
      { type: 12, content: '-1' },
      { type: 12, content: '1', fileId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const zh = await send('zh-CN', bad);
      expect([zh.status, zh.body.code, zh.body.msg], JSON.stringify(bad)).toEqual([400, 1001, '请求参数不正确']);
      const en = await send('en-US', bad);
      expect([en.body.code, en.body.msg]).toEqual([1001, 'Incorrect request parameters']);
      expect(en.body.data.errors[0].field).toMatch(/^body\.(content|fileId)$/);
    }
    // someone else's session: another agent 76202, another customer 1002 (HTTP and the socket), in the caller's language
    const other = await makeAgent();
    const o = await call(
      'POST',
      '/imApi/message/consult/send',
      { ...other.headers, language: 'en-US' },
      { sessionId, clientId: 'x-1', type: 12, content: '1' },
    );
    expect(o.body.code).toBe(76202);
    const stranger = await signUpCustomer(t);
    const s = await call('POST', app('/send'), { ...stranger.headers, language: 'zh-CN' }, { sessionId, clientId: 'x-2', type: 11, content: '1' });
    expect([s.body.code, s.body.msg]).toEqual([1002, '数据不存在']);
    const strangerWs = await RtTestClient.open(url);
    await strangerWs.handshake(stranger.token);
    strangerWs.send({ cmd: 5, data: { sessionId, clientId: 'x-3', type: 12, content: '1' } });
    expect((await strangerWs.next((f) => f.cmd === 2)).data).toMatchObject({ code: '1002', ref: 'x-3' });
    // nobody was told anything
    await new Promise((r) => setTimeout(r, 50));
    expect(agentWs.frames.filter((f) => f.cmd === 6)).toEqual([]);
    expect(custWs.frames.filter((f) => f.cmd === 6)).toEqual([]);
    for (const ws of [agentWs, custWs, strangerWs]) ws.close();
  });

  it("catch-up: the messages newer than a message id, across all of the caller's sessions and only theirs", async () => {
    await t.ctx.db.execute(sql`update chat_agents set status = 0`);
    const a = await makeAgent({ capacity: 5 });
    const b = await makeAgent();
    const [c1, c2, c3] = [await signUpCustomer(t), await signUpCustomer(t), await signUpCustomer(t)];
    const s1 = (await call('POST', app('/start'), c1.headers, {})).body.data.id as number;
    await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId: s1 });
    const held = (await call('POST', app('/send'), c1.headers, { sessionId: s1, clientId: 'k-1', type: 0, content: 'first' })).body.data;
    // while the console is away: a second session it never loaded, a message in the first, and another agent's session
    const s2 = (await call('POST', app('/start'), c2.headers, {})).body.data.id as number;
    await call('PUT', '/imApi/imSession/pickUp', a.headers, { sessionId: s2 });
    await call('POST', app('/send'), c2.headers, { sessionId: s2, clientId: 'k-2', type: 0, content: 'second' });
    const s3 = (await call('POST', app('/start'), c3.headers, {})).body.data.id as number;
    await call('PUT', '/imApi/imSession/pickUp', b.headers, { sessionId: s3 });
    await call('POST', app('/send'), c3.headers, { sessionId: s3, clientId: 'k-3', type: 0, content: 'not yours' });
    await call('POST', app('/send'), c1.headers, { sessionId: s1, clientId: 'k-4', type: 0, content: 'third' });

    const got = await call('GET', `/imApi/message/consult/list?minId=${held.id}`, a.headers);
    expect(got.body.code).toBe(200);
    const msgs = got.body.data.messages as Array<{ id: number; sessionId: number; content: string; type: number }>;
    expect(msgs.map((m) => m.id)).toEqual([...msgs.map((m) => m.id)].sort((x, y) => x - y));
    expect(msgs.every((m) => m.id > held.id)).toBe(true);
    expect(msgs.filter((m) => m.type === 0).map((m) => [m.sessionId, m.content])).toEqual([
      [s2, 'second'],
      [s1, 'third'],
    ]);
    // the assignment tip of the session it never loaded comes too, and the sessions they belong to
    expect(msgs.some((m) => m.sessionId === s2 && m.type === 20)).toBe(true);
    expect(got.body.data.sessions.map((s: { id: number }) => s.id).sort()).toEqual([s1, s2].sort());
    expect(got.body.data.more).toBe(false);
    // nothing newer than the newest
    const none = await call('GET', `/imApi/message/consult/list?minId=${msgs.at(-1)!.id}`, a.headers);
    expect(none.body.data).toEqual({ messages: [], sessions: [], more: false });
    // the other agent sees only theirs
    const theirs = await call('GET', `/imApi/message/consult/list?minId=${held.id}`, b.headers);
    expect(theirs.body.data.messages.every((m: { sessionId: number }) => m.sessionId === s3)).toBe(true);
    expect(theirs.body.data.messages.map((m: { content: string }) => m.content)).toContain('not yours');

    // the customer's side: all of their sessions, no one else's
    const mine = await call('GET', `${app('/list')}?minId=0`, c1.headers);
    expect(mine.body.code).toBe(2000);
    expect(mine.body.data.messages.filter((m: { type: number }) => m.type === 0).map((m: { content: string }) => m.content)).toEqual(['first', 'third']);
    expect(mine.body.data.sessions.map((s: { id: number }) => s.id)).toEqual([s1]);

    // bad input: catalogue codes in the caller's language; customers and staff keep to their own calls
    const neg = await call('GET', '/imApi/message/consult/list?minId=-1', { ...a.headers, language: 'zh-CN' });
    expect([neg.status, neg.body.code, neg.body.msg, neg.body.data.errors[0].field]).toEqual([400, 1001, '请求参数不正确', 'querystring.minId']);
    const nan = await call('GET', '/imApi/message/consult/list?minId=abc', { ...a.headers, language: 'en-US' });
    expect([nan.body.code, nan.body.msg]).toEqual([1001, 'Incorrect request parameters']);
    expect((await call('GET', `/imApi/message/consult/list?minId=0&sessionId=${s1}`, a.headers)).body.code).toBe(1001);
    expect((await call('GET', '/imApi/message/consult/list', a.headers)).body.code).toBe(1001);
    expect((await call('GET', `${app('/list')}?minId=x`, { ...c1.headers, language: 'zh-CN' })).body.msg).toBe('请求参数不正确');
    expect((await call('GET', '/imApi/message/consult/list?minId=0', c1.headers)).status).toBe(401);
    const plain = await userWith(t, []);
    expect((await call('GET', '/imApi/message/consult/list?minId=0', plain.headers)).body.code).toBe(1000);
  });
});
