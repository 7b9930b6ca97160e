import fs from 'node:fs';
import path from 'node:path';

/**
 * Which locale files (src/locales/<lang>/<file>.json) the console needs before it signs in and
 * which each area adds when its first page opens (decision 0012, "per-area texts"). Found by
 * reading the code: every string literal that starts with `<file>.` is a key of that file.
 *
 * - core: what the entry, the sign-in page and the shell reach through their imports (never an
 *   area's routes.ts, which the shell loads on first use);
 * - each area: what its routes.ts reaches through its imports, less the core, plus the files named
 *   after the area (vehicle → vehicleBasic …), whose keys its contracts' declarations may build.
 *
 * A key the reading misses still shows: the console loads a missing key's file on first use
 * (i18n.ts, `loadTextsOf`) and re-renders.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const LOCALE_DIR = path.join(SRC, 'locales');
const CORE_ENTRIES = ['main.tsx', 'features/auth/pages/login-page.tsx', 'app/router/signed-in.tsx', 'app/shell/shell.tsx'];
// the shell reaches the areas only through these (area-routes: on first use; feature-routes: tests)
const AREA_DOORS = new Set(['app/router/area-routes.ts', 'app/router/feature-routes.ts']);
// its keys are route titles, which the core carries on their own (renderCoreTexts)
const TITLES_ONLY = 'app/router/route-index.ts';
const IMPORT = /\bfrom\s*['"](\.[^'"]+)['"]|\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)|\bimport\s+['"](\.[^'"]+)['"]/g;
const KEY = /['"`]([a-z][A-Za-z0-9]*)\.[A-Za-z_$]/g;

export type AreaTexts = { core: string[]; areas: Record<string, string[]> };

/** The locale files by name (the en-US folder holds the same names as every other). */
export function textFileNames(): string[] {
  return fs
    .readdirSync(path.join(LOCALE_DIR, 'en-US'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.split('?')[0]!);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The keys' files named in every module reachable from the entries (tests and area doors excluded). */
function reachableTexts(entries: string[], known: Set<string>, stop: (relative: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const texts = new Set<string>();
  const queue = entries.map((e) => path.join(SRC, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    if (path.relative(SRC, file).replaceAll(path.sep, '/') !== TITLES_ONLY) for (const m of source.matchAll(KEY)) if (known.has(m[1]!)) texts.add(m[1]!);
    for (const m of source.matchAll(IMPORT)) {
      const target = resolveImport(file, (m[1] ?? m[2] ?? m[3])!);
      if (!target || /\.test\.tsx?$/.test(target)) continue;
      if (!stop(path.relative(SRC, target).replaceAll(path.sep, '/'))) queue.push(target);
    }
  }
  return texts;
}

/** The core's files and each area's, sorted (the area keys of AREA_ROUTES, in their order). */
export function findAreaTexts(areas: readonly string[]): AreaTexts {
  const known = new Set(textFileNames());
  const isAreaRoutes = (rel: string) => AREA_DOORS.has(rel) || /^features\/[^/]+\/routes\.ts$/.test(rel);
  const core = reachableTexts(CORE_ENTRIES, known, isAreaRoutes);
  const result: AreaTexts = { core: [...core].sort(), areas: {} };
  for (const area of areas) {
    const texts = reachableTexts([`features/${area}/routes.ts`], known, (rel) => AREA_DOORS.has(rel));
    for (const name of known) if (name === area || (name.startsWith(area) && /^[A-Z]/.test(name.slice(area.length)))) texts.add(name);
    result.areas[area] = [...texts].filter((f) => !core.has(f)).sort();
  }
  return result;
}

/** src/locales/<lang>/index.ts: the core's files as one chunk, with every route's title (tabs name pages of areas not yet loaded). */
export function renderCoreTexts(lang: string, texts: AreaTexts, titleKeys: readonly string[]): string {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, lang, `${name}.json`), 'utf8')) as Record<string, unknown>;
  const titles: Record<string, Record<string, unknown>> = {};
  for (const key of titleKeys) {
    const [file, ...rest] = key.split('.');
    if (!file || texts.core.includes(file) || rest.length === 0) continue;
    let value: unknown = read(file);
    for (const part of rest) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value !== 'string') continue;
    titles[file] ??= {};
    let node = titles[file];
    for (const part of rest.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[rest.at(-1)!] = value;
  }
  const imports = texts.core.map((name) => `import ${name} from './${name}.json';\n`).join('');
  return `// Generated by \`npm run routes -w apps/web\` (the build runs it; area-texts.test.ts checks it): do not edit.
// The ${lang} texts the console needs before an area's page opens (src/app/router/area-texts-source.ts), and
// every route's title: an area's own files load with its first page.
${imports}
/** Route titles of the areas not in the core, by file. */
const routeTitles = ${JSON.stringify(titles)};

export default { ...routeTitles, ${texts.core.join(', ')} };
`;
}

/** The locale folders (one per language). */
export const localeFolders = () => fs.readdirSync(LOCALE_DIR).filter((d) => fs.statSync(path.join(LOCALE_DIR, d)).isDirectory());
