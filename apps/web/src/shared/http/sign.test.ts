import { md5 } from 'js-md5';
import { describe, expect, it } from 'vitest';
import { signParams, signQuery, sortedJson } from './sign';

describe('signed requests', () => {
  it('adds nonceStr, timestamp and appkey, and signs the key-sorted JSON plus the secret, uppercase', () => {
    const s = signParams({ b: 2, a: 'x' }, { appKey: 'k', secret: 'S', now: 1700000000000, nonce: 'n-1' });
    expect(s).toMatchObject({ a: 'x', b: 2, nonceStr: 'n-1', timestamp: 1700000000000, appkey: 'k' });
    const expected = md5('{"a":"x","appkey":"k","b":2,"nonceStr":"n-1","timestamp":1700000000000}S').toUpperCase();
    expect(s.sign).toBe(expected);
    expect(s.sign).toMatch(/^[0-9A-F]{32}$/);
  });

  it('makes a fresh uuid nonce each time', () => {
    const a = signParams({});
    const b = signParams({});
    expect(a.nonceStr).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.nonceStr).not.toBe(b.nonceStr);
  });

  it('sorts nested keys', () => {
    expect(sortedJson({ z: { b: 1, a: [{ d: 1, c: 2 }] }, y: null })).toBe('{"y":null,"z":{"a":[{"c":2,"d":1}],"b":1}}');
  });

  it('can return the query-string form', () => {
    const q = new URLSearchParams(signQuery({ id: 5 }, { appKey: 'k', secret: 'S', now: 1, nonce: 'n' }));
    expect(q.get('id')).toBe('5');
    expect(q.get('appkey')).toBe('k');
    expect(q.get('sign')).toBe(md5('{"appkey":"k","id":5,"nonceStr":"n","timestamp":1}S').toUpperCase());
  });
});
