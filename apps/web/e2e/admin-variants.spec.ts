// Variant Management and Variant Pricing journeys (spec admin §2, §5, §8): the value rules of an
// attribute; a variant price row with the SKU 'Generate' rule → the store front shows it and the
// checkout charges it.

import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, storefrontProducts } from './store-data.ts';
import { choose, screenshots, toast } from './ui.ts';

test.beforeEach(async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
});

test('variant attributes: tabs, value rules, edit and delete', async ({ page }, testInfo) => {
  await page.goto('/variant-management');
  await expect(page.getByRole('tab')).toHaveText(['All', 'Sizes', 'Colors', 'Materials', 'Styles']);
  await page.getByRole('tab', { name: 'Materials' }).click();
  await expect(page.getByText('No materials yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Variant Attribute' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Variant Attribute' });
  await expect(dialog.getByLabel('Type')).toHaveText('Material');
  await dialog.getByLabel('Name', { exact: true }).fill('Fabric');
  await dialog.getByRole('button', { name: 'Create Attribute' }).click();
  await expect(dialog.getByText('Please add at least one value')).toBeVisible();

  const value = dialog.getByLabel('Values', { exact: true });
  await value.fill('  Cotton ');
  await value.press('Enter');
  await value.fill('cotton');
  await value.press('Enter');
  await value.fill('   ');
  await value.press('Enter');
  await value.fill('Linen');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await value.fill('Wool');
  await value.press('Enter');
  const chips = dialog.getByRole('list', { name: 'Added values' }).getByRole('button');
  await expect(chips).toHaveText(['Cotton', 'Linen', 'Wool']);
  await dialog.getByRole('button', { name: 'Remove Linen' }).click();
  await expect(chips).toHaveText(['Cotton', 'Wool']);
  await screenshots(page, testInfo, 'variant-dialog');
  await dialog.getByRole('button', { name: 'Create Attribute' }).click();
  await expect(toast(page, 'Variant attribute created successfully')).toBeVisible();

  const panel = page.getByRole('tabpanel', { name: 'Materials' });
  await expect(panel.getByRole('heading', { name: 'Fabric' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sizes' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Sizes' }).getByRole('heading', { name: 'Fabric' }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await screenshots(page, testInfo, 'variant-management');

  await page.getByRole('button', { name: 'Edit Fabric' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Variant Attribute' });
  await edit.getByLabel('Values', { exact: true }).fill('Silk');
  await edit.getByLabel('Values', { exact: true }).press('Enter');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Variant attribute updated successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fabric values' }).getByRole('listitem')).toHaveText([
    'Cotton',
    'Wool',
    'Silk',
  ]);

  await page.getByRole('button', { name: 'Delete Fabric' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete variant attribute?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Variant attribute deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fabric' })).toHaveCount(0);
});

test('set a variant price → the store front and checkout charge it', async ({ page }, testInfo) => {
  await page.goto('/product-variant-pricing');
  await page.getByRole('button', { name: 'Add Variant Price' }).click();
  await expect(toast(page, 'Please select a product first')).toBeVisible();

  await choose(page, 'Product', /^Vintage Wash Tee/);
  await expect(page.getByText('No variant prices yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Variant Price' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Variant Price' });
  await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Variant Price' }).click();
  await expect(dialog.getByText('Please select at least one variant option')).toBeVisible();
  await expect(dialog.getByText('Price is required')).toBeVisible();
  await expect(dialog.getByText('Stock is required')).toBeVisible();

  await choose(page, 'Size', 'M', { scope: dialog });
  await choose(page, 'Colour', 'Black', { scope: dialog });
  await dialog.getByLabel('Price (£)').fill('27.50');
  await dialog.getByLabel('Stock', { exact: true }).fill('5');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByLabel('SKU')).toHaveValue('VIN-M-BL');
  await screenshots(page, testInfo, 'variant-price-dialog');
  await dialog.getByRole('button', { name: 'Add Variant Price' }).click();
  await expect(toast(page, 'Product variant pricing created successfully')).toBeVisible();
  const row = page.getByTestId('variant-price-row').filter({ hasText: 'Size: M, Colour: Black' });
  await expect(row).toContainText('VIN-M-BL');
  await expect(row).toContainText('£27.50');
  await expect(row).toContainText('Active');
  await screenshots(page, testInfo, 'variant-pricing');

  // The store front prices that combination from the row.
  const tee = (await storefrontProducts(page)).find((p) => p.name === 'Vintage Wash Tee')!;
  expect(tee.variants.map((v) => v.price)).toEqual(['27.50']);
  await page.goto(`/store/${DEMO_STORE_ID}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Vintage Wash Tee' });
  await card.getByRole('button', { name: 'Select Options' }).click();
  await choose(page, 'Size', 'M', { scope: card });
  await choose(page, 'Colour', 'Black', { scope: card });
  await expect(card.getByTestId('product-price')).toHaveText('£27.50');
  await choose(page, 'Colour', 'White', { scope: card });
  await expect(card.getByTestId('product-price')).toHaveText('£22.99');

  // Checkout charges it: the server reprices the line from the row whatever the client says.
  const intent = await page.request.post('/api/create-payment-intent', {
    data: {
      amount: 45.98,
      items: [
        {
          id: tee.id,
          name: tee.name,
          quantity: 2,
          price: '22.99',
          selectedVariants: { Size: 'M', Colour: 'Black' },
        },
      ],
      customerInfo: {},
      tenantId: DEMO_STORE_ID,
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const body = await intent.json();
  expect(body.lines[0]).toMatchObject({ unitPrice: '27.50', lineTotal: '55.00' });
  expect(body.subtotal).toBe('55.00');
  expect(Number(body.amount)).toBeCloseTo(55 + Number(body.shipping), 2);

  // Edit, then delete with the spec's confirmation.
  await page.goto('/product-variant-pricing');
  await choose(page, 'Product', /^Vintage Wash Tee/);
  await page.getByRole('button', { name: 'Edit Size: M, Colour: Black' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Variant Price' });
  await edit.getByLabel('Price (£)').fill('26');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product variant pricing updated successfully')).toBeVisible();
  await expect(page.getByTestId('variant-price-row')).toContainText('£26.00');
  await page.getByRole('button', { name: 'Delete Size: M, Colour: Black' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete variant pricing?' });
  await expect(confirm).toContainText('Are you sure you want to delete this variant pricing?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product variant pricing deleted successfully')).toBeVisible();
  await expect(page.getByText('No variant prices yet')).toBeVisible();
});
