// bench/ai/ai.ts: the customer API's AI answer (issue 36), PostgreSQL (BENCH_DATABASE_URL, a scratch database
// made and dropped; default postgres://postgres@127.0.0.1:5432/postgres), the API in a server process of its own,
// a local OpenAI-compatible stub provider (apps/server/src/modules/ai/stub-provider.ts) in this one.
// (1) added latency: `--connections` concurrent questions for `--seconds` through POST /{svc}-app/ai/ask vs the
//     same concurrency straight at the stub (answering after `--delay` ms): p99 of the API minus the provider's
//     own p99 (goal ≤ 10 ms).
// (2) fallback: a first model that times out (`--timeout` ms) and a second that answers: the time until the
//     second is asked (the first attempt's latency) and the whole answer (goal ≤ timeout + 50 ms to fall back).
// (3) budget exactness: `--burst` questions at once against an app whose daily token budget fits far fewer:
//     the tokens settled never exceed the budget by more than one request.
// Usage: npx tsx bench/ai/ai.ts [--seconds 10] [--connections 50] [--delay 50] [--timeout 200] [--burst 400]

import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startStubProvider } from '../../apps/server/src/modules/ai/stub-provider';
import { signUpCustomer } from '../../apps/server/src/modules/customers/test-support';
import { systemClock } from '../../apps/server/src/platform/clock';
import { startBenchServer } from '../support/bench-app';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    delay: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '200' },
    burst: { type: 'string', default: '400' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const DELAY = Number(values.delay);
const TIMEOUT = Number(values.timeout);
const BURST = Number(values.burst);
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** `fn` from CONNECTIONS loops for `seconds`: every latency in ms */
async function loop(fn: () => Promise<void>, seconds: number) {
  const lat: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await fn();
        lat.push(performance.now() - t0);
      }
    }),
  );
  return lat;
}

const app = await startBenchServer('ai');
const { ctx, base } = app;
const stub = await startStubProvider({ delayMs: DELAY, slowMs: 60_000, secret: 'sk-bench' });
try {
  const login = await (
    await fetch(`${base}/lenkor-plat-user/sysUser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'bench' },
      body: app.loginBody,
    })
  ).json();
  const auth = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
  const post = async (p: string, body: unknown, headers: Record<string, string> = auth) =>
    (await fetch(`${base}${p}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  const model = async (name: string, modelName: string, timeoutMs: number, fallbackIds: number[] = []) => {
    const r = await post(ctx.svcPath('ai', '/aiModel/save'), {
      name,
      provider: 'openai',
      modelName,
      baseUrl: stub.baseUrl,
      secret: 'sk-bench',
      timeoutMs,
      rateLimit: 0,
      tokenLimit: 20,
      priceInput: 0.5,
      priceOutput: 1.5,
      fallbackIds,
      roleIds: [],
    });
    if (r.code !== 2000) throw new Error(JSON.stringify(r));
    return r.data.id as number;
  };
  const good = await model('stub', 'gpt-stub', 5000);
  const slow = await model('stub-slow', 'slow', TIMEOUT, [good]);
  // presets straight into the table as passed (the review is the console's; the bench measures the answer)
  for (const [scene, modelId] of [
    ['bench', good],
    ['fallback', slow],
  ] as const)
    await ctx.db.execute(sql`insert into ai_ask_presets (status, applied_seq, preset_no, scene, language, model_id, temperature, system_prompt)
      values ('confirmed', 1, ${`AP-${scene}`}, ${scene}, 'en-US', ${modelId}, 0, 'Answer briefly.')`);
  await post(ctx.svcPath('ai', '/aiBudget/save'), { appCode: 'BENCH', dailyTokens: 0, dailyCost: 0 });
  const customer = await signUpCustomer({ ctx, clock: systemClock } as never, { language: 'en-US' });
  const askHeaders = { ...customer.headers, 'content-type': 'application/json' };
  const askUrl = `${base}${ctx.svcPath('app', '/ai/ask')}`;
  const ask = async (scene: string, app = 'BENCH') => {
    const r = await fetch(askUrl, { method: 'POST', headers: askHeaders, body: JSON.stringify({ app, scene, question: 'What does P0300 mean?' }) });
    return (await r.json()) as { code: number; data: { latencyMs: number; attempts: Array<{ latencyMs: number; outcome: string }> } };
  };
  const direct = async () => {
    const r = await fetch(`${stub.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body: JSON.stringify({ model: 'gpt-stub', messages: [{ role: 'user', content: 'What does P0300 mean?' }] }),
    });
    await r.json();
  };

  // (0) one question at a time: what the server adds around the provider's call (its own measure)
  const alone: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const r = await ask('bench');
    alone.push(performance.now() - t0);
    inside.push(r.data.latencyMs - r.data.attempts[0]!.latencyMs);
  }
  console.log(
    `(0) one at a time: p50 ${ms(pct(alone, 0.5))} (provider ${DELAY} ms); the server's own work around the call p50 ${ms(pct(inside, 0.5))}, max ${ms(Math.max(...inside))}`,
  );

  // (1) added latency, after a warm-up of both
  await loop(async () => void (await ask('bench')), 5);
  await loop(direct, 3);
  const own = await loop(direct, SECONDS);
  let failed = 0;
  const around: number[] = [];
  const api = await loop(async () => {
    const r = await ask('bench');
    if (r.code !== 2000) failed++;
    else around.push(r.data.latencyMs - r.data.attempts[0]!.latencyMs);
  }, SECONDS);
  const added = pct(api, 0.99) - pct(own, 0.99);
  console.log(`(1) ${CONNECTIONS} concurrent questions, provider answering after ${DELAY} ms, ${SECONDS} s each:`);
  console.log(`    provider alone: ${own.length} answers, p50 ${ms(pct(own, 0.5))}, p99 ${ms(pct(own, 0.99))}`);
  console.log(`    through the API: ${api.length} answers (${failed} failed), p50 ${ms(pct(api, 0.5))}, p99 ${ms(pct(api, 0.99))}`);
  console.log(`    added at p99: ${ms(added)} (goal ≤ 10 ms: ${mark(added <= 10)}); added at p50: ${ms(pct(api, 0.5) - pct(own, 0.5))}`);
  console.log(`    the server's own work around the provider's call (its measure): p50 ${ms(pct(around, 0.5))}, p99 ${ms(pct(around, 0.99))}`);

  // (2) fallback on timeout, one question at a time
  const fall: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const r = await ask('fallback');
    whole.push(performance.now() - t0);
    if (r.code !== 2000 || r.data.attempts[0]?.outcome !== 'timeout') throw new Error(`fallback: ${JSON.stringify(r)}`);
    fall.push(r.data.attempts[0].latencyMs);
  }
  console.log(`(2) first model timing out at ${TIMEOUT} ms, the second answering after ${DELAY} ms, 20 questions:`);
  console.log(
    `    fallen back after: max ${ms(Math.max(...fall))}, p50 ${ms(pct(fall, 0.5))} (goal ≤ ${TIMEOUT + 50} ms: ${mark(Math.max(...fall) <= TIMEOUT + 50)})`,
  );
  console.log(
    `    whole answer: max ${ms(Math.max(...whole))}, p50 ${ms(pct(whole, 0.5))} (timeout + provider + 50 = ${TIMEOUT + DELAY + 50} ms: ${mark(Math.max(...whole) <= TIMEOUT + DELAY + 50)})`,
  );

  // (3) budget exactness: each question holds its prompt and 20 answer tokens and settles at the stub's 12
  const LIMIT = 1000;
  await post(ctx.svcPath('ai', '/aiBudget/save'), { appCode: 'EXACT', dailyTokens: LIMIT, dailyCost: 0 });
  const codes = await Promise.all(Array.from({ length: BURST }, () => ask('bench', 'EXACT').then((r) => r.code)));
  let more = 0;
  while ((await ask('bench', 'EXACT')).code === 2000) more++;
  // the settlements are written after the answers, batched every 50 ms: read once they are
  await new Promise((r) => setTimeout(r, 500));
  const [use] = (await ctx.db.execute(sql`select tokens, questions from ai_budget_usage where app_code = 'EXACT'`)).rows as Array<{
    tokens: string;
    questions: number;
  }>;
  const answered = codes.filter((c) => c === 2000).length + more;
  const used = Number(use!.tokens);
  console.log(`(3) ${BURST} questions at once, then one by one until refused, against ${LIMIT} tokens a day:`);
  console.log(
    `    answered ${answered} (${codes.filter((c) => c === 2000).length} of the burst, ${codes.filter((c) => c === 79606).length} refused 79606, other ${codes.filter((c) => c !== 2000 && c !== 79606).length}${codes.some((c) => c !== 2000 && c !== 79606) ? `: ${[...new Set(codes.filter((c) => c !== 2000 && c !== 79606))].join(', ')}` : ''}); settled ${used} tokens for ${use!.questions} answers (12 each: ${answered * 12})`,
  );
  console.log(`    over the budget: ${Math.max(0, used - LIMIT)} tokens (goal: not beyond one request: ${mark(used <= LIMIT && used === answered * 12)})`);
} finally {
  await stub.close();
  await app.stop();
}
