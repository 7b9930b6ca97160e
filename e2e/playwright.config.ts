import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys: Debian's Chromium (never a downloaded browser) against the real server,
 * one per worker (support/journey.ts), two workers side by side. Each journey runs in the one
 * language its file names (`test.use({ lang: 'en-US' })` at its top; e2e/README.md); the files in
 * BOTH_LANGUAGES run in Chinese and in English, from a project per language. The browser asks for
 * reduced motion, which the console honours (no antd animations): a click never lands on a dialog
 * still opening.
 */
const BOTH_LANGUAGES = ['**/menu-routes.spec.ts'];

export default defineConfig<{ lang: 'zh-CN' | 'en-US' }>({
  testDir: path.join(import.meta.dirname, 'journeys'),
  outputDir: path.join(import.meta.dirname, '../test-results'),
  globalSetup: path.join(import.meta.dirname, 'support/global-setup.ts'),
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    contextOptions: { reducedMotion: 'reduce' },
    viewport: { width: 1366, height: 800 },
    actionTimeout: 15_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // the crawl of every screen (the longest journey) comes first, one language on each worker
  projects: [
    { name: 'zh-CN', testMatch: BOTH_LANGUAGES, use: { lang: 'zh-CN' } },
    { name: 'en-US', testMatch: BOTH_LANGUAGES, use: { lang: 'en-US' } },
    { name: 'journeys', testIgnore: BOTH_LANGUAGES },
  ],
});
