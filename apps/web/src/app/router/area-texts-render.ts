import { findAreaTexts, localeFolders, renderCoreTexts } from './area-texts-source';

/** The generated texts files by path under src/: area-texts.json and each language's core index.ts. */
export async function renderAreaTexts(): Promise<Record<string, string>> {
  const { AREA_ROUTE_LISTS } = await import('./feature-routes');
  const texts = findAreaTexts(Object.keys(AREA_ROUTE_LISTS));
  const titleKeys = Object.values(AREA_ROUTE_LISTS).flatMap((routes) => routes.map((r) => r.titleKey));
  const files: Record<string, string> = { 'app/router/area-texts.json': `${JSON.stringify(texts, null, 2)}\n` };
  for (const lang of localeFolders()) files[`locales/${lang}/index.ts`] = renderCoreTexts(lang, texts, titleKeys);
  return files;
}
