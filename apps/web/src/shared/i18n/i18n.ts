import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './language';

/**
 * Every locales/<lang>/<file>.json, bundled. Each file is a top-level key of the one
 * namespace: locales/en-US/auth.json's "title" is t('auth.title').
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, { translation: Record<string, Record<string, unknown>> }> = {};
  for (const [file, mod] of Object.entries(files)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    resources[lang] ??= { translation: {} };
    resources[lang].translation[ns] = mod.default;
  }
  return resources;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: localeResources(),
  lng: currentLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Translate outside React (http client, stores). */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;
