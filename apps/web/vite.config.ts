/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/**
 * @diagops/contracts only declares constants, functions, zod schemas and types: importing a
 * module of it does nothing else. Saying so lets the bundle keep just the modules whose
 * exports are used, so a page that needs a constant does not load every schema (and zod).
 * Keep it true: a contracts module must never register or change anything on import.
 */
const contractsHaveNoSideEffects = (id: string) => (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined);

/**
 * antd and its rc-components, where most pages use them (decision 0012): one chunk, which the
 * signed-in shell loads with antd's providers, so a page does not carry them again. Modules
 * fewer pages use stay with those pages. Only antd's own packages are grouped, never what they
 * import (react, icons, clsx): the sign-in page shares those and must not load antd.
 */
const ANTD_PACKAGES =
  /node_modules[\\/](antd|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|is-mobile|react-is|@babel)[\\/]/;
/** Used by this many entries (pages and lazy parts) or more: at 60, the list pages' Table, Form, Select and Input are in. */
const ANTD_SHARED_BY = 60;

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '^/(lenkor-|auth/|imApi/|docs|health)': 'http://127.0.0.1:8080' } },
  build: {
    chunkSizeWarningLimit: 1500,
    // bench/web and the budget check in npm test read the chunk graph from dist/.vite/manifest.json
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractsHaveNoSideEffects },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'antd-common',
              test: (id) => ANTD_PACKAGES.test(id),
              minShareCount: ANTD_SHARED_BY,
              // what antd imports (react, icons, clsx) stays where it is: grouping it would pull this chunk into the sign-in page
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
