import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible provider for tests and bench/ai: POST /chat/completions answers after
 * `delayMs` (per model name: `slow` waits `slowMs`, `broken` answers 500), with usage tokens, and
 * checks the bearer secret. Not part of the server.
 */
export async function startStubProvider(opts: { delayMs?: number; slowMs?: number; secret?: string } = {}) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      calls++;
      // an error as OpenAI answers it: { error: { message } }
      const refuse = (status: number, text: string) => send(status, { error: { ['message']: text } });
      const send = (status: number, payload: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return refuse(404, 'not found');
      if (opts.secret && req.headers.authorization !== `Bearer ${opts.secret}`) return refuse(401, 'bad key');
      const ask = JSON.parse(body) as { model: string; messages: Array<{ content: string }> };
      if (ask.model === 'broken') return refuse(500, 'broken on purpose');
      const question = ask.messages.at(-1)?.content ?? '';
      const wait = ask.model === 'slow' ? (opts.slowMs ?? 10_000) : (opts.delayMs ?? 0);
      setTimeout(
        () =>
          send(200, {
            choices: [{ message: { role: 'assistant', content: `stub(${ask.model}): ${question}` } }],
            usage: { prompt_tokens: 7, completion_tokens: 5, total_tokens: 12 },
          }),
        wait,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
