// Helpers for the platform operator journeys: choosing in a Radix select, screenshots at desktop and
// phone width, and signing out between accounts.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens the select labelled `label` and picks the option named `option` (a string matches exactly). */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Full-page screenshots at desktop (1280) and phone (390) width, back at desktop afterwards. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  // From the top, so the sticky header is not painted over the middle of a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

export async function signOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/logout');
  expect(response.status()).toBe(204);
}

/** A toast's title (sonner renders each as a list item). */
export function toastTitled(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}
