// Playwright journeys against a running Storefleet. With E2E_BASE_URL unset, a fresh server is
// started by scripts/e2e-server.mjs (temp data dir, demo data, known admin password) on E2E_PORT.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const externalBaseUrl = process.env.E2E_BASE_URL;
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless)
 * when it is installed: the journeys take about a quarter less time and CPU than in the full browser
 * (docs/performance.md "The test run"). E2E_CHROMIUM names another binary.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.E2E_CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
/** E2E_PORT lets several checkouts run their journeys side by side. */
const port = process.env.E2E_PORT ?? '5055';
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  /** E2E_OUTPUT_DIR: a folder per run, so runs side by side (npm test) keep their own results. */
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    headless: true,
    // E2E_SCREENSHOTS=off and E2E_TRACE=off: a whole `npm test` run, where only a failure's are
    // looked at (scripts/test.mjs; docs/performance.md, "The test run").
    screenshot: process.env.E2E_SCREENSHOTS === 'off' ? 'only-on-failure' : 'on',
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node ../../scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${port}/api/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
