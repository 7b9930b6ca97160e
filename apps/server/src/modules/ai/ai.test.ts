import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call } from '../../../test/system';
import { cachedSetting } from '../../platform/cache/settings-cache';
import { ManualClock } from '../../platform/clock';
import { signUpCustomer } from '../customers/test-support';
import { aiWritesDone } from './answer';
import { AI_ALL, aiCalls } from './test-support';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-05-04T10:00:00Z'));
let author: SignedIn;
let reviewer: SignedIn;
let me: ReturnType<typeof aiCalls>;
let customer: Awaited<ReturnType<typeof signUpCustomer>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  author = await userWith(t, AI_ALL);
  reviewer = await userWith(t, AI_ALL);
  me = aiCalls(t, () => author);
  customer = await signUpCustomer(t, { language: 'en-US' });
});
afterAll(() => t.close());

/** the rows of a query */
const rows = async <R>(q: SQL) => ((await t.ctx.db.execute(q)) as unknown as { rows: R[] }).rows;

/** the AI query log's rows of a question, once the writes after its answer are done */
async function logsOf(question: string) {
  await aiWritesDone();
  return rows<{ model: string; status: string }>(sql`select model, status from ai_query_logs where question = ${question} order by id`);
}

describe('model settings', () => {
  it('refuses a model without a secret (79602), with a base URL that is not http or https (79601), an OpenAI model without one', async () => {
    expect((await me.model({ secret: undefined })).body.code).toBe(79602);
    expect((await me.model({ provider: 'openai', baseUrl: 'ftp://models.example.com/v1' })).body.code).toBe(79601);
    expect((await me.model({ provider: 'openai', baseUrl: 'not a url' })).body.code).toBe(79601);
    const noUrl = await me.model({ provider: 'openai' });
    expect(noUrl.body.code).toBe(79601);
    expect(noUrl.body.msg).toBe('The base URL must be an http or https address');
  });

  it('seals the secret at rest, never answers it, keeps it on an edit without one and refuses reading it back (79603)', async () => {
    const saved = await me.model({ secret: 'sk-PLAIN-123' });
    expect(saved.body.code).toBe(2000);
    const { id } = saved.body.data;
    expect(saved.body.data.secret).toBeNull();
    expect(saved.body.data.hasSecret).toBe(true);
    const [row] = await rows<{
      secret: null;
      secret_sealed: string;
    }>(sql`select secret, secret_sealed from ai_models where id = ${id}`);
    expect(row!.secret).toBeNull();
    expect(row!.secret_sealed).not.toContain('PLAIN');
    const detail = await me.get(`/aiModel/detail/${id}`);
    expect(JSON.stringify(detail.body)).not.toContain('sk-PLAIN-123');
    expect(JSON.stringify((await me.post('/aiModel/page', { current: 1, size: 50 })).body)).not.toContain('PLAIN');
    const edited = await me.post('/aiModel/update', { ...pick(detail.body.data), id, version: detail.body.data.version, modelName: 'echo-2' });
    expect(edited.body.code).toBe(2000);
    expect(edited.body.data.hasSecret).toBe(true);
    const [after] = await rows<{ secret_sealed: string }>(sql`select secret_sealed from ai_models where id = ${id}`);
    expect(after!.secret_sealed).toBe(row!.secret_sealed);
    const read = await me.get(`/aiModel/secret?id=${id}`);
    expect(read.body.code).toBe(79603);
    expect(read.status).toBe(400);
  });

  it('refuses a fallback that is the model itself, unknown or repeated (79608) and an unknown role (79611)', async () => {
    const a = (await me.model()).body.data;
    expect((await me.model({ fallbackIds: [999_999] })).body.code).toBe(79608);
    expect((await me.model({ fallbackIds: [a.id, a.id] })).body.code).toBe(79608);
    const self = await me.post('/aiModel/update', { ...pick(a), id: a.id, version: a.version, fallbackIds: [a.id] });
    expect(self.body.code).toBe(79608);
    expect((await me.model({ roleIds: [999_999] })).body.code).toBe(79611);
  });

  it("checks a model's health with its provider: latency and outcome", async () => {
    const good = (await me.model()).body.data;
    const bad = (await me.model({ modelName: 'echo-fail' })).body.data;
    const ok = await me.post('/aiModel/health', { id: good.id });
    expect(ok.body.data).toMatchObject({ ok: true, code: null });
    const failed = await me.post('/aiModel/health', { id: bad.id });
    expect(failed.body.data).toMatchObject({ ok: false, code: 79607 });
  });
});

/** the writable values of a model reply (an update sends them back) */
function pick(d: Record<string, unknown>) {
  const keys = [
    'name',
    'provider',
    'modelName',
    'baseUrl',
    'timeoutMs',
    'rateLimit',
    'tokenLimit',
    'priceInput',
    'priceOutput',
    'fallbackIds',
    'roleIds',
    'remark',
  ];
  return Object.fromEntries(keys.filter((k) => d[k] !== null && d[k] !== undefined).map((k) => [k, d[k]]));
}

describe('ask presets and the customer API', () => {
  let modelId = 0;
  beforeAll(async () => {
    const good = (await me.model({ name: 'answerer', priceInput: 10, priceOutput: 20 })).body.data;
    const failing = (await me.model({ name: 'first-fails', modelName: 'echo-fail', fallbackIds: [good.id] })).body.data;
    modelId = failing.id;
    await me.budget('APP-1', 100_000);
  });

  it('reviews presets like configuration packs: the author cannot pass their own (102060); rollback is a new revision', async () => {
    const saved = await me.post('/aiAsk/revision/save', {
      scene: 'review',
      language: 'en-US',
      modelId,
      temperature: 0.5,
      systemPrompt: 'v1',
      categories: [],
    });
    expect(saved.body.code).toBe(2000);
    const id = saved.body.data.id;
    await me.post('/aiAsk/revision/submit', { id, version: saved.body.data.version });
    const preview = (await me.get(`/aiAsk/revision/preview?id=${id}`, reviewer)).body.data;
    const v = () => me.get(`/aiAsk/detail/${id}`).then((r) => r.body.data.version as number);
    expect((await me.post('/aiAsk/revision/pass', { id, version: await v(), previewToken: preview.token })).body.code).toBe(102060);
    expect((await me.post('/aiAsk/revision/pass', { id, version: await v(), previewToken: preview.token }, reviewer)).body.code).toBe(2000);
    const detail = (await me.get(`/aiAsk/detail/${id}`)).body.data;
    expect(detail).toMatchObject({ status: 'confirmed', systemPrompt: 'v1', modelName: 'first-fails' });
    expect(detail.presetNo).toMatch(/^AP2026050400\d{3}$/);
    // a second revision passes, then is rolled back to the first
    await me.post('/aiAsk/revision/update', {
      id,
      version: await v(),
      scene: 'review',
      language: 'en-US',
      modelId,
      temperature: 0.5,
      systemPrompt: 'v2',
      categories: [],
    });
    await me.post('/aiAsk/revision/submit', { id, version: await v() });
    const p2 = (await me.get(`/aiAsk/revision/preview?id=${id}`, reviewer)).body.data;
    await me.post('/aiAsk/revision/pass', { id, version: await v(), previewToken: p2.token }, reviewer);
    expect((await me.get(`/aiAsk/detail/${id}`)).body.data.systemPrompt).toBe('v2');
    const rolled = await me.post('/aiAsk/revision/rollback', { id, version: await v(), toSeq: 1 });
    expect(rolled.body.data.state).toBe('inReview');
    const list = (await me.get(`/aiAsk/revision/list?id=${id}`)).body.data;
    expect(list[0]).toMatchObject({ seq: 3, rollbackOf: 1, data: expect.objectContaining({ systemPrompt: 'v1' }) });
    expect(list[1].changes.map((c: { field: string }) => c.field)).toContain('systemPrompt');
  });

  it('refuses a preset naming an unknown model (79609) and a second preset for the same scene and language (10120)', async () => {
    const body = { scene: 'dup', language: 'en-US', modelId: 999_999, temperature: 0.1, systemPrompt: 'x', categories: [] };
    expect((await me.post('/aiAsk/revision/save', body)).body.code).toBe(79609);
    expect((await me.post('/aiAsk/revision/save', { ...body, modelId })).body.code).toBe(2000);
    expect((await me.post('/aiAsk/revision/save', { ...body, modelId })).body.code).toBe(10120);
  });

  it('answers a customer with the passed preset, falling back when the first model fails, and logs every model asked', async () => {
    await me.passedPreset(author, reviewer, { scene: 'diag', modelId });
    const question = 'What does P0300 mean?';
    const r = await me.ask(customer, { app: 'APP-1', scene: 'diag', question });
    expect(r.body.code).toBe(2000);
    expect(r.body.data).toMatchObject({ answer: `echo: ${question}`, model: 'answerer' });
    expect(r.body.data.attempts.map((a: { model: string; outcome: string }) => [a.model, a.outcome])).toEqual([
      ['first-fails', 'failed'],
      ['answerer', 'answered'],
    ]);
    const { promptTokens, completionTokens, cost } = r.body.data;
    expect(cost).toBeCloseTo((promptTokens * 10 + completionTokens * 20) / 1000, 6);
    expect((await logsOf(question)).map((l) => [l.model, l.status])).toEqual([
      ['first-fails', 'failed'],
      ['answerer', 'answered'],
    ]);
  });

  it('refuses a preset citing a knowledge category that does not exist (79615); an existing one is kept', async () => {
    const [cat] = await rows<{ id: number }>(
      sql`insert into knowledge_categories (name_zh, name_en, knowledge_type) values ('故障码', 'Fault codes', 'faq') returning id`,
    );
    const body = { scene: 'cites', language: 'en-US', modelId, temperature: 0.1, systemPrompt: 'x' };
    for (const categories of [['999999'], ['abc'], [String(cat!.id), '0']]) {
      const r = await me.post('/aiAsk/revision/save', { ...body, categories });
      expect(r.body).toMatchObject({ code: 79615, msg: 'A knowledge-base category the preset cites does not exist' });
    }
    const saved = await me.post('/aiAsk/revision/save', { ...body, categories: [String(cat!.id)] });
    expect(saved.body.code).toBe(2000);
    expect((await me.get(`/aiAsk/detail/${saved.body.data.id}`)).body.data.categories).toEqual([String(cat!.id)]);
    const choices = (await me.get('/aiModel/lookup/knowledgeCategories')).body.data;
    expect(choices).toContainEqual({ value: cat!.id, label: 'Fault codes' });
  });

  it('writes the scene and the cost of each call into the AI query log', async () => {
    await me.passedPreset(author, reviewer, { scene: 'logged', modelId });
    const question = 'Which scene and what cost?';
    const r = await me.ask(customer, { app: 'APP-1', scene: 'logged', question });
    expect(r.body.code).toBe(2000);
    await aiWritesDone();
    const logged = await rows<{ model: string; scene: string; cost: number | null; status: string }>(
      sql`select model, scene, cost, status from ai_query_logs where question = ${question} order by id`,
    );
    expect(logged).toEqual([
      { model: 'first-fails', scene: 'logged', cost: null, status: 'failed' },
      { model: 'answerer', scene: 'logged', cost: r.body.data.cost, status: 'answered' },
    ]);
    const page = await call(
      t,
      {
        method: 'POST',
        url: t.ctx.svcPath('log', '/aiQueryLog/page'),
        payload: { current: 1, size: 10, scene: 'logged', sort: { field: 'cost', order: 'desc' } },
      },
      (await signInAdmin(t)).headers,
    );
    expect(page.body, JSON.stringify(page.body)).toMatchObject({ code: 2000 });
    expect(page.body.data.records.map((x: { scene: string }) => x.scene)).toEqual(['logged', 'logged']);
    expect(page.body.data.records.some((x: { cost: number | null }) => x.cost === r.body.data.cost)).toBe(true);
  });

  it("refuses, in the caller's language: a scene without a passed preset (79604), a question over the limit (79605), an app without a budget (79614)", async () => {
    const none = await me.ask(customer, { app: 'APP-1', scene: 'nothing', question: 'hi' });
    expect([none.status, none.body.code, none.body.msg]).toEqual([404, 79604, 'The scene has no passed ask preset in this language']);
    const zh = await signUpCustomer(t, { language: 'zh-CN' });
    const zhNone = await me.ask(zh, { app: 'APP-1', scene: 'diag', question: 'hi' });
    expect(zhNone.body.code).toBe(79604);
    expect((await me.ask(customer, { app: 'APP-1', scene: 'diag', question: 'x'.repeat(2001) })).body.code).toBe(79605);
    expect((await me.ask(customer, { app: 'NO-BUDGET', scene: 'diag', question: 'hi' })).body.code).toBe(79614);
    expect((await logsOf('x'.repeat(2001)))[0]?.status).toBe('refused');
  });

  it('skips a model past its requests a minute (79613) for the next in its chain; the next minute counts again', async () => {
    const backup = (await me.model({ name: 'rate-backup' })).body.data;
    const limited = (await me.model({ name: 'rate-limited', rateLimit: 2, fallbackIds: [backup.id] })).body.data;
    await me.passedPreset(author, reviewer, { scene: 'rate', modelId: limited.id });
    const answeredBy = async () => {
      const r = await me.ask(customer, { app: 'APP-1', scene: 'rate', question: 'rate?' });
      expect(r.body.code).toBe(2000);
      return r.body.data.attempts.map((a: { model: string; code: number | null }) => `${a.model}:${a.code ?? 'ok'}`).join(' ');
    };
    expect(await answeredBy()).toBe('rate-limited:ok');
    expect(await answeredBy()).toBe('rate-limited:ok');
    expect(await answeredBy()).toBe('rate-limited:79613 rate-backup:ok');
    clock.advance(60_000);
    expect(await answeredBy()).toBe('rate-limited:ok');
  });

  it("keeps the answers' cached settings through reads of the settings and clears them on a write", async () => {
    let loads = 0;
    const probe = () => cachedSetting(t.ctx, 'ai', 'probe', async () => ++loads);
    expect(await probe()).toBe(1);
    expect((await me.post('/aiModel/page', { current: 1, size: 10 })).body.code).toBe(2000);
    expect(await probe()).toBe(1);
    expect((await me.budget('APP-PROBE', 10)).body.code).toBe(2000);
    expect(await probe()).toBe(2);
  });

  it('refuses a model without a secret when no other answers (79602)', async () => {
    const m = (await me.model({ name: 'no-secret' })).body.data;
    await t.ctx.db.execute(sql`update ai_models set secret_sealed = null, has_secret = false where id = ${m.id}`);
    await me.passedPreset(author, reviewer, { scene: 'nosecret', modelId: m.id });
    expect((await me.ask(customer, { app: 'APP-1', scene: 'nosecret', question: 'hi' })).body.code).toBe(79602);
  });

  it('holds budgets exactly under concurrency and starts again the next day (79606)', async () => {
    const m = (await me.model({ name: 'budgeted', tokenLimit: 20, priceInput: 0, priceOutput: 0 })).body.data;
    await me.passedPreset(author, reviewer, { scene: 'budget', modelId: m.id, systemPrompt: 'S' });
    // each question reserves its prompt (2 tokens) and the longest answer (20): 22 tokens; 100 tokens fit 4
    await me.budget('APP-B', 100);
    const asks = await Promise.all(Array.from({ length: 12 }, () => me.ask(customer, { app: 'APP-B', scene: 'budget', question: 'hey' })));
    const codes = asks.map((a) => a.body.code);
    await aiWritesDone();
    expect(codes.filter((c) => c === 2000).length).toBeGreaterThanOrEqual(4);
    expect(codes.filter((c) => c !== 2000).every((c) => c === 79606)).toBe(true);
    const [use] = await rows<{
      tokens: string;
      questions: number;
    }>(sql`select tokens, questions from ai_budget_usage where app_code = 'APP-B'`);
    expect(Number(use!.tokens)).toBeLessThanOrEqual(100);
    expect(use!.questions).toBe(codes.filter((c) => c === 2000).length);
    // used up now (each answer settles at its real tokens, so a few more fit; then the budget holds)
    let last = 2000;
    for (let i = 0; i < 20 && last === 2000; i++) {
      last = (await me.ask(customer, { app: 'APP-B', scene: 'budget', question: 'hey' })).body.code;
      await aiWritesDone();
    }
    expect(last).toBe(79606);
    const listed = (await me.post('/aiBudget/page', { current: 1, size: 20, appCode: 'APP-B' })).body.data.records[0];
    // the next question's hold (22 tokens) no longer fits
    expect(listed.usedTokens + 22).toBeGreaterThan(100);
    expect(listed.usedTokens).toBeLessThanOrEqual(100);
    clock.advance(DAY);
    customer = await signUpCustomer(t, { language: 'en-US' });
    author = await userWith(t, AI_ALL);
    expect((await me.ask(customer, { app: 'APP-B', scene: 'budget', question: 'hey' })).body.code).toBe(2000);
  });

  it('runs the test panel against the newest revision, not counted against a budget; a role may be kept from a model (79610)', async () => {
    const m = (await me.model({ name: 'for-admins-only' })).body.data;
    const admin = await signInAdmin(t);
    const adminRole = (await rows<{ id: number }>(sql`select id from roles where role_code = 'ROLE_ADMIN'`))[0]!;
    const upd = await me.post('/aiModel/update', { ...pick(m), id: m.id, version: m.version, roleIds: [adminRole.id] });
    expect(upd.body.data.roleNames).not.toBe('');
    const saved = await me.post('/aiAsk/revision/save', {
      scene: 'panel',
      language: 'en-US',
      modelId: m.id,
      temperature: 0,
      systemPrompt: 'draft prompt',
      categories: [],
    });
    const id = saved.body.data.id;
    expect((await me.post('/aiAsk/test', { id, question: 'ping' })).body.code).toBe(79610);
    const asAdmin = await me.post('/aiAsk/test', { id, question: 'ping' }, admin);
    expect(asAdmin.body.data).toMatchObject({ answer: 'echo: ping', model: 'for-admins-only' });
    expect(asAdmin.body.data.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 401 to the customer API without a customer token and 403 to staff without the permission', async () => {
    const anon = await t.app.inject({ method: 'POST', url: t.ctx.svcPath('app', '/ai/ask'), payload: { app: 'APP-1', scene: 'diag', question: 'hi' } });
    expect(anon.statusCode).toBe(401);
    const nobody = await userWith(t, []);
    expect((await me.post('/aiModel/page', { current: 1, size: 10 }, nobody)).status).toBe(403);
  });
});
