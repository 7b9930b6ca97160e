import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * React work that runs after a web test file's jsdom is gone: an antd message or confirm left
 * open schedules its closing on a Node timer, which can fire after the file's last test, when
 * React's scheduler meets no \`window\` (apps/web/src/test/setup.ts tries to settle it first).
 * Nothing is asserted by then, so it is not a test failure; any other unhandled error still
 * fails the run.
 */
function isReactAfterTeardown(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /performWorkOnRootViaSchedulerTask|performWorkUntilDeadline/.test(error.stack ?? '') &&
    /react-dom|scheduler/.test(error.stack ?? '')
  );
}

/**
 * The server suites that depend on what the database and Redis do, not only on what the app does:
 * list totals and estimates, the planner and indexes, hand-written SQL (trees, EXISTS, counts),
 * concurrent writes and claims, pg-boss jobs, Redis stores, locks, rate limits and fan-out.
 * CI runs the whole server project on PGlite and repeats these on PostgreSQL + Redis (the
 * `server-pg` project, `.ci/run`); the others test the app's own rules, which the database does
 * not change (every file still migrates and seeds a database of the kind it runs on).
 * An area adds its file here when it writes SQL of its own, runs jobs or counts on the database.
 */
const DATABASE_SENSITIVE = [
  'test/kit-page.test.ts', // list totals: exact, estimated, keyset paging
  'test/query-planning.test.ts', // what the planner works with
  'test/caller-cache.test.ts', // sessions and the caller cache, across instances on Redis
  'src/platform/kit/kit.test.ts', // explainUsesIndex, files written with their rows
  'src/platform/db/bulk-insert.test.ts', // rows written as one JSON parameter (jsonb_to_recordset)
  'src/platform/kit/jobs.create-queue.test.ts', // pg-boss queue creation
  'src/platform/realtime/realtime.test.ts', // the hub's fan-out (Redis pub/sub)
  'src/modules/account/abuse-limits.test.ts', // rate limits (Redis counters)
  'src/modules/auth/auth.test.ts', // captcha and code stores, token families
  'src/modules/files/files.lock.test.ts', // upload locks between instances (Redis)
  'src/modules/chat/chat.test.ts', // sequences, pool assignment, socket fan-out
  'src/modules/customers/staff.test.ts', // index searches, export jobs
  'src/modules/dealers/dealers.test.ts', // the five-level tree in SQL
  'src/modules/devices/devices.test.ts', // binds and transfers under concurrency
  'src/modules/devices/bound-count.test.ts', // counts kept by the database, sorted from an index
  'src/modules/devices/cards-redeem.test.ts', // concurrent redemptions
  'src/modules/devices/cards-ledger.test.ts', // the ledger's append-only trigger, concurrent redemptions
  'src/modules/assets/assets.test.ts', // the generated suite's index checks, one open loan per asset under concurrency
  'src/modules/reports/reports.test.ts', // each kind's filters served by an index leading with the kind (EXPLAIN)
  'src/modules/feedback/feedback.test.ts', // queue SQL and jobs
  'src/modules/feedback/feedback.states.test.ts', // the to-be-closed pg-boss job
  'src/modules/knowledge/knowledge.test.ts', // search in both languages
  'src/modules/messages/messages.test.ts', // scheduled sends reaching each customer once
  'src/modules/messages/audience-expiry.test.ts', // one EXISTS over the devices
  'src/modules/messages/scene-send.test.ts', // concurrent events, claims
  'src/modules/skus/skus.test.ts', // imports and exports, 61009 past 10,000 rows
  'src/modules/stock/ledger.test.ts', // concurrent movements on one balance row, the SN upserts
  'src/modules/stock/purchasing.test.ts', // receipts and returns through the ledger, the inventory's keyset pages
  'src/modules/stock/inventory.test.ts', // 10,000 SKUs and 1,000,000 ledger rows: index plans, keyset pages, estimated totals
  'src/modules/dashboard/dashboard.test.ts', // month boundaries in SQL (UTC+0 / UTC+8), the scheduled e-mails
  'src/modules/tracking/tracking.registry.test.ts', // the generated suites' index checks (events share one table by kind)
  'src/modules/tracking/tracking.data.test.ts', // daily partitions (made and dropped), ON CONFLICT ingestion, rollup SQL, export jobs
  'src/modules/marketing/activities.test.ts', // concurrent joins against a usage limit (one conditional UPDATE), ON CONFLICT reach
  'src/modules/marketing/marketing.test.ts', // per-customer ad caps in ON CONFLICT … WHERE upserts
  'src/modules/ai/ai.test.ts', // budget holds in one conditional upsert (set_config in a CTE), batched settlements under concurrency
  'src/modules/customers/points-awards.test.ts', // concurrent spends of one balance, FIFO draws under the row lock
  'src/modules/finance/finance.test.ts', // the reports' SQL (month windows in UTC+0 / UTC+8, lateral sale lookups), export jobs past 10,000 rows
];

/** Test files under `root` that replace a module (vi.mock, vi.doMock): each runs in a module graph of its own. */
function mockingFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.test\.tsx?$/.test(e.name) && /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(p, 'utf8'))) files.push(path.relative(root, p));
    }
  };
  for (const dir of ['src', 'test']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}
const SERVER_MOCKING = mockingFiles(path.join(import.meta.dirname, 'apps/server'));
const WEB_MOCKING = mockingFiles(path.join(import.meta.dirname, 'apps/web'));

const webProject = { root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' as const, testTimeout: 60_000 };

const serverProject = {
  root: 'apps/server',
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // the seeded PGlite template the test apps start from, made once before the files run (test/pglite-template.ts)
  globalSetup: ['test/global-setup.ts'],
};

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one worker on CI's two. Test files wait
    // on PGlite, sockets and timers as much as they compute, so two workers there run the suite in
    // about 4.3 min instead of 6 (measured on this 2-core machine), with the same results.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    onUnhandledError: (error) => !isReactAfterTeardown(error),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      // a server file spends most of its time importing the app's module graph (about 10 s on CI's two
      // cores): the files share a worker's modules, except those that replace a module with vi.mock
      {
        test: {
          name: 'server',
          ...serverProject,
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/cluster/**', ...SERVER_MOCKING],
        },
      },
      { test: { name: 'server-mocks', ...serverProject, include: SERVER_MOCKING } },
      // the database-sensitive server suites, for the run on PostgreSQL + Redis (.ci/run); defined only
      // when one is configured, so a plain `npx vitest run` on PGlite does not run them twice
      ...(process.env.TEST_DATABASE_URL || process.env.TEST_REDIS_URL
        ? [{ test: { name: 'server-pg', ...serverProject, isolate: false, include: DATABASE_SENSITIVE } }]
        : []),
      // two real server processes on one PostgreSQL + Redis (docs/deploy.md); skipped without TEST_DATABASE_URL and TEST_REDIS_URL
      {
        test: {
          name: 'cluster',
          root: 'apps/server',
          include: ['test/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 200_000,
          pool: 'forks',
        },
      },
      // a file's first test also pays for importing antd and the page under jsdom: 12–21 s on a
      // loaded 2-core machine (terminal secrets, push providers), past the 20 s this was. Files share
      // their worker's modules (src/test/setup.ts resets the language), except those that vi.mock one.
      { extends: 'apps/web/vite.config.ts', test: { ...webProject, name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...WEB_MOCKING] } },
      { extends: 'apps/web/vite.config.ts', test: { ...webProject, name: 'web-mocks', include: WEB_MOCKING } },
    ],
  },
});
