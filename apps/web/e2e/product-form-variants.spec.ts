// A product's variants inside the product form: the owner ticks no other screen;
// the Edit Product dialog lists every combination of the product's options, takes a price,
// compare-at price, stock and SKU per combination (the SKU by the spec's Generate rule), refuses a
// half-filled line with the server's message, and saves them with the product. The store front
// charges that combination's price and Variant Pricing lists the same row; emptying the line in the
// form deletes it again.
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, storefrontProducts } from './store-data.ts';
import { choose, screenshots, toast } from './ui.ts';

const TEE = 'Vintage Wash Tee';
const LINE = 'Size: L, Colour: White';

async function editTee(page: Page) {
  await page.goto('/product-management');
  await page
    .getByTestId('product-row')
    .filter({ hasText: TEE })
    .getByRole('button', { name: `Actions for ${TEE}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Product' });
}

test('an owner prices a combination inside the product form and the store front charges it', async ({
  page,
}, testInfo) => {
  // The owner's edit, then a shopper's whole checkout: about 20 s on a quiet 2-core host.
  test.setTimeout(60_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const dialog = await editTee(page);
  const variants = dialog.getByRole('group', { name: 'Variants' });
  // Size S/M/L × Colour Black/White: six lines.
  await expect(variants.getByTestId('variant-line')).toHaveCount(6);
  await expect(variants.getByRole('rowheader')).toContainText([
    'Size: S, Colour: Black',
    'Size: S, Colour: White',
    'Size: M, Colour: Black',
    'Size: M, Colour: White',
    'Size: L, Colour: Black',
    'Size: L, Colour: White',
  ]);

  // Generate SKUs with no line priced on its own says why it does nothing.
  await variants.getByRole('button', { name: 'Generate SKUs' }).click();
  await expect(variants.getByTestId('sku-message')).toHaveText(
    'Give a line its own price first: SKUs are made for the lines priced on their own.',
  );

  // A line with a price that is not an amount is refused with the server's message, nothing saved.
  await dialog.getByLabel('Price for Size: S, Colour: Black', { exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(variants.getByText('Enter an amount such as 12.50')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Price for Size: S, Colour: Black', { exact: true }).fill('');
  await expect(variants.getByText('Enter an amount such as 12.50')).toHaveCount(0);

  // A line with only a price takes the product's stock (the section's help text says so).
  const productStock = await dialog.getByLabel('Stock', { exact: true }).inputValue();
  await dialog.getByLabel('Price for Size: M, Colour: Black', { exact: true }).fill('27.00');

  await dialog.getByLabel(`Price for ${LINE}`, { exact: true }).fill('29.00');
  await dialog.getByLabel(`Compare-at for ${LINE}`, { exact: true }).fill('35.00');
  await dialog.getByLabel(`Stock for ${LINE}`, { exact: true }).fill('4');
  await variants.getByRole('button', { name: 'Generate SKUs' }).click();
  await expect(dialog.getByLabel(`SKU for ${LINE}`, { exact: true })).toHaveValue('VIN-L-WH');
  await expect(variants.getByTestId('sku-message')).toHaveText('2 SKUs generated.');
  // Unpriced lines get no SKU: they keep selling at the product's price.
  await expect(dialog.getByLabel('SKU for Size: S, Colour: White', { exact: true })).toHaveValue('');
  await variants.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('product-form-variants.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The store front reads the same row.
  const tee = (await storefrontProducts(page)).find((p) => p.name === TEE)!;
  const row = tee.variants.find((v) => v.price === '29.00') as { compareAtPrice?: string } | undefined;
  expect(row?.compareAtPrice).toBe('35.00');
  await page.goto(`/store/${DEMO_STORE_ID}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: TEE });
  await card.getByRole('button', { name: 'Select Options' }).click();
  await choose(page, 'Size', 'L', { scope: card });
  await choose(page, 'Colour', 'White', { scope: card });
  await expect(card.getByTestId('product-price')).toHaveText('£29.00');
  await screenshots(page, testInfo, 'store-front-variant-price');

  // Variant Pricing lists it: one place for the data, two screens.
  await page.goto('/product-variant-pricing');
  await choose(page, 'Product', new RegExp(`^${TEE}`));
  const priceRow = page.getByTestId('variant-price-row').filter({ hasText: LINE });
  await expect(priceRow).toContainText('£29.00');
  await expect(priceRow).toContainText('VIN-L-WH');
  await screenshots(page, testInfo, 'variant-pricing-from-form');

  // The form opens on the saved figures; emptying the line deletes the row.
  const again = await editTee(page);
  await expect(again.getByLabel(`Price for ${LINE}`, { exact: true })).toHaveValue('29.00');
  await expect(again.getByLabel(`Stock for ${LINE}`, { exact: true })).toHaveValue('4');
  await expect(again.getByLabel('Stock for Size: M, Colour: Black', { exact: true })).toHaveValue(
    productStock,
  );
  await again.getByLabel('Price for Size: M, Colour: Black', { exact: true }).fill('');
  await again.getByLabel('Stock for Size: M, Colour: Black', { exact: true }).fill('');
  await again.getByLabel('SKU for Size: M, Colour: Black', { exact: true }).fill('');
  for (const field of ['Price', 'Compare-at', 'Stock', 'SKU'])
    await again.getByLabel(`${field} for ${LINE}`, { exact: true }).fill('');
  await again.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  const after = (await storefrontProducts(page)).find((p) => p.name === TEE)!;
  expect(after.variants.some((v) => v.price === '29.00')).toBe(false);
});

test('an owner adds an option inside the product form and prices its values', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  const bag = 'Canvas Tote Bag';
  await page
    .getByTestId('product-row')
    .filter({ hasText: bag })
    .getByRole('button', { name: `Actions for ${bag}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const variants = dialog.getByRole('group', { name: 'Variants' });
  await expect(variants.getByTestId('variant-line')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add option' }).click();
  await expect(dialog.getByText('Option name is required')).toBeVisible();
  await dialog.getByLabel('New option').fill('Strap');
  await dialog.getByLabel('Its values').fill('Short, Long, short');
  await dialog.getByLabel('Its values').press('Enter');
  // The new store attribute's values are ticked on the product; one line each.
  await expect(dialog.getByRole('checkbox', { name: 'Long' })).toBeChecked();
  await expect(variants.getByRole('rowheader')).toHaveText(['Strap: Short', 'Strap: Long']);
  await dialog.getByLabel('Price for Strap: Long', { exact: true }).fill('16.50');
  await dialog.getByLabel('Stock for Strap: Long', { exact: true }).fill('7');
  await variants.getByRole('button', { name: 'Generate SKUs' }).click();
  await expect(dialog.getByLabel('SKU for Strap: Long', { exact: true })).toHaveValue('CAN-LO');
  await variants.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('product-form-add-option.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();

  const product = (await storefrontProducts(page)).find((p) => p.name === bag)!;
  expect(product.variants.map((v) => v.price)).toEqual(['16.50']);
  // Variant Management lists the new attribute.
  await page.goto('/variant-management');
  await expect(page.getByRole('list', { name: 'Strap values' }).getByRole('listitem')).toHaveText([
    'Short',
    'Long',
  ]);
});
