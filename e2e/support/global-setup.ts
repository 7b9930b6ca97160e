import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD } from './constants';
import { startServer } from './server';

/** Starts the real server once for every journey; its address reaches the tests through E2E_BASE_URL. */
export default async function globalSetup() {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!fs.existsSync(dist)) throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first (npm test does).');
  const server = await startServer({ adminPassword: ADMIN_PASSWORD });
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => server.stop();
}
