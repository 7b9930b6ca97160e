import { ZSaveSkuRequest } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { storeLanguage } from '../i18n/language';
import { compact, zodRules } from './zod-rules';

const messages = { required: 'required', invalid: (d: string) => `invalid: ${d}` };
const run = async (name: string, value: unknown) => {
  const rules = zodRules(ZSaveSkuRequest.shape, name, messages);
  const required = rules.some((r) => 'required' in r && r.required);
  if (required && (value === undefined || value === '')) return 'required';
  for (const r of rules) {
    if ('validator' in r && r.validator) {
      try {
        await (r.validator as (rule: unknown, v: unknown) => Promise<void>)({}, value);
      } catch (e) {
        return (e as Error).message;
      }
    }
  }
  return 'ok';
};

describe('zodRules (form rules from the shared request schema)', () => {
  it("writes zod's own messages in the page's language, as the server does", async () => {
    const long = 'x'.repeat(500);
    storeLanguage('zh-CN');
    const zh = await run('skuCode', long);
    expect(zh).toMatch(/^invalid: /);
    expect(zh).not.toMatch(/[A-Za-z]{3,}/u.source ? /: .*[A-Za-z]{3,}/ : /x/);
    storeLanguage('en-US');
    expect(await run('skuCode', long)).toMatch(/^invalid: .*[A-Za-z]{3,}/);
  });
  it('requires fields without a default and checks them with the same schema as the server', async () => {
    expect(await run('skuCode', '')).toBe('required');
    expect(await run('skuCode', 'has space')).toMatch(/^invalid/);
    expect(await run('skuCode', 'OK-1')).toBe('ok');
    expect(await run('price', 1.234)).toMatch(/^invalid/);
    expect(await run('price', 12.5)).toBe('ok');
  });
  it('leaves optional and defaulted fields optional', async () => {
    expect(await run('status', undefined)).toBe('ok');
    expect(await run('remark', undefined)).toBe('ok');
    expect(await run('status', 'bogus')).toMatch(/^invalid/);
  });
  it('compact drops empty strings', () => {
    expect(compact({ a: '', b: 1, c: undefined, d: 'x' })).toEqual({ b: 1, d: 'x' });
  });
});
