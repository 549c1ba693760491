// Accessibility of the catalogue admin screens: axe-core finds no serious or critical violation on
// each screen and its dialog, at desktop and phone width.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pick } from './admin-support.ts';
import { accounts, expect, login, test } from './fixtures.ts';

async function expectNoSeriousViolations(page: Page, screen: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(report, `${screen} at ${width}px: serious or critical axe violations`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the catalogue admin screens and their dialogs', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);

  await page.goto('/product-management');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'product management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
  await expectNoSeriousViolations(page, 'product dialog');
  await page.keyboard.press('Escape');

  await page.goto('/category-management');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'category management');

  await page.goto('/variant-management');
  await expect(page.getByRole('heading', { name: 'Size', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'variant management');
  await page.getByRole('button', { name: 'Add Variant Attribute' }).click();
  await expectNoSeriousViolations(page, 'variant attribute dialog');
  await page.keyboard.press('Escape');

  await page.goto('/product-variant-pricing');
  await pick(page, 'Product', /^Essential Pullover Hoodie/);
  await expect(page.getByTestId('variant-price-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'variant pricing');
  await page.getByRole('button', { name: 'Add Variant Price' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Variant Price' })).toBeVisible();
  await expectNoSeriousViolations(page, 'variant price dialog');
});
