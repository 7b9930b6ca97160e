import { closeContext, createContext } from './platform/bootstrap';
import { ConfigError, loadConfig } from './platform/config';
import { seed } from './seed';

/**
 * npm run db:migrate: brings a PostgreSQL database to this release's schema and seeds what
 * is missing, then exits; a release step before instances are started or rolled
 * (docs/deploy.md). Instances do the same at start, under the same lock, so running it is
 * optional; the embedded PGlite database is migrated by the server itself.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('db:migrate needs DATABASE_URL (the embedded database is migrated when the server starts)');
  const ctx = await createContext(config);
  try {
    await ctx.database.exclusively(() => seed(ctx));
    console.log('Database migrated and seeded.');
  } finally {
    await closeContext(ctx);
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
