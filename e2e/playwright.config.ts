import { defineConfig } from '@playwright/test';
import { ports } from './support/ports';

/** Debian's Chromium with the flags measured to work here (architecture.md); never `playwright install`. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // The journeys share one API, shell server and release store (deploy-rollback changes it): run them in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries: a flaky journey must fail the run, not pass on its second try.
  retries: 0,
  // And should anyone run with --retries: a test that passes only on a retry still fails the run.
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${ports.shell}`,
    locale: 'ja-JP',
    // No single click or page load may eat the journey's whole budget.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    timezoneId: 'Asia/Tokyo',
    // Trace recording slows every step on 2 cores; a failure prints each page's text and a screenshot instead.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
