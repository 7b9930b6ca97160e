import http from 'node:http';
import https from 'node:https';

/**
 * One JSON POST to a provider over Node's http client with kept-alive connections. Global fetch
 * (undici behind WHATWG streams) cost a third of the API's CPU per question under bench/ai's 50
 * concurrent questions; this is the same request without the stream layers.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

export type JsonReply = { status: number; body: unknown };

/**
 * Resolves with the status and the parsed body (undefined when it is not JSON); rejects on a network
 * error or the signal. A kept-alive connection the provider closed just as it was reused (ECONNRESET
 * on a reused socket, before any reply) is tried once more on a new one, as Node's documentation advises.
 */
export async function postJson(url: string, payload: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<JsonReply> {
  try {
    return await postOnce(url, payload, headers, signal);
  } catch (err) {
    if (err instanceof StaleSocket && !signal.aborted) return postOnce(url, payload, headers, signal);
    throw err instanceof StaleSocket ? err.cause : err;
  }
}

class StaleSocket extends Error {}

function postOnce(url: string, payload: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<JsonReply> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const agent = agents[u.protocol as keyof typeof agents];
    if (!agent) return reject(new Error(`unsupported protocol ${u.protocol}`));
    const data = Buffer.from(JSON.stringify(payload));
    const client = u.protocol === 'https:' ? https : http;
    const req = client.request(
      u,
      { method: 'POST', agent, signal, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(data.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let body: unknown;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    let replied = false;
    req.on('response', () => {
      replied = true;
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(!replied && req.reusedSocket && err.code === 'ECONNRESET' ? new StaleSocket('stale kept-alive connection', { cause: err }) : err),
    );
    // a signal ending the call mid-body may close the reply without an 'end' or an 'error'
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    req.end(data);
  });
}
