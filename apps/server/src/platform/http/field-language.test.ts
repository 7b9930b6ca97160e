import fs from 'node:fs';
import path from 'node:path';
import { FIELD_MESSAGES_ZH, translateMessage } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';

/** Every failure in the caller's language, field errors included (zod's own messages and the services'). */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type Case = { kind: string; method: 'GET' | 'POST'; url: () => string; payload?: unknown; raw?: string; expectCode?: number };
const role = (p: string) => () => t.ctx.svcPath('user', `/role${p}`);
const sku = (p: string) => () => t.ctx.svcPath('product', `/platformsku${p}`);
const okSku = { skuCode: 'S1', nameZh: '名', nameEn: 'N', productId: 1, channelId: 1, platformSkuCode: 'P1', price: 1, currency: 'CNY' };

/** One request for each kind of invalid input. */
const CASES: Case[] = [
  { kind: 'missing field', method: 'POST', url: role('/save'), payload: { roleCode: 'R_A' } },
  { kind: 'wrong type', method: 'POST', url: role('/save'), payload: { roleName: 5, roleCode: 'R_A' } },
  { kind: 'too long', method: 'POST', url: role('/save'), payload: { roleName: 'x'.repeat(500), roleCode: 'R_A' } },
  { kind: 'empty', method: 'POST', url: role('/save'), payload: { roleName: '  ', roleCode: 'R_A' } },
  { kind: 'pattern with its own message', method: 'POST', url: role('/save'), payload: { roleName: 'n', roleCode: 'lower' } },
  { kind: 'unknown key', method: 'POST', url: role('/save'), payload: { roleName: 'n', roleCode: 'R_A', bogus: 1 } },
  { kind: 'NUL byte', method: 'POST', url: role('/save'), payload: { roleName: 'a\u0000', roleCode: 'R_A' } },
  { kind: 'number too small', method: 'POST', url: role('/page'), payload: { current: 0, size: 10 } },
  { kind: 'not an integer', method: 'POST', url: role('/page'), payload: { current: 1.5, size: 10 } },
  { kind: 'not one of the values', method: 'POST', url: role('/page'), payload: { current: 1, size: 7 } },
  { kind: 'enum', method: 'POST', url: role('/page'), payload: { current: 1, size: 10, sort: { field: 'nope', order: 'sideways' } } },
  { kind: 'format (uuid)', method: 'GET', url: () => t.ctx.svcPath('product', '/job/not-a-uuid') },
  { kind: 'refinement with its own message', method: 'POST', url: sku('/add'), payload: { ...okSku, price: 1.234 } },
  { kind: 'service field message', method: 'POST', url: sku('/add'), payload: { ...okSku, productId: 999999 } },
  { kind: 'malformed JSON', method: 'POST', url: role('/save'), raw: '{"roleName": ' },
];

async function send(c: Case, language: string) {
  const headers = { ...admin.headers, language, ...(c.raw ? { 'content-type': 'application/json' } : {}) };
  const res = await t.app.inject({
    method: c.method,
    url: c.url(),
    headers,
    ...(c.raw ? { payload: c.raw } : c.payload ? { payload: c.payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: { errors?: Array<{ field: string; message: string }> } | null } };
}

/** The texts a person reads in a reply: the message and each field error's message (field names are identifiers). */
const texts = (body: Awaited<ReturnType<typeof send>>['body']) => [body.msg, ...(body.data?.errors ?? []).map((e) => e.message)];
/** English in a Chinese text: a Latin word outside the 「」 that quote the caller's own values. */
const englishIn = (s: string) => s.replace(/「[^」]*」/g, '').match(/[A-Za-z]{2,}/)?.[0];

describe('field errors in the caller language', () => {
  it('each kind of invalid input answers 1001 with Chinese texts under zh-CN and English ones under en-US', async () => {
    for (const c of CASES) {
      const zh = await send(c, 'zh-CN');
      const en = await send(c, 'en-US');
      expect([zh.status, zh.body.code], c.kind).toEqual([400, 1001]);
      expect(zh.body.data?.errors?.length, c.kind).toBeGreaterThan(0);
      for (const s of texts(zh.body)) expect(englishIn(s), `${c.kind}: ${s}`).toBeUndefined();
      for (const s of texts(en.body)) expect(/[\u4e00-\u9fff]/.test(s), `${c.kind}: ${s}`).toBe(false);
      expect(
        en.body.data?.errors?.map((e) => e.field),
        c.kind,
      ).toEqual(zh.body.data?.errors?.map((e) => e.field));
    }
  });

  it('says what is wrong in words a person reads', async () => {
    const long = await send(CASES[2]!, 'zh-CN');
    expect(long.body.data?.errors).toEqual([{ field: 'body.roleName', message: '最多 64 个字符' }]);
    const missing = await send(CASES[0]!, 'zh-CN');
    expect(missing.body.data?.errors).toEqual([{ field: 'body.roleName', message: '必填' }]);
    const unknown = await send(CASES[5]!, 'zh-CN');
    expect(unknown.body.data?.errors).toEqual([{ field: 'body.bogus', message: '不允许的字段：「bogus」' }]);
    const service = await send(CASES[13]!, 'zh-CN');
    expect(service.body.data?.errors).toEqual([{ field: 'productId', message: '产品不存在' }]);
  });
});

/** Every English message written in a schema or a service: `message: '…'`, a named helper's text, a regex or refine message. */
function messagesInSources(): string[] {
  const roots = ['packages/contracts/src', 'apps/server/src'].map((r) => path.resolve(__dirname, '../../../../..', r));
  const patterns = [/message: '([^']+)'/g, /bad\('[^']*', '([^']+)'\)/g, /\.(?:regex|refine)\(.*, '([^']+)'\)/g];
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        const src = fs.readFileSync(p, 'utf8');
        for (const re of patterns) for (const m of src.matchAll(re)) found.add(m[1]!);
      }
    }
  };
  for (const r of roots) walk(r);
  return [...found];
}

describe('the message table', () => {
  it('holds a zh-CN text for every message the sources write', () => {
    const messages = messagesInSources();
    expect(messages.length).toBeGreaterThan(30);
    const missing = messages.filter((m) => translateMessage(m, 'zh-CN') === m);
    expect(missing).toEqual([]);
    for (const zh of Object.values(FIELD_MESSAGES_ZH)) expect(englishIn(zh), zh).toBeUndefined();
  });
});
