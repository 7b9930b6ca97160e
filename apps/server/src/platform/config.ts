import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every configuration variable; README.md lists them with the same defaults. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** relative paths are taken from the repository root, so every command shares one data folder */
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  /** connections each instance keeps to PostgreSQL */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  /** without DATABASE_URL: the embedded PGlite runs on a thread of its own (false: in the server's thread) */
  DATABASE_THREAD: bool.default(true),
  REDIS_URL: z.string().url().optional(),
  SVC: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, 'lowercase letters and digits')
    .default('lenkor'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: z.string().min(8).max(30).optional(),
  CAPTCHA_ENABLED: bool.default(true),
  OAUTH_CLIENT_ID: z.string().min(1).default('console'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('console'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(7200),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(7 * 24 * 3600),
  /** how long a resolved caller (token → session, roles, permissions) is reused; 0 resolves on every request */
  CALLER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** lists count exactly up to this many rows, then show the planner's estimate */
  LIST_EXACT_TOTAL_LIMIT: z.coerce.number().int().min(0).default(10000),
  /** purchase orders: the over-receipt tolerance a new order's form starts with, in percent (0-20) */
  PURCHASE_OVER_RECEIPT_PCT: z.coerce.number().int().min(0).max(20).default(5),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  JOBS_ENABLED: bool.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('DiagOps Console <no-reply@diagops.local>'),
  /** 32 bytes as 64 hex digits or base64: encrypts e-mail provider secrets (AES-256-GCM) and signs unsubscribe links; unset, a key kept in the database is used */
  MAIL_SECRET_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, '64 hex digits or 32 bytes in base64')
    .optional(),
  SMS_PROVIDER_URL: z.string().url().optional(),
  /** feedback: a Jira-compatible tracker (POST {url}/rest/api/2/issue with a bearer token); unset: moving to the tracker answers 1001 */
  BUG_TRACKER_URL: z.string().url().optional(),
  BUG_TRACKER_TOKEN: z.string().min(1).optional(),
  BUG_TRACKER_PROJECT: z.string().min(1).default('DIAG'),
  /** feedback: days an answered item waits for the customer before it is "to be closed" */
  FEEDBACK_TO_BE_CLOSED_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** feedback: days a "to be closed" item waits further before it is closed */
  FEEDBACK_CLOSE_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** mall: minutes an unpaid order waits for its payment before it expires (its cards go back to stock) */
  MALL_ORDER_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(10080).default(30),
  /** mall: the payment gateway's app key and secret its callbacks are signed with (HTTP-10); the test provider signs with them too */
  MALL_PAY_APP_KEY: z.string().min(1).default('diagops-pay'),
  MALL_PAY_SECRET: z.string().min(8).default('diagops-pay-development-secret'),
  /** mall: the built-in test payment provider in production too (journeys); it is always on in development and tests */
  MALL_PAY_TEST_PROVIDER: bool.default(false),
  /** mall: the HTTP payment gateway (POST {url}/pay); unset: only the built-in test provider */
  MALL_PAY_GATEWAY_URL: z.string().url().optional(),
  /** approvals: hours a request waits on one step before its approvers are reminded (then once per such period) */
  APPROVAL_REMIND_HOURS: z.coerce.number().min(0.25).max(720).default(24),
  /** logs: the online (seed / key) algorithm service (POST {url}/compute with a bearer token); unset: the built-in development algorithms */
  ALGORITHM_SERVICE_URL: z.string().url().optional(),
  ALGORITHM_SERVICE_TOKEN: z.string().min(1).optional(),
  /** dashboard: the font file a PDF is written with (a .ttf / .otf, or a Noto CJK .ttc); unset: an installed Noto CJK font, Helvetica for English */
  DASHBOARD_PDF_FONT: z.string().min(1).optional(),
  DINGTALK_BASE_URL: z.string().url().optional(),
  DINGTALK_APP_KEY: z.string().optional(),
  DINGTALK_APP_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: bool.default(false),
  /** stored files go to this S3-compatible store when S3_ENDPOINT, S3_BUCKET and both keys are set (else DATA_DIR/files) */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

/** apps/server/src/platform → the repository root */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type Config = z.infer<typeof ZEnv> & { dataDir: string; filesDir: string };

export class ConfigError extends Error {}

/** Reads and checks the environment; an invalid value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable counts as unset
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(REPO_ROOT, parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, filesDir: path.join(dataDir, 'files') };
}
