// Writes src/app/router/route-index.ts from every area's routes.ts (src/app/router/feature-routes.ts) and
// src/features/menus/code-permissions.ts from ALL_PERMISSIONS:
// `npm run routes -w apps/web`; the build runs it first, and route-index.test.ts fails when the file is stale.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRouteIndex } from '../src/app/router/route-index-source';
import { renderCodePermissions } from '../src/features/menus/code-permissions-source';

/** Writes a generated file when its text changed. */
function write(relative: string, text: string) {
  const file = fileURLToPath(new URL(relative, import.meta.url));
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (text === before) return;
  fs.writeFileSync(file, text);
  console.log(`generated: ${file} rewritten`);
}

write('../src/app/router/route-index.ts', await renderRouteIndex());
write('../src/features/menus/code-permissions.ts', await renderCodePermissions());
