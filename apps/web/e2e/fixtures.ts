// Shared Playwright pieces: the seeded accounts and a login() helper that signs in through the UI.
import { expect, type Page, test } from '@playwright/test';

export { expect, test };

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

/** Signs in through the UI and waits until the app has left the sign-in page. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await fillLoginForm(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/logout');
  expect(response.status()).toBe(204);
}
