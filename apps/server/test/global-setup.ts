import { makeTestTemplate } from './helpers';

/**
 * Makes the seeded PGlite template before any test file runs, so no file's first hook waits for
 * it (the server projects; on PostgreSQL, TEST_DATABASE_URL, the apps start from scratch databases).
 */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await makeTestTemplate();
}
