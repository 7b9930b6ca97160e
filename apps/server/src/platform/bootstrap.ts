import path from 'node:path';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { DbKv, RedisKv } from './kv/kv';
import { HttpSmsProvider, Notifier } from './notify/notifier';
import { PasswordCipher } from './security/password-cipher';

export type ContextOptions = {
  clock?: Clock;
  memoryDb?: boolean;
  kvPrefix?: string;
  /** with memoryDb: start from this migrated PGlite dump (the tests' template, test/pglite-template.ts) */
  pgliteTemplate?: Blob;
};

/** Opens the database (migrated), Redis when configured, and the shared services. */
export async function createContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  const clock = opts.clock ?? systemClock;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: opts.memoryDb ? null : path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteThread: config.DATABASE_THREAD && !opts.memoryDb,
    exactTotalLimit: config.LIST_EXACT_TOTAL_LIMIT,
    pgliteTemplate: opts.memoryDb ? opts.pgliteTemplate : undefined,
  });
  await database.migrate();
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const kv = redis ? new RedisKv(redis, clock, opts.kvPrefix ?? `diagops:${config.SVC}:`) : new DbKv(database.db, clock);
  const cipher = await PasswordCipher.load(database.db);
  const notifier = new Notifier(database.db, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    sms: config.SMS_PROVIDER_URL ? new HttpSmsProvider(config.SMS_PROVIDER_URL) : undefined,
  });
  return {
    config,
    database,
    db: database.db,
    kv,
    clock,
    cipher,
    notifier,
    redis,
    svcPath: (service, p) => `/${config.SVC}-${service}${p}`,
  };
}

export async function closeContext(ctx: AppContext) {
  await ctx.redis?.quit().catch(() => {});
  await ctx.database.close();
}
