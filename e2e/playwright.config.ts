import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys: Debian's Chromium (never a downloaded browser) against the real server,
 * started once by support/global-setup.ts. Every journey runs in Chinese and in English.
 */
export default defineConfig({
  testDir: path.join(import.meta.dirname, 'journeys'),
  outputDir: path.join(import.meta.dirname, '../test-results'),
  globalSetup: path.join(import.meta.dirname, 'support/global-setup.ts'),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1366, height: 800 },
    actionTimeout: 15_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'zh-CN', use: { locale: 'zh-CN' } },
    { name: 'en-US', use: { locale: 'en-US' } },
  ],
});
