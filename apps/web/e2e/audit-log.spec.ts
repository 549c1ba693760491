// The audit log: the demo owner edits a product, opens Audit Log from the side
// navigation and reads who changed what in words (ADR 0088): "Changed the price of Zip-Up Hoodie",
// the price before and after with its currency symbol, the product linked to its screen, no API
// route unless Details is opened; filtering by kind keeps the product entries, and a filter
// nothing matches says so.
import { accounts, expect, login, test } from './fixtures.ts';
import { choose, expectNoSeriousViolations, screenshots, toast } from './ui.ts';

test('an owner edits a product and finds the change in the audit log', async ({ page }, testInfo) => {
  // Screenshots at three widths and the accessibility check at two.
  test.setTimeout(90_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  const row = page.getByTestId('product-row').filter({ hasText: 'Zip-Up Hoodie' });
  await row.getByRole('button', { name: 'Actions for Zip-Up Hoodie' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const oldPrice = await dialog.getByLabel('Price (£)').inputValue();
  await dialog.getByLabel('Price (£)').fill('51.00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', exact: true })).toBeVisible();
  const entry = page.getByTestId('audit-entry').filter({ hasText: 'Zip-Up Hoodie' }).first();
  await expect(entry).toContainText('demo-owner');
  await expect(entry).toContainText('Changed the price of Zip-Up Hoodie');
  await expect(entry).toContainText(`Price: £${Number(oldPrice).toFixed(2)} → £51.00`);
  // No route, type id or JSON in the words; the raw values wait behind a collapsed Details.
  const route = entry.getByText('PUT /api/admin/products/:id');
  await expect(route).toBeHidden();
  for (const shown of await page.getByTestId('audit-entry').allInnerTexts()) {
    expect(shown).not.toMatch(/\/api\/|[{}]|shipping-option|email-settings/);
  }
  await entry.getByText('Details').click();
  await expect(route).toBeVisible();
  await entry.getByText('Details').click();
  await expect(route).toBeHidden();
  await screenshots(page, testInfo, 'audit-log');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(entry).toContainText('Changed the price of Zip-Up Hoodie');
  await page.screenshot({ path: testInfo.outputPath('audit-log-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousViolations(page, 'Audit Log');

  await choose(page, 'Kind of change', 'Product', { exact: true });
  await expect(page.getByText(/Showing 1-\d+ of \d+/)).toBeVisible();
  await expect(entry).toBeVisible();
  await choose(page, 'Kind of change', 'Billing', { exact: true });
  await expect(page.getByText('No entries found')).toBeVisible();
  await expect(page.getByText('No change matches these filters.')).toBeVisible();
  await screenshots(page, testInfo, 'audit-log-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(entry).toBeVisible();
  // The product is linked to its screen.
  await entry.getByRole('link', { name: 'Zip-Up Hoodie' }).click();
  await expect(page).toHaveURL(/\/product-management$/);
});
