import os from 'node:os';
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

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one worker on CI's two. Test files wait
    // on PGlite, sockets and timers as much as they compute, so two workers there run the suite in
    // about 4.3 min instead of 6 (measured on this 2-core machine), with the same results.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    onUnhandledError: (error) => !isReactAfterTeardown(error),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/cluster/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
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
      {
        extends: 'apps/web/vite.config.ts',
        // a file's first test also pays for importing antd and the page under jsdom: 12–21 s on a
        // loaded 2-core machine (terminal secrets, push providers), past the 20 s this was
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 60_000 },
      },
    ],
  },
});
