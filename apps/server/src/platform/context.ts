import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Kv } from './kv/kv';
import type { Notifier } from './notify/notifier';
import type { PasswordCipher } from './security/password-cipher';

/** What every module may use; built once at start and hung on the Fastify instance. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  kv: Kv;
  clock: Clock;
  cipher: PasswordCipher;
  notifier: Notifier;
  redis: Redis | null;
  /** `/{svc}-{service}{path}`, e.g. svcPath('plat-user', '/sysUser/login') */
  svcPath(service: string, path: string): string;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
