// A store's currencies (docs/decisions/0105): the owner of a new store adds the euro at 1.165 with
// .99 rounding in Store Settings → Currencies (the example price live as the rate is typed), sets one
// product's euro price in its form (blank shows the converted price), and the store front's product
// list in EUR shows that price and the other product's converted one. A store with orders keeps its
// base currency and says why.
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import { addProduct, createStoreWithOwner, DEMO_STORE_ID, placeOrder } from './store-data.ts';
import { screenshots, toast } from './ui.ts';

test('the owner sells in euros: a rate, a rounding rule and one price set by hand', async ({
  page,
}, testInfo) => {
  // A store made, its settings, the product form and the store front's answer: several screens.
  test.slow();
  await createStoreWithOwner(page, {
    name: 'Harbour Prints',
    slug: 'harbour-prints',
    owner: 'harbour-owner',
  });
  expect((await page.request.post('/api/admin/categories', { data: { name: 'Prints' } })).status()).toBe(201);
  await addProduct(page, { name: 'Lighthouse Print', price: '10.00', category: 'Prints', inStock: '8' });
  await addProduct(page, { name: 'Tide Chart', price: '25.00', category: 'Prints', inStock: '8' });
  expect((await page.request.post('/api/admin/store-launch')).status()).toBe(200);
  const tenantId = (await (await page.request.get('/api/user')).json()).memberships[0].tenantId;

  // Store Settings → Currencies: GBP, changeable while the store has no orders; no other yet.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  const currencies = page.getByRole('region', { name: 'Currencies' });
  await expect(currencies.getByLabel('Base currency')).toHaveValue('GBP');
  await expect(currencies.getByLabel('Base currency')).toBeEnabled();
  await expect(currencies.getByText('Your store sells only in GBP.')).toBeVisible();

  const add = currencies.getByRole('form', { name: 'Add a currency' });
  await add.getByLabel('Currency').fill('EUR');
  await add.getByLabel('Rate (per 1 GBP)').fill('1.165');
  await expect(add.getByTestId('currency-example')).toHaveText('A £10.00 price becomes €11.65');
  await add.getByLabel('Rounding').selectOption({ label: 'Up to .99 (12.99)' });
  await expect(add.getByTestId('currency-example')).toHaveText('A £10.00 price becomes €11.99');
  // A rate that is not one is refused in words, before anything is sent.
  await add.getByLabel('Rate (per 1 GBP)').fill('0');
  await add.getByRole('button', { name: 'Add currency' }).click();
  await expect(
    add.getByText('Enter the rate as a positive number with at most eight decimals'),
  ).toBeVisible();
  await add.getByLabel('Rate (per 1 GBP)').fill('1.165');
  await add.getByRole('button', { name: 'Add currency' }).click();
  await expect(toast(page, 'Currency added')).toContainText('EUR at 1.165');
  const list = currencies.getByRole('list', { name: 'Other currencies' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('1 GBP = 1.165 EUR');
  await expect(list).toContainText('£10.00 becomes €11.99');
  await expect(add.getByLabel('Currency')).toHaveValue('');
  await currencies.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'store-currencies');
  await page.setViewportSize({ width: 375, height: 812 });
  await currencies.screenshot({ path: testInfo.outputPath('store-currencies-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing asks first; cancelled, EUR stays.
  await list.getByRole('button', { name: 'Remove EUR' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stop selling in EUR?' });
  await expect(confirm).toContainText('the prices you set in it on products are deleted');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The platform's exchange rates (the demo's example file: 1 EUR = 0.8586 GBP), asked first;
  // the .99 rule stays: 1 / 0.8586 = 1.1646867, £10.00 → €11.65 → €11.99.
  await currencies.getByRole('button', { name: 'Update rates from the platform' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Update every rate?' });
  await expect(ask).toContainText('The rates of EUR are replaced');
  await ask.getByRole('button', { name: 'Update rates' }).click();
  await expect(toast(page, 'Rates updated')).toContainText('EUR at the rates of 2026-11-27.');
  await expect(list).toContainText('1 GBP = 1.1646867 EUR');
  await expect(list).toContainText('£10.00 becomes €11.99');

  // The product form: the euro price blank shows the converted one; the owner sets the Tide Chart's.
  await page.goto('/product-management');
  const row = page.getByTestId('product-row').filter({ hasText: 'Tide Chart' });
  await row.getByRole('button', { name: 'Actions for Tide Chart' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const prices = dialog.getByRole('group', { name: 'Prices in other currencies' });
  const euro = prices.getByLabel('Price (EUR)');
  await expect(euro).toHaveValue('');
  await expect(euro).toHaveAttribute('placeholder', '29.99');
  await euro.fill('27.50');
  await prices.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 375, height: 812 });
  await prices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('product-form-currencies-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();

  // The store front's products in euros: the price set by hand, and the other one converted.
  const answer = await page.request.get(`/api/products?tenantId=${tenantId}&currency=EUR`);
  expect(answer.status()).toBe(200);
  const listed = (await answer.json()) as { name: string; price: string; currency: string }[];
  expect(listed.map(({ name, price, currency }) => ({ name, price, currency }))).toEqual(
    expect.arrayContaining([
      { name: 'Tide Chart', price: '27.50', currency: 'EUR' },
      { name: 'Lighthouse Print', price: '11.99', currency: 'EUR' },
    ]),
  );
  const refused = await page.request.get(`/api/products?tenantId=${tenantId}&currency=USD`);
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('This store does not sell in USD. It sells in GBP, EUR.');

  // The form shows the saved price when opened again.
  await row.getByRole('button', { name: 'Actions for Tide Chart' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(
    dialog.getByRole('group', { name: 'Prices in other currencies' }).getByLabel('Price (EUR)'),
  ).toHaveValue('27.50');

  // A store with orders keeps its base currency, and says why.
  await signOut(page);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await placeOrder(page.request, DEMO_STORE_ID, 'first-order@example.com');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  const demo = page.getByRole('region', { name: 'Currencies' });
  await expect(demo.getByLabel('Base currency')).toBeDisabled();
  await expect(
    demo.getByText(
      'The base currency cannot change once the store has orders: its orders, reports and bills are in GBP.',
    ),
  ).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Change base currency' })).toBeDisabled();
});
