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

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '^/(lenkor-|auth/|imApi/|docs|health)': 'http://127.0.0.1:8080' } },
  build: {
    chunkSizeWarningLimit: 1500,
    // bench/web and the budget check in npm test read the chunk graph from dist/.vite/manifest.json
    manifest: true,
    rolldownOptions: { treeshake: { moduleSideEffects: contractsHaveNoSideEffects } },
  },
  test: { setupFiles: ['./src/test/setup.ts'] },
});
