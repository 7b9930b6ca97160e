// Writes src/app/router/route-index.ts from every area's routes.ts (src/app/router/feature-routes.ts),
// src/features/menus/code-permissions.ts from ALL_PERMISSIONS, and the texts each area needs
// (src/app/router/area-texts.json and src/locales/<lang>/index.ts, from area-texts-source.ts):
// `npm run routes -w apps/web`; the build runs it first, and the tests fail when a file is stale.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderAreaTexts } from '../src/app/router/area-texts-render';
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
for (const [relative, text] of Object.entries(await renderAreaTexts())) write(`../src/${relative}`, text);
