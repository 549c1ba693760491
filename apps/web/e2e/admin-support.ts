// Helpers for the store admin journeys (issue 5): screenshots at desktop and phone width, Radix
// select choices, toasts, and reads of the public store-front API the journeys check against.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

export const DEMO_STORE_ID = 1;

/** Full-page screenshots at desktop (1280) and phone (390) width, back at desktop afterwards. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the select with this label (inside `scope`) and picks the option. */
export async function pick(page: Page, label: string, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

type StorefrontProduct = {
  id: number;
  name: string;
  price: string;
  category: string | null;
  image: string | null;
  sizes: string[];
  variants: { price: string }[];
};

/** GET /api/products?tenantId=: what the store front shows, in its order. */
export async function storefrontProducts(page: Page, tenantId = DEMO_STORE_ID): Promise<StorefrontProduct[]> {
  const response = await page.request.get(`/api/products?tenantId=${tenantId}`);
  expect(response.status()).toBe(200);
  return response.json();
}

export async function storefrontNames(page: Page, tenantId = DEMO_STORE_ID): Promise<string[]> {
  return (await storefrontProducts(page, tenantId)).map((p) => p.name);
}

/** A small real PNG to upload (a crop of the current page). */
export async function pngFile(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
  return { name: 'product.png', mimeType: 'image/png', buffer };
}
