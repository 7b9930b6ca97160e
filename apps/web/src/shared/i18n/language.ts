import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type Language } from '@diagops/contracts';
import { getStore, setStore } from '../storage/storage';

const KEY = 'language';

/** platform.md §1: cn, zh and zh-cn give Chinese, anything else English. */
export function detectLanguage(browser: string | undefined): Language {
  if (!browser) return DEFAULT_LANGUAGE;
  const l = browser.toLowerCase();
  return l === 'cn' || l === 'zh' || l === 'zh-cn' ? 'zh-CN' : 'en-US';
}

/** The stored choice, else the browser's language, else zh-CN. */
export function currentLanguage(): Language {
  const stored = getStore<string>(KEY);
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  return detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

export function storeLanguage(lang: Language): void {
  setStore(KEY, lang, 'local');
}

/** zh-CN → 1, en-US → 7. */
export function languageId(lang: Language = currentLanguage()): number {
  return LANGUAGE_IDS[lang];
}
