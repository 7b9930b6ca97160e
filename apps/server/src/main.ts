import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { closeContext, createContext } from './platform/bootstrap';
import { ConfigError, loadConfig } from './platform/config';
import { journeyClockFromEnv } from './platform/journey-clock';
import { seed } from './seed';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const ctx = await createContext(config, { clock: journeyClockFromEnv() });
  const logger = {
    level: config.LOG_LEVEL,
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
  };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
  const app = await buildApp(ctx, { logger, webDistDir });
  // instances starting together on one database seed one after the other
  await ctx.database.exclusively(() => seed(ctx, (msg) => app.log.warn(msg)));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`DiagOps Console on http://localhost:${config.PORT} (${ctx.database.kind}, API docs at /docs)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
