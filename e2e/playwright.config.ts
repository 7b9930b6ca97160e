import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys: Debian's Chromium (never a downloaded browser) against the real server,
 * one per worker (support/journey.ts), two workers side by side. Every journey runs in Chinese
 * and in English. The browser asks for reduced motion, which the console honours (no antd
 * animations): a click never lands on a dialog still opening.
 */
export default defineConfig({
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
  projects: [
    { name: 'zh-CN', use: { locale: 'zh-CN' } },
    { name: 'en-US', use: { locale: 'en-US' } },
  ],
});
