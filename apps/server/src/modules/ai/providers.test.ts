import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { signUpCustomer } from '../customers/test-support';
import { echoProvider, openAiProvider, ProviderError } from './providers';
import { startStubProvider } from './stub-provider';
import { AI_ALL, aiCalls } from './test-support';

let stub: Awaited<ReturnType<typeof startStubProvider>>;
const messages = [
  { role: 'system' as const, content: 'be brief' },
  { role: 'user' as const, content: 'hello' },
];
const request = (modelName: string, timeoutMs = 2000, secret = 'sk-stub') => ({
  modelName,
  baseUrl: stub.baseUrl,
  secret,
  messages,
  temperature: 0,
  maxTokens: 20,
  signal: AbortSignal.timeout(timeoutMs),
});

beforeAll(async () => {
  stub = await startStubProvider({ secret: 'sk-stub', slowMs: 5000 });
});
afterAll(() => stub.close());

describe('the OpenAI-compatible provider against a local HTTP stub', () => {
  it('posts to {baseUrl}/chat/completions with the bearer secret and reads the usage tokens', async () => {
    expect(await openAiProvider.complete(request('gpt-stub'))).toEqual({ answer: 'stub(gpt-stub): hello', promptTokens: 7, completionTokens: 5 });
  });
  it('fails on a wrong secret, a server error and a timeout (the signal)', async () => {
    await expect(openAiProvider.complete(request('gpt-stub', 2000, 'wrong'))).rejects.toThrow('HTTP 401');
    await expect(openAiProvider.complete(request('broken'))).rejects.toThrow('HTTP 500');
    const err = await openAiProvider.complete(request('slow', 50)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).timeout).toBe(true);
  });
  it('echo answers deterministically, counts tokens, fails as echo-fail and waits as echo-slow-<ms>', async () => {
    const r = { modelName: 'echo', baseUrl: null, secret: null, messages, temperature: 0, maxTokens: 20, signal: AbortSignal.timeout(1000) };
    expect(await echoProvider.complete(r)).toEqual({ answer: 'echo: hello', promptTokens: 4, completionTokens: 3 });
    await expect(echoProvider.complete({ ...r, modelName: 'echo-fail' })).rejects.toThrow('echo-fail');
    const slow = await echoProvider.complete({ ...r, modelName: 'echo-slow-5000', signal: AbortSignal.timeout(20) }).catch((e: unknown) => e);
    expect((slow as ProviderError).timeout).toBe(true);
  });
});

describe('the customer API through the stub: fallback on timeout and on failure', () => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await userWith(t, AI_ALL);
  }, 180_000);
  afterAll(() => t.close());

  it('falls back from a model that times out to the next within its timeout, then from one that fails', async () => {
    const me = aiCalls(t, () => staff);
    const reviewer = await userWith(t, AI_ALL);
    const openai = { provider: 'openai', baseUrl: stub.baseUrl, secret: 'sk-stub' };
    const good = (await me.model({ ...openai, name: 'stub-good', modelName: 'gpt-stub' })).body.data;
    const broken = (await me.model({ ...openai, name: 'stub-broken', modelName: 'broken', fallbackIds: [good.id] })).body.data;
    const slow = (await me.model({ ...openai, name: 'stub-slow', modelName: 'slow', timeoutMs: 200, fallbackIds: [broken.id, good.id] })).body.data;
    await me.passedPreset(staff, reviewer, { scene: 'stub', modelId: slow.id });
    await me.budget('STUB-APP', 0);
    const customer = await signUpCustomer(t, { language: 'en-US' });
    const r = await me.ask(customer, { app: 'STUB-APP', scene: 'stub', question: 'hello' });
    expect(r.body.code).toBe(2000);
    expect(r.body.data).toMatchObject({ answer: 'stub(gpt-stub): hello', model: 'stub-good', promptTokens: 7, completionTokens: 5 });
    const [first, second, third] = r.body.data.attempts;
    expect([first.outcome, second.outcome, third.outcome]).toEqual(['timeout', 'failed', 'answered']);
    expect(first.latencyMs).toBeGreaterThanOrEqual(190);
    // the goal (timeout + 50 ms) is bench/ai's on a quiet machine; tests share the machine
    expect(first.latencyMs).toBeLessThan(200 + 250);
  });
});
