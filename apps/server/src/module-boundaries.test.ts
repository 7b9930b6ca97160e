import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Area boundaries (docs/development.md, "Areas and their order"): an area uses another only
 * through its index.ts, only areas below it, and platform uses no area. Pure file parsing.
 */
/** The areas, bottom to top: an area may use only areas before it. platform sits below them all. */
const AREA_ORDER = [
  'menus',
  'roles',
  'depts',
  'users',
  'auth',
  'account',
  'files',
  'supply',
  'approvals',
  'dictionary',
  'products',
  'skus',
  'software',
  'knowledge',
  'ledger',
  'customers',
  'devices',
  'logfiles',
  'feedback',
  'chat',
  'mail',
  'messages',
  'dealers',
  'experts',
  'terminals',
  'assets',
  'stock',
  'config',
  'vehicle',
  'repair',
  'faultlight',
  'logs',
  'reports',
  'tracking',
  'dashboard',
  'legal',
  'ai',
  'marketing',
  'mall',
  'finance',
  'search',
  'views',
] as const;

type SourceFile = { path: string; text: string };

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;
const isTest = (p: string) => /\.test\.ts$/.test(p) || /\/test-support\.ts$/.test(p);

/** Every import in `files` (paths relative to apps/server/src) that breaks the boundaries, as a sentence. */
function boundaryProblems(files: SourceFile[]): string[] {
  const rank = new Map<string, number>(AREA_ORDER.map((a, i) => [a, i]));
  const problems: string[] = [];
  for (const file of files) {
    const [layer, fromArea] = file.path.split('/');
    const ownArea = layer === 'modules' && file.path.split('/').length > 2 ? fromArea : undefined;
    for (const m of file.text.matchAll(IMPORT)) {
      const spec = m[1]!;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), spec)).replace(/\.(ts|js)$/, '');
      const [toLayer, toArea, ...rest] = target.split('/');
      if (toLayer !== 'modules' || !toArea) continue;
      const says = `${file.path} imports '${spec}'`;
      if (layer === 'platform') {
        problems.push(`${says}: platform uses no area; pass what it needs in from the area`);
        continue;
      }
      const appLevel = !file.path.includes('/');
      if ((layer !== 'modules' && !appLevel) || toArea === ownArea) continue;
      const inside = rest.join('/');
      if (inside === 'test-support') {
        if (!isTest(file.path)) problems.push(`${says}, a test fixture: only tests may import it`);
      } else if (inside !== '' && inside !== 'index') {
        const up = path.posix.relative(path.posix.dirname(file.path), `modules/${toArea}`);
        const base = up.startsWith('.') ? up : `./${up}`;
        problems.push(`${says}, inside the area ${toArea}: import from '${base}' (${toArea}/index.ts) instead`);
        continue;
      }
      if (ownArea && (rank.get(toArea) ?? -1) > (rank.get(ownArea) ?? -1))
        problems.push(
          `${says}, but ${toArea} sits above ${ownArea} (docs/development.md): move what ${ownArea} needs down, or have ${toArea} register it at start`,
        );
    }
  }
  return problems;
}

const src = path.resolve(import.meta.dirname);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.ts$/.test(e.name) ? [p] : [];
  });
}

/** seed-demo.ts writes bulk demo rows (generate_series) straight into the business tables. */
const UNCHECKED = new Set(['seed-demo.ts']);
const appFiles = fs
  .readdirSync(src)
  .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && !UNCHECKED.has(n))
  .map((n) => path.join(src, n));
const tree: SourceFile[] = [...appFiles, ...files(path.join(src, 'modules')), ...files(path.join(src, 'platform'))].map((f) => ({
  path: path.relative(src, f).split(path.sep).join('/'),
  text: fs.readFileSync(f, 'utf8'),
}));

describe('server area boundaries', () => {
  it('every import between areas goes through an index, downwards; platform imports no area; app files use indexes', () => {
    expect(boundaryProblems(tree)).toEqual([]);
  });

  it('every area folder has a place in the order, and the order in docs/development.md is this one', () => {
    const folders = fs
      .readdirSync(path.join(src, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual([...AREA_ORDER].sort());
    const doc = fs.readFileSync(path.resolve(src, '../../../docs/development.md'), 'utf8');
    const line = doc.split('\n').find((l) => l.startsWith('Order (bottom → top):'));
    expect(line?.match(/`([a-z-]+)`/g)?.map((s) => s.slice(1, -1))).toEqual(['platform', ...AREA_ORDER]);
  });

  it('names the file and what to import instead', () => {
    const problems = boundaryProblems([
      { path: 'modules/users/user-admin.repository.ts', text: "import { depts } from '../depts/depts.tables';" },
      { path: 'modules/roles/roles.service.ts', text: "import { findUserById } from '../users';" },
      { path: 'modules/depts/depts.service.ts', text: "export { checkRoleIds } from '../roles/index';\nimport type { X } from '../roles';" },
      { path: 'platform/db/schema.ts', text: "export * from '../../modules/users/users.tables';" },
      { path: 'modules/skus/skus.service.ts', text: "const m = await import('../products/products.repository');" },
      { path: 'modules/index.ts', text: "import { authRoutes } from './auth/auth.routes';\nimport { usersRoutes } from './users';" },
      { path: 'modules/account/x.test.ts', text: "import { userRow } from '../users/test-support';" },
      { path: 'modules/account/x.service.ts', text: "import { userRow } from '../users/test-support';" },
      { path: 'seed.ts', text: "import { roles } from './modules/roles/roles.tables';\nimport { seedRoles } from './modules/roles';" },
    ]);
    expect(problems).toEqual([
      "modules/users/user-admin.repository.ts imports '../depts/depts.tables', inside the area depts: import from '../depts' (depts/index.ts) instead",
      "modules/roles/roles.service.ts imports '../users', but users sits above roles (docs/development.md): move what roles needs down, or have users register it at start",
      "platform/db/schema.ts imports '../../modules/users/users.tables': platform uses no area; pass what it needs in from the area",
      "modules/skus/skus.service.ts imports '../products/products.repository', inside the area products: import from '../products' (products/index.ts) instead",
      "modules/index.ts imports './auth/auth.routes', inside the area auth: import from './auth' (auth/index.ts) instead",
      "modules/account/x.service.ts imports '../users/test-support', a test fixture: only tests may import it",
      "seed.ts imports './modules/roles/roles.tables', inside the area roles: import from './modules/roles' (roles/index.ts) instead",
    ]);
  });
});
