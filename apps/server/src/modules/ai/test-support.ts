// Fixtures of the AI tests (only tests may import this file).
import { AI_ASK_PERMISSION, AI_BUDGET_PERMISSION, AI_MODEL_PERMISSION } from '@diagops/contracts';
import type { SignedIn, TestApp } from '../../../test/helpers';
import { call } from '../../../test/system';

export const AI_ALL = [...new Set([...Object.values(AI_MODEL_PERMISSION), ...Object.values(AI_ASK_PERMISSION), ...Object.values(AI_BUDGET_PERMISSION)])];

/** Calls of the AI area for one signed-in staff member (replies in en-US). */
export function aiCalls(t: TestApp, who: () => SignedIn) {
  const A = (p: string) => t.ctx.svcPath('ai', p);
  const post = (p: string, payload: unknown, as = who()) => call(t, { method: 'POST', url: A(p), payload }, { ...as.headers, language: 'en-US' });
  const get = (p: string, as = who()) => call(t, { method: 'GET', url: A(p) }, { ...as.headers, language: 'en-US' });
  const model = (over: Record<string, unknown> = {}) =>
    post('/aiModel/save', {
      name: `m-${Math.random().toString(36).slice(2, 8)}`,
      provider: 'echo',
      modelName: 'echo-1',
      secret: 'sk-test-secret',
      timeoutMs: 1000,
      rateLimit: 0,
      tokenLimit: 50,
      priceInput: 1,
      priceOutput: 2,
      fallbackIds: [],
      roleIds: [],
      ...over,
    });
  /** a preset written by `author` and passed by `reviewer` */
  async function passedPreset(author: SignedIn, reviewer: SignedIn, over: Record<string, unknown>) {
    const saved = await post(
      '/aiAsk/revision/save',
      { scene: 'diag', language: 'en-US', temperature: 0.2, systemPrompt: 'You are a diagnosis assistant.', categories: [], ...over },
      author,
    );
    if (saved.body.code !== 2000) throw new Error(JSON.stringify(saved.body));
    const id = saved.body.data.id as number;
    await post('/aiAsk/revision/submit', { id, version: saved.body.data.version }, author);
    const preview = (await get(`/aiAsk/revision/preview?id=${id}`, reviewer)).body.data;
    const version = (await get(`/aiAsk/detail/${id}`, reviewer)).body.data.version;
    const passed = await post('/aiAsk/revision/pass', { id, version, previewToken: preview.token }, reviewer);
    if (passed.body.code !== 2000) throw new Error(JSON.stringify(passed.body));
    return id;
  }
  const budget = (appCode: string, dailyTokens: number, dailyCost = 0) => post('/aiBudget/save', { appCode, dailyTokens, dailyCost });
  const ask = (customer: { headers: Record<string, string> }, body: Record<string, unknown>) =>
    call(t, { method: 'POST', url: t.ctx.svcPath('app', '/ai/ask'), payload: body }, { ...customer.headers, language: 'en-US' });
  return { A, post, get, model, passedPreset, budget, ask };
}
