import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { ports } from './support/ports';

/**
 * Debian's Chromium, never `playwright install`. Its old headless shell (Debian package
 * chromium-headless-shell: the same Blink and V8 version, without the full browser around them) when it
 * is installed — what Playwright itself runs headless — because the full browser's headless mode costs
 * about twice the CPU for the same pages (6 contexts, a 2,000-row page, a screenshot each: 4.3–5.2 vs
 * 1.9–2.1 CPU-s here); the full /usr/bin/chromium otherwise. CHROMIUM_PATH overrides both.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';
// The deploy CLI's browser smoke check runs on every publish the setup and the deploy specs make (a
// browser launch each): the same lighter engine there (deploy/src/smoke-browser.ts reads this; set in the
// config so that the setup and the workers, which load it too, both see it).
process.env.SHIRUBE_SMOKE_CHROMIUM ??= chromiumPath;

/** The flags measured to work here (architecture.md). */
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
  // The journeys share one API, shell server and release store (deploy-rollback changes it): they run in
  // order on one worker (project `chromium`). The axe walk (≈ 170 s of the lane's ≈ 620) runs on a second
  // worker beside them (project `walk`), on a site of its own (support/walk-site.ts): the e2e is a timed
  // step of `npm test` and the longest link of CI's chain (issue 39 item 8); its browser mostly waits.
  workers: 2,
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
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'axe-walk.spec.ts', workers: 1, use: { browserName: 'chromium' } },
    { name: 'walk', testMatch: 'axe-walk.spec.ts', workers: 1, use: { browserName: 'chromium' } },
  ],
});
