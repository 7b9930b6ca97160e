import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './provider-http';

// A provider that closes a kept-alive connection when it is reused (as one whose idle timeout just
// passed does) and answers on a new one.
let server: http.Server;
let url = '';
const seen = new WeakMap<object, number>();
let answered = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const n = (seen.get(req.socket) ?? 0) + 1;
    seen.set(req.socket, n);
    req.resume();
    req.on('end', () => {
      if (n > 1) return req.socket.destroy();
      answered += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: answered }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat/completions`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the providers' HTTP client", () => {
  it('asks again on a new connection when a kept-alive one is closed as it is reused', async () => {
    expect(await postJson(url, { q: 1 }, {}, AbortSignal.timeout(2000))).toEqual({ status: 200, body: { ok: 1 } });
    // the second call reuses the first one's connection, which the server closes unanswered
    expect(await postJson(url, { q: 2 }, {}, AbortSignal.timeout(2000))).toEqual({ status: 200, body: { ok: 2 } });
  });

  it('ends at the signal', async () => {
    const slow = http.createServer(() => {});
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
    const started = performance.now();
    await expect(postJson(at, {}, {}, AbortSignal.timeout(100))).rejects.toBeTruthy();
    expect(performance.now() - started).toBeLessThan(1000);
    slow.closeAllConnections();
    await new Promise<void>((r) => slow.close(() => r()));
  });
});
