import { Writable } from 'node:stream';
import { PUBLIC } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { users } from '../src/modules/users/users.tables';
import { requestLogs } from '../src/platform/audit/audit.tables';
import { registerRequestLog } from '../src/platform/audit/request-log';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PUBLIC_KEY = () => t.ctx.svcPath('auth', '/publicKey');

describe('request ids', () => {
  it('a client id longer than the column, or with odd characters, is replaced; a short safe one is kept', async () => {
    const long = await t.app.inject({ method: 'GET', url: PUBLIC_KEY(), headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(long.statusCode).toBe(200);
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({ method: 'GET', url: PUBLIC_KEY(), headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: PUBLIC_KEY(), headers: { 'x-request-id': 'trace-1.2:3_x' } });
    expect(kept.headers['x-request-id']).toBe('trace-1.2:3_x');
  });
});

describe('the batched request log', () => {
  it('keeps every other request of the batch when one row is refused by the database', async () => {
    // a stand-in app whose second request carries a user id the integer column cannot hold
    const app = Fastify({ genReqId: (r) => String(r.headers['x-id']) });
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (req) => {
      if (req.headers['x-bad']) (req as unknown as { auth: { userId: number } }).auth = { userId: 2 ** 40 };
    });
    app.get('/x', { config: { permission: PUBLIC } }, async () => 'ok');
    const log = registerRequestLog(app, t.ctx.db, { flushMs: 3_600_000, maxBatch: 1000 });
    for (const [id, bad] of [
      ['batch-a', false],
      ['batch-bad', true],
      ['batch-c', false],
    ] as const) {
      await app.inject({ method: 'GET', url: '/x', headers: { 'x-id': id, ...(bad ? { 'x-bad': '1' } : {}) } });
    }
    await log.flush();
    await app.close();
    const ids = (await t.ctx.db.select({ id: requestLogs.requestId }).from(requestLogs)).map((r) => r.id).filter((id) => id.startsWith('batch-'));
    expect(ids.sort()).toEqual(['batch-a', 'batch-c']);
  });
});

describe('error logs', () => {
  it('an unhandled query error answers 10108 without internals and is logged without its parameters or the values it repeats', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: { level: 'error', stream } });
    app.post('/lenkor-user/test/fail', { config: { permission: PUBLIC } }, async () => {
      // the administrator exists: a unique violation whose query carries a password hash and an e-mail address
      await t.ctx.db.insert(users).values({ username: 'admin', realName: 'Alice', passwordHash: '$argon2id$SECRET-HASH', email: 'alice.secret@example.com' });
      return 'unreachable';
    });
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/lenkor-user/test/fail', payload: {} });
    await app.close();
    expect([res.statusCode, res.json().code]).toEqual([500, 10108]);
    expect(res.body).not.toMatch(/insert|users|SECRET|alice|duplicate|constraint/i);
    const logged = lines.join('');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('SECRET-HASH');
    expect(logged).not.toContain('alice.secret');
    expect(logged).not.toMatch(/Key \(/); // the database's detail line repeats the values
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin).toBeDefined();
  });
});
