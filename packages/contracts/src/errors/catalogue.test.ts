import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, LANGUAGES } from './catalogue';

// Every code both specifications name (platform.md §8, business.md §8).
const SPEC_CODES = [
  1000, 1001, 1002, 9999, 10108, 10120, 102011, 102039, 102040, 102041, 102042, 102043, 102044, 102045, 102046, 102047, 102048, 102050, 102051, 102052, 102053,
  61000, 61001, 61004, 61005, 61009, 61010, 15316, 15317, 15318, 15319, 15601, 15602, 15603, 15604, 60002, 73211, 73212, 73213, 73214, 73215, 73216, 73217,
  73218, 73219, 73220, 73221, 73222, 73223, 73224,
];

describe('error catalogue', () => {
  it('holds every code of both specifications', () => {
    const missing = SPEC_CODES.filter((c) => !(c in ERROR_CATALOGUE));
    expect(missing).toEqual([]);
  });

  it('has a non-empty message in both languages for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      for (const lang of LANGUAGES) {
        expect(entry[lang], `${code} ${lang}`).toBeTruthy();
      }
      // the Chinese message is Chinese and the English one is not
      expect(/[\u4e00-\u9fff]/.test(entry['zh-CN']), `${code} zh-CN`).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(entry['en-US']), `${code} en-US`).toBe(false);
    }
  });

  it('maps each code to the HTTP status of its failure class', () => {
    const status = (c: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[c].status;
    expect(status(1001)).toBe(400);
    expect(status(1003)).toBe(401);
    expect(status(1000)).toBe(403);
    expect(status(1002)).toBe(404);
    expect(status(1005)).toBe(409);
    expect(status(1006)).toBe(413);
    expect(status(1004)).toBe(429);
    expect(status(10108)).toBe(500);
    // an outside service missing or failing is not a bug of ours (500 means only that)
    expect(status(1014)).toBe(503);
    const fiveHundreds = Object.entries(ERROR_CATALOGUE)
      .filter(([, e]) => e.status === 500)
      .map(([c]) => Number(c));
    expect(fiveHundreds.sort((a, b) => a - b)).toEqual([9999, 10108]);
    // a wrong password must not look like an expired session to the console (401 logs out)
    expect(status(60002)).not.toBe(401);
  });

  it('uses the texts the specs quote', () => {
    expect(ERROR_CATALOGUE[60002]['en-US']).toBe('Wrong Password');
    expect(ERROR_CATALOGUE[15316]['zh-CN']).toBe('密码已过期，请修改密码');
    expect(ERROR_CATALOGUE[15316]['en-US']).toBe('Password expired, please change password!');
    expect(ERROR_CATALOGUE[1008]['zh-CN']).toBe('密码规则不对,按上述规则输入!');
  });
});
