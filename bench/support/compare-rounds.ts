import { load, measureDirect, warmUp } from './bench-app';

export const GOAL_THROUGHPUT = 0.8;
export const GOAL_P99 = 2;

/** One API call compared with the same service call on the database, in alternating rounds. */
export type Comparison = {
  name: string;
  title: string;
  base: string;
  path: string;
  headers: Record<string, string>;
  /** request bodies spread over several values, as real traffic is */
  bodies: object[];
  direct: (body: object) => Promise<unknown>;
  seconds: number;
  connections: number;
  /** autocannon workers (PGlite: 1, the API shares this process) */
  workers?: number;
  rounds?: number;
};

/**
 * Warms both sides, then alternates API and database rounds of `seconds / rounds` each; prints each
 * round and answers the figures (req/s, the worst p99 of the rounds) with their ratios.
 */
export async function compareRounds(c: Comparison) {
  const rounds = c.rounds ?? 3;
  const requests = c.bodies.map((b) => ({ method: 'POST' as const, path: c.path, headers: c.headers, body: JSON.stringify(b) }));
  let k = 0;
  const next = () => c.direct(c.bodies[k++ % c.bodies.length]!);
  await warmUp({ url: c.base, requests, workers: c.workers }, next, c.connections);
  const api = { requests: 0, p99: 0 };
  const db = { requests: 0, p99: 0 };
  const each = c.seconds / rounds;
  for (let r = 0; r < rounds; r++) {
    const res = await load({ url: c.base, connections: c.connections, duration: each, requests, workers: c.workers });
    if (res.non2xx > 0 || res.errors > 0) throw new Error(`${c.name}: API errors: ${res.non2xx} non-2xx, ${res.errors} errors`);
    api.requests += res.requests.total;
    api.p99 = Math.max(api.p99, res.latency.p99);
    const d = await measureDirect(next, each, c.connections);
    db.requests += d.rps * each;
    db.p99 = Math.max(db.p99, d.p99);
    console.log(
      `  round ${r + 1}: API ${(res.requests.total / each).toFixed(0)} req/s p99 ${res.latency.p99} ms max ${res.latency.max} ms; database ${d.rps.toFixed(0)} req/s p99 ${d.p99.toFixed(1)} ms`,
    );
  }
  const apiRps = api.requests / c.seconds;
  const dbRps = db.requests / c.seconds;
  return { apiRps, apiP99: api.p99, dbRps, dbP99: db.p99, throughput: apiRps / dbRps, p99Ratio: api.p99 / db.p99 };
}

export const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
