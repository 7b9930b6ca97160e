/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '^/(lenkor-|auth/|imApi/|docs|health)': 'http://127.0.0.1:8080' } },
  build: { chunkSizeWarningLimit: 1500 },
  test: { setupFiles: ['./src/test/setup.ts'] },
});
