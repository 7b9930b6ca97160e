import fs from 'node:fs';
import path from 'node:path';

/** The journeys serve the built console: refuse to start without it. */
export default async function globalSetup() {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!fs.existsSync(dist)) throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first (npm test does).');
}
