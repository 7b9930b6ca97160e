import { describe, expect, it } from 'vitest';
import { languageTexts, localeLanguages } from './i18n';

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const res = Object.fromEntries(await Promise.all(localeLanguages().map(async (lang) => [lang, await languageTexts(lang)] as const)));

describe('locales', () => {
  it('has both languages with the same namespaces', () => {
    expect(Object.keys(res).sort()).toEqual(['en-US', 'zh-CN']);
    expect(Object.keys(res['en-US']!).sort()).toEqual(Object.keys(res['zh-CN']!).sort());
  });
  for (const ns of Object.keys(res['zh-CN'] ?? {})) {
    it(`${ns}: every key exists in zh-CN and en-US, none empty`, () => {
      const zh = keys(res['zh-CN']![ns]!).sort();
      const en = keys(res['en-US']![ns]!).sort();
      expect(en).toEqual(zh);
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const flat = JSON.stringify(res[lang]![ns]);
        expect(flat).not.toMatch(/:""/);
      }
    });
  }
});
