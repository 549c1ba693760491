// Shared Playwright pieces: the seeded accounts and a login() helper that signs in through the UI.
import { expect, type Page, test } from '@playwright/test';

export { expect, test };

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
