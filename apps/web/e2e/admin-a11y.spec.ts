// Accessibility of the catalogue admin screens: axe-core finds no serious or critical violation on
// each screen and its dialog, at desktop and phone width.
import { accounts, expect, login, test } from './fixtures.ts';
import { choose, escapeFrom, expectNoSeriousViolations } from './ui.ts';

test('the catalogue admin screens and their dialogs', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'product management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(productDialog).toBeVisible();
  await expectNoSeriousViolations(page, 'product dialog');
  await escapeFrom(page, productDialog);
  await expect(productDialog).toBeHidden();

  await page.goto('/category-management');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'category management');

  await page.goto('/variant-management');
  await expect(page.getByRole('heading', { name: 'Size', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'variant management');
  await page.getByRole('button', { name: 'Add Variant Attribute' }).click();
  const attributeDialog = page.getByRole('dialog', { name: 'Add Variant Attribute' });
  await expect(attributeDialog).toBeVisible();
  await expectNoSeriousViolations(page, 'variant attribute dialog');
  await escapeFrom(page, attributeDialog);
  await expect(attributeDialog).toBeHidden();

  await page.goto('/product-variant-pricing');
  await choose(page, 'Product', /^Essential Pullover Hoodie/);
  await expect(page.getByTestId('variant-price-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'variant pricing');
  await page.getByRole('button', { name: 'Add Variant Price' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Variant Price' })).toBeVisible();
  await expectNoSeriousViolations(page, 'variant price dialog');
});
