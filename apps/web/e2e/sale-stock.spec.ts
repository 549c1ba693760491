// Sale prices and stock alerts: the owner gives a product a compare-at price and a low-stock alert level under
// a category typed for the first time; the store front (its server-rendered page, the card and the
// dialog) shows the old price struck through with a 'Sale' badge; Product Management marks the
// product 'Low stock' and filters by it, the filter kept in the URL.
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, pngFile } from './store-data.ts';
import { choose, screenshots, toast } from './ui.ts';

const NAME = 'Brass Storm Lantern';
const productRow = (page: Page, name: string) => page.getByTestId('product-row').filter({ hasText: name });

test('compare-at price on the store front, low-stock mark and filter in the admin', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill(NAME);
  await dialog.getByLabel('Description').fill('A brass lantern for stormy evenings.');
  await dialog.getByLabel('Price (£)', { exact: true }).fill('20');
  await dialog.getByLabel('Stock', { exact: true }).fill('3');
  // A category the store does not have yet: saving the product makes it.
  await dialog.getByLabel('Category', { exact: true }).fill('Lanterns');
  await expect(dialog.getByText('Shown struck through when above the price')).toBeVisible();
  await dialog.getByLabel('Compare-at price').fill('30');
  await dialog.getByLabel('Low-stock alert at').fill('5');
  await dialog.getByLabel('Choose images or drop them here').setInputFiles(await pngFile(page));
  await expect(dialog.getByRole('button', { name: 'Image 1 of 1, card image' })).toBeVisible();
  await screenshots(page, testInfo, 'product-dialog-sale-fields');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();

  // The admin list marks it (3 ≤ 5) and filters by the mark; the filter is in the URL.
  await expect(productRow(page, NAME).getByTestId('stock-alert').first()).toHaveText('Low stock');
  await choose(page, 'Stock', 'Low stock');
  await expect(page).toHaveURL(/[?&]stock=low/);
  const lowRows = page.getByTestId('product-row');
  await expect(lowRows.filter({ hasText: NAME })).toHaveCount(1);
  for (const row of await lowRows.all()) await expect(row).toContainText('Low stock');
  await screenshots(page, testInfo, 'admin-low-stock-filter');
  await page.reload();
  await expect(page.getByLabel('Stock', { exact: true })).toContainText('Low stock');
  await expect(productRow(page, NAME)).toHaveCount(1);
  await choose(page, 'Stock', 'Sold out');
  await expect(page).toHaveURL(/[?&]stock=out/);
  await expect(productRow(page, NAME)).toHaveCount(0);
  await choose(page, 'Stock', 'All');
  await expect(page).not.toHaveURL(/stock=/);

  // Category Management lists the category the product made, with its count.
  await page.goto('/category-management');
  await expect(page.getByRole('row', { name: /Lanterns/ })).toContainText('1');

  // The server-rendered store page already shows the sale.
  const html = await (await page.request.get(`/store/${DEMO_STORE_ID}`)).text();
  expect(html).toContain(NAME);
  expect(html).toMatch(/<s[^>]*><span class="sr-only">Was <\/span>£30\.00<\/s>/);

  // The card: the price, the old price struck through (read "Was £30.00") and the badge.
  await page.goto(`/store/${DEMO_STORE_ID}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: NAME });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('product-price')).toHaveText('£20.00');
  await expect(card.getByTestId('product-was-price')).toHaveText('Was £30.00');
  await expect(card.getByTestId('sale-badge')).toHaveText('Sale');
  await screenshots(page, testInfo, 'storefront-sale-card');

  // The dialog shows the same for the chosen product.
  await card.getByRole('button', { name: `View details of ${NAME}` }).click();
  const details = page.getByRole('dialog', { name: NAME });
  await expect(details.getByText('£20.00', { exact: true }).first()).toBeVisible();
  await expect(details.getByTestId('product-was-price')).toHaveText('Was £30.00');
  await expect(details.getByTestId('sale-badge')).toBeVisible();
  await screenshots(page, testInfo, 'storefront-sale-dialog');
});
