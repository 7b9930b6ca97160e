// Writes src/app/router/route-index.ts from every area's routes.ts (src/app/router/feature-routes.ts):
// `npm run routes -w apps/web`; the build runs it first, and route-index.test.ts fails when the file is stale.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRouteIndex } from '../src/app/router/route-index-source';

const ROUTE_INDEX_FILE = fileURLToPath(new URL('../src/app/router/route-index.ts', import.meta.url));

const text = await renderRouteIndex();
const before = fs.existsSync(ROUTE_INDEX_FILE) ? fs.readFileSync(ROUTE_INDEX_FILE, 'utf8') : '';
if (text !== before) {
  fs.writeFileSync(ROUTE_INDEX_FILE, text);
  console.log(`route index: ${ROUTE_INDEX_FILE} rewritten`);
}
