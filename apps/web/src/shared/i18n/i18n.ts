import type { Language } from '@diagops/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './language';

type Texts = Record<string, Record<string, unknown>>;

/**
 * The texts of each language: locales/<lang>/index.ts gathers its folder's JSON files into
 * one chunk, and only the language in use is downloaded (choosing another reloads the page).
 * Each file is a top-level key of the one namespace: locales/en-US/auth.json's "title" is
 * t('auth.title').
 */
const bundles = import.meta.glob<Texts>('../../locales/*/index.ts', { import: 'default' });

/** The languages with a locale folder. */
export const localeLanguages = () => Object.keys(bundles).map((file) => file.split('/').at(-2)!);

/** Every text of one language, by file. */
export async function languageTexts(lang: string): Promise<Texts> {
  const load = bundles[`../../locales/${lang}/index.ts`];
  return load ? await load() : {};
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: currentLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a language's texts (once); the console renders after those of the current language. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await languageTexts(lang));
}

/** Translate outside React (http client, stores). */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;
