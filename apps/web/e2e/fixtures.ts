// Shared Playwright pieces: the journeys' `test` (with a server of its own per file under npm
// test), the seeded accounts and login() helpers.
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type CurrentUser, landingPathFor } from '@storefleet/contracts';

export { expect };

/**
 * Every journey's `test`. Under `npm test` all journey files run in one Playwright run against one
 * address, and this fixture asks it (E2E_FILE_SERVER, scripts/test.mjs) for the test's file's own
 * server with a fresh demo database before each test; it switches on a file's first test, so a
 * file's `beforeAll` hooks must not use the server. A run of its own has one server for the run.
 */
export const test = base.extend<{ fileServer: undefined }>({
  fileServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const control = process.env.E2E_FILE_SERVER;
      if (control) {
        const answer = await fetch(control, { method: 'POST', body: path.basename(testInfo.file) });
        if (!answer.ok) throw new Error(`No journey server for this file: ${await answer.text()}`);
      }
      await use(undefined);
    },
    // Switching to the file's server waits for it to answer (usually ~5 s): a slow start is not the
    // first test's time, so it has a timeout of its own.
    { auto: true, timeout: 120_000 },
  ],
});

/**
 * The journey server's port: `npm test` hands the journeys the server's address (E2E_BASE_URL,
 * scripts/test.mjs), a run on its own starts the server on E2E_PORT (playwright.config.ts).
 */
export const serverPort = process.env.E2E_BASE_URL
  ? new URL(process.env.E2E_BASE_URL).port
  : (process.env.E2E_PORT ?? '5055');

/** Seeded by the demo data and by scripts/e2e-server.mjs (ADMIN_PASSWORD). */
export const accounts = {
  demoOwner: { username: 'demo-owner', password: 'demo-owner-123' },
  superAdmin: { username: 'admin', password: 'admin-password-123' },
} as const;

/** Opens /login, fills the form and submits it; does not assert the outcome. */
export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in as the sign-in form does (POST /api/login; the cookie lands in the page's browser
 * context) and opens `open`, or else the page the form leads to (`landingPathFor`), without drawing
 * the form: most journeys sign in only to reach their screen. The form itself is the journeys' that are about
 * signing in (auth.spec.ts, a new password's first use): they use `loginThroughForm`.
 */
export async function login(page: Page, username: string, password: string, open?: string): Promise<void> {
  const answer = await page.request.post('/api/login', { data: { username, password } });
  expect(answer.status(), `sign-in of ${username}: ${await answer.text()}`).toBe(200);
  await page.goto(open ?? landingPathFor((await answer.json()) as CurrentUser));
}

/** Signs in through the UI and waits until the app has left the sign-in page. */
export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  await fillLoginForm(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/logout');
  expect(response.status()).toBe(204);
}
