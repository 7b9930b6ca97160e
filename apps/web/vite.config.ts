/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';

/**
 * @diagops/contracts only declares constants, functions, zod schemas and types: importing a
 * module of it does nothing else. Saying so lets the bundle keep just the modules whose
 * exports are used, so a page that needs a constant does not load every schema (and zod).
 * Keep it true: a contracts module must never register or change anything on import.
 */
const contractsHaveNoSideEffects = (id: string) => (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined);

/**
 * Each dynamic import (every route's page) carries the list of chunks to preload with it. The
 * chunks its importer already imports statically, and their styles, are loaded before the importer
 * runs: listing them again only weighs the importer down (the shell lists about 100 of them for each
 * of its routes), and so are the entry's and, for the signed-in shell's chunks, what signing in loads.
 * Read from the bundle before vite writes the lists.
 */
const loadedWith = new Map<string, Set<string>>();
/** What signing in loads before any page (bench/web's SHELL without the home page): loaded whenever a page is. */
const SIGNED_IN = ['src/shared/theme/antd-providers.tsx', 'src/app/router/signed-in.tsx', 'src/app/shell/shell.tsx'];
function staticClosures(): Plugin {
  return {
    name: 'diagops:static-closures',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunk = (file: string) => {
        const c = bundle[file];
        return c?.type === 'chunk' ? c : undefined;
      };
      const closure = (from: string[]) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length > 0) {
          const f = stack.pop()!;
          if (seen.has(f)) continue;
          seen.add(f);
          const own = chunk(f);
          for (const css of own?.viteMetadata?.importedCss ?? []) seen.add(css);
          stack.push(...(own?.imports ?? []));
        }
        return seen;
      };
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const signedIn = chunks.filter((c) => SIGNED_IN.some((m) => c.facadeModuleId?.endsWith(m))).map((c) => c.fileName);
      const always = closure(entries);
      const afterSignIn = closure([...entries, ...signedIn]);
      for (const c of chunks) {
        const own = closure([c.fileName]);
        const before = afterSignIn.has(c.fileName) && signedIn.length === SIGNED_IN.length ? afterSignIn : always;
        loadedWith.set(c.fileName, new Set([...own, ...before]));
      }
    },
  };
}

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
  plugins: [staticClosures(), react(), precompress()],
  server: { proxy: { '^/(lenkor-|auth/|imApi/|docs|health)': 'http://127.0.0.1:8080' } },
  build: {
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' ? deps.filter((d) => !loadedWith.get(hostId)?.has(d)) : deps),
    },
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
