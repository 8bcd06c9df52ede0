import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-setup.mjs';

/**
 * End-to-end tests in the system's Chromium against the demo server (started once by the global
 * setup on a free port). One worker: every test resets the one fake backend the suite shares.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // The fake backend's state (favorites, scenarios, request log) is shared, so tests run one by one.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 15_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    headless: true,
    actionTimeout: 5_000,
    navigationTimeout: 10_000,
    // Recording a trace of every test costs about a fifth of the suite's time (measured: 100 s against
    // 80 s for the claim and share specs), so CI records one only when a test is retried.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Browser downloads are impossible here: use Debian's Chromium.
      executablePath: CHROMIUM_PATH,
      // The machine's network is closed: without these, Chromium keeps dialling Google services.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
