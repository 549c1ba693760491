// The audit log: the demo owner edits a product, opens Audit Log from the side
// navigation and sees who changed what (the price before and after); filtering by entity keeps the
// product entries, and a filter nothing matches says so.
import { accounts, expect, login, test } from './fixtures.ts';
import { choose, expectNoSeriousViolations, screenshots, toast } from './ui.ts';

test('an owner edits a product and finds the change in the audit log', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.goto('/product-management');
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
  const entry = page.getByRole('row').filter({ hasText: 'PUT /api/admin/products/:id' }).first();
  await expect(entry).toContainText('demo-owner');
  await expect(entry).toContainText('Updated');
  await expect(entry).toContainText(/product #\d+/);
  await expect(entry).toContainText(`price: ${Number(oldPrice).toFixed(2)} → 51.00`);
  await screenshots(page, testInfo, 'audit-log');
  await expectNoSeriousViolations(page, 'Audit Log');

  await choose(page, 'Entity', 'product', { exact: true });
  await expect(page.getByText(/Showing 1-\d+ of \d+/)).toBeVisible();
  const entities = page.getByRole('row').filter({ hasText: '/api/' });
  await expect(entities.first()).toBeVisible();
  for (const text of await entities.allInnerTexts()) expect(text).toMatch(/product/);
  await choose(page, 'Entity', 'billing', { exact: true });
  await expect(page.getByText('No entries found')).toBeVisible();
  await expect(page.getByText('No change matches these filters.')).toBeVisible();
  await screenshots(page, testInfo, 'audit-log-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(entry).toBeVisible();
});
