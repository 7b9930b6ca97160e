import fs from 'node:fs';
import path from 'node:path';
import { makeTemplateRoot } from './data-template';

/**
 * The journeys serve the built console: refuse to start without it. Makes the folder for this
 * run's seeded data folders (data-template.ts) and returns the teardown that removes it.
 */
export default async function globalSetup() {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!fs.existsSync(dist)) throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first (npm test does).');
  const templates = makeTemplateRoot();
  process.env.E2E_TEMPLATES = templates;
  return () => fs.rmSync(templates, { recursive: true, force: true });
}
