import type { Language } from '@diagops/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './language';

type Texts = Record<string, Record<string, unknown>>;

/**
 * The texts of each language (decision 0012, "per-area texts"). Each locale file is a top-level
 * key of the one namespace: locales/en-US/auth.json's "title" is t('auth.title').
 * - locales/<lang>/index.ts (generated) gathers the files the sign-in page and the shell need, and
 *   every route's title, into one chunk loaded before the console renders;
 * - every other file is a chunk of its own, loaded with the first page of an area that needs it
 *   (`loadTexts`, from app/router/area-texts.json) or, for a key the build's reading missed, on
 *   first use (the page renders again when it arrives).
 * Only the language in use is downloaded (choosing another reloads the page).
 */
const cores = import.meta.glob<Texts>('../../locales/*/index.ts', { import: 'default' });
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

/** The languages with a locale folder. */
export const localeLanguages = () => Object.keys(cores).map((file) => file.split('/').at(-2)!);

const fileOf = (lang: string, name: string) => files[`../../locales/${lang}/${name}.json`];

/** Every text of one language, by file (tests and the parity check). */
export async function languageTexts(lang: string): Promise<Texts> {
  const names = Object.keys(files)
    .filter((f) => f.split('/').at(-2) === lang)
    .map((f) => f.split('/').at(-1)!.slice(0, -'.json'.length));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await fileOf(lang, name)!()) as Record<string, unknown>] as const)));
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: currentLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // a file that arrives later renders the components that showed its keys again
  react: { bindI18nStore: 'added' },
  saveMissing: true,
  missingKeyHandler: (_langs, _ns, key) => void loadTextsOf(key),
});

const loaded = new Map<string, Promise<void>>();

/** Loads files of the language in use (each once) into the one namespace. */
export function loadTexts(names: readonly string[], lang: string = i18n.language): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const id = `${lang}/${name}`;
      let done = loaded.get(id);
      if (!done) {
        const load = fileOf(lang, name);
        done = load ? load().then((texts) => void i18n.addResourceBundle(lang, 'translation', { [name]: texts }, true, true)) : Promise.resolve();
        loaded.set(id, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** A key whose file is not loaded yet: loads that file (a key of no file is simply missing). */
function loadTextsOf(key: string): Promise<void> {
  const name = key.split('.')[0] ?? '';
  const lang = i18n.language;
  if (!fileOf(lang, name) || loaded.has(`${lang}/${name}`)) return Promise.resolve();
  if (import.meta.env.DEV) console.warn(`texts: ${name}.json loaded on first use by "${key}"; run \`npm run routes -w apps/web\``);
  return loadTexts([name], lang);
}

/** Adds a language's core texts (once); the console renders after those of the current language. */
export async function loadLanguage(lang: Language): Promise<void> {
  const load = cores[`../../locales/${lang}/index.ts`];
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', load ? await load() : {});
}

/** Every text of a language (tests render any screen in either language). */
export async function loadAllTexts(lang: Language): Promise<void> {
  await loadLanguage(lang);
  i18n.addResourceBundle(lang, 'translation', await languageTexts(lang), true, true);
}

/** Translate outside React (http client, stores). */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;
