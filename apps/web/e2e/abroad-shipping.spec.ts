// Selling abroad (docs/decisions/0100): a shopper at Northwind ships to Germany, sees the EU zone's
// weight rate and pays with the sandbox card; the owner's Settings → Shipping lists the zones, adds
// one with a rate by weight and deletes it after confirming; then ships everywhere else by weight and
// weighs a product the rate could not price (docs/decisions/0102). Taxes by destination (docs/decisions/0101):
// registered for the EU One-Stop Shop, the store charges the German shopper 19 %, which its OSS return keeps;
// the owner's own rate for Germany (docs/decisions/0107) is charged instead until reset.
import type { Page } from '@playwright/test';
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import { addSimpleProduct, fillCard, orderConfirmed, testCards, uniqueEmail } from './storefront-helpers.ts';
import { screenshots, toast } from './ui.ts';

/**
 * Northwind sells in euros too (docs/decisions/0105), and a German address switches a shopper who
 * has not chosen to euros: this shopper picks pounds first, and keeps them.
 */
async function payInPounds(page: Page) {
  const picker = page.getByRole('combobox', { name: 'Currency' });
  await picker.selectOption('EUR');
  await picker.selectOption('GBP');
  await expect(picker).toHaveValue('GBP');
}

/** A shopper at Northwind's checkout, paying in pounds for a Trail Flask (420 g). */
async function checkOutAFlask(page: Page) {
  await page.goto('/s/northwind');
  await payInPounds(page);
  await addSimpleProduct(page, 'Trail Flask 750ml');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
}

/** The flask's checkout shipping to Germany (EU Tracked, £9.50): the summary's VAT line. */
async function checkOutAFlaskToGermany(page: Page) {
  await checkOutAFlask(page);
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByRole('radio', { name: /EU Tracked/ })).toBeChecked();
  return page.locator('#checkout-summary').getByTestId('order-vat');
}

test('a shopper ships to Germany at the EU rate and pays', async ({ page }, testInfo) => {
  await checkOutAFlask(page);
  await expect(page).toHaveURL(/\/s\/northwind\/checkout$/);
  // The UK first, as before: its options and the spec's postcode example.
  await expect(page.getByLabel('Country')).toHaveValue('GB');
  await expect(page.getByLabel('Postcode')).toHaveAttribute('placeholder', 'e.g. SW1A 1AA');
  await expect(page.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked();

  await page.getByLabel('Country').selectOption('DE');
  // The EU zone's rate by weight: 420 g is in the first band (£9.50); UK options are gone.
  const tracked = page.getByRole('radio', { name: /EU Tracked/ });
  await expect(tracked).toBeChecked();
  await expect(tracked.locator('xpath=ancestor::label')).toContainText('£9.50');
  await expect(page.getByRole('radio', { name: /Standard Delivery/ })).toHaveCount(0);
  const complete = page.getByRole('button', { name: /^Complete Order - / });
  await expect(complete).toHaveText('Complete Order - £31.49');

  await page.getByLabel('First name').fill('Hanna');
  await page.getByLabel('Last name').fill('Schmidt');
  await page.getByLabel('Email').fill(uniqueEmail('berlin'));
  await page.getByLabel('Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await expect(page.getByLabel('Postcode')).toHaveAttribute('placeholder', 'e.g. 10115');
  await page.getByLabel('Postcode').fill('1011');
  await complete.click();
  await expect(page.getByText('Enter a valid postcode for Germany, such as 10115')).toBeVisible();
  await page.getByLabel('Postcode').fill('10117');
  await screenshots(page, testInfo, 'checkout-to-germany');
  await fillCard(page, testCards.success);
  await complete.click();
  const confirmation = await orderConfirmed(page);
  await expect(confirmation).toContainText('Shipping (EU Tracked)£9.50Total£31.49');
  await expect(confirmation).toContainText('Unter den Linden 1Berlin10117Germany');
});

test('the owner adds a zone with a rate by weight, and deletes it after confirming', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Shipping Options' }).click();
  const zones = page.getByRole('region', { name: 'Shipping zones' });
  await expect(zones.getByTestId('shipping-zone').first()).toContainText('United Kingdom');
  await expect(zones.getByTestId('shipping-zone').first()).toContainText('Default');

  await zones.getByRole('button', { name: 'Add zone' }).click();
  const zoneDialog = page.getByRole('dialog', { name: 'Add a zone' });
  await zoneDialog.getByLabel('Zone name').fill('Nordics');
  await zoneDialog.getByLabel('Sweden').check();
  await zoneDialog.getByLabel('Denmark').check();
  await zoneDialog.getByLabel('United Kingdom').check();
  await zoneDialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(zoneDialog).toContainText('United Kingdom is already in the zone United Kingdom');
  await zoneDialog.getByLabel('United Kingdom').uncheck();
  await zoneDialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(toast(page, 'Shipping zone created')).toBeVisible();
  const nordics = zones.getByTestId('shipping-zone').filter({ hasText: 'Nordics' });
  await expect(nordics).toContainText('Sweden, Denmark');
  await expect(nordics).toContainText('No rates yet');

  await nordics.getByRole('button', { name: 'Add rate to Nordics' }).click();
  const rateDialog = page.getByRole('dialog', { name: 'Add a rate to Nordics' });
  await rateDialog.getByLabel('Shipping method name').fill('Nordic Post');
  await rateDialog.getByLabel('Priced').selectOption('weight');
  await rateDialog.getByLabel('Up to (grams)').fill('2000');
  await rateDialog.getByLabel('Cost (£)').fill('12');
  await rateDialog.getByRole('button', { name: 'Add band' }).click();
  await rateDialog.getByLabel('Cost (£)').nth(1).fill('20');
  await rateDialog.getByLabel('Free when the order comes to at least (£, optional)').fill('200');
  await rateDialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(toast(page, 'Rate added')).toBeVisible();
  await expect(nordics).toContainText('By weight: up to 2000 g £12.00, then £20.00, free from £200.00');
  await screenshots(page, testInfo, 'shipping-zones');

  await nordics.getByRole('button', { name: 'Delete zone Nordics' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this zone and its shipping options?');
  await confirm.getByRole('button', { name: 'Delete zone' }).click();
  await expect(toast(page, 'Shipping zone deleted')).toBeVisible();
  await expect(zones.getByTestId('shipping-zone').filter({ hasText: 'Nordics' })).toHaveCount(0);
});

test('the owner ships everywhere else by weight, and weighs a product the rate could not price', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Shipping Options' }).click();
  const zones = page.getByRole('region', { name: 'Shipping zones' });
  // No rate weighs yet: no product is counted.
  await expect(zones.getByTestId('shipping-zone').first()).toContainText('United Kingdom');
  await expect(zones.getByTestId('weightless-products')).toHaveCount(0);

  await zones.getByRole('button', { name: 'Ship everywhere else' }).click();
  const zoneDialog = page.getByRole('dialog', { name: 'Add a zone' });
  await expect(zoneDialog.getByLabel('Zone name')).toHaveValue('Rest of the world');
  await expect(zoneDialog.getByRole('checkbox', { name: /Everywhere else/ })).toBeChecked();
  await expect(zoneDialog.getByRole('group', { name: 'Countries' })).toHaveCount(0);
  await zoneDialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(toast(page, 'Shipping zone created')).toBeVisible();
  const world = zones.getByTestId('shipping-zone').filter({ hasText: 'Rest of the world' });
  await expect(world).toContainText('Every country not in another zone');
  await expect(world).toContainText('Everywhere else');
  // One such zone per store: the button is gone.
  await expect(zones.getByRole('button', { name: 'Ship everywhere else' })).toHaveCount(0);

  await world.getByRole('button', { name: 'Add rate to Rest of the world' }).click();
  const rateDialog = page.getByRole('dialog', { name: 'Add a rate to Rest of the world' });
  await rateDialog.getByLabel('Shipping method name').fill('World Parcel');
  await rateDialog.getByLabel('Priced').selectOption('weight');
  await rateDialog.getByLabel('Up to (grams)').fill('2000');
  await rateDialog.getByLabel('Cost (£)').fill('15');
  await rateDialog.getByRole('button', { name: 'Add band' }).click();
  await rateDialog.getByLabel('Cost (£)').nth(1).fill('30');
  await rateDialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(toast(page, 'Rate added')).toBeVisible();
  await expect(world).toContainText('By weight: up to 2000 g £15.00, then £30.00');

  // Now a rate weighs: the demo store's products without a weight are counted, with a link to them.
  const note = zones.getByTestId('weightless-products');
  await expect(note).toContainText(/\d+ products have no weight, so your rates by weight can’t price them/);
  const before = Number(/(\d+) products/.exec((await note.textContent()) ?? '')?.[1]);
  await screenshots(page, testInfo, 'rest-of-the-world');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('rest-of-the-world-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await note.getByRole('link', { name: 'Add their weights' }).click();
  await expect(page).toHaveURL(/\/product-management\?weight=missing$/);
  await expect(page.getByTestId('product-row')).toHaveCount(before);
  const hoodie = page.getByTestId('product-row').filter({ hasText: 'Zip-Up Hoodie' });
  await expect(hoodie).toContainText('No weight');
  await expect(hoodie).toContainText('weight-based shipping can’t price it');
  await expect(page.getByTestId('weight-note')).toContainText(`${before} products have no weight`);

  await hoodie.getByRole('button', { name: 'Actions for Zip-Up Hoodie' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const weight = dialog.getByLabel('Weight (g)', { exact: true });
  await expect(weight).toHaveValue('');
  await weight.fill('1.5kg');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Weight must be a whole number of grams, such as 450')).toBeVisible();
  await weight.fill('650');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  // Weighed: it leaves the list of products without a weight, and the count goes down.
  await expect(hoodie).toHaveCount(0);
  await expect(page.getByTestId('product-row')).toHaveCount(before - 1);
  await expect(page.getByTestId('weight-note')).toContainText(`${before - 1} products have no weight`);
  await screenshots(page, testInfo, 'products-without-weight');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('products-without-weight-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('combobox', { name: 'Weight' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/product-management$/);
  await expect(page.getByTestId('product-row').filter({ hasText: 'Zip-Up Hoodie' })).not.toContainText(
    'No weight',
  );
});

test('a store registered for the EU One-Stop Shop charges a German shopper 19 % and the order keeps it', async ({
  page,
}, testInfo) => {
  const owner = { username: 'northwind-owner', password: 'northwind-owner-123' };
  await login(page, owner.username, owner.password, '/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  const vat = page.getByRole('region', { name: 'VAT' });
  await expect(vat.getByLabel('Home country')).toContainText('United Kingdom');
  // The demo data registers Northwind for the One-Stop Shop: it sells to the EU.
  await expect(
    vat.getByRole('checkbox', { name: 'Registered for the EU One-Stop Shop (OSS)' }),
  ).toBeChecked();
  await vat.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'tax-registration');
  await signOut(page);

  // Prices include VAT: £21.99 holds 19 % (£3.51), the £9.50 shipping £1.52.
  const summaryVat = await checkOutAFlaskToGermany(page);
  await expect(summaryVat).toContainText('Includes VAT (19%)');
  await expect(summaryVat).toContainText('£5.03');
  const email = uniqueEmail('oss');
  await page.getByLabel('First name').fill('Jonas');
  await page.getByLabel('Last name').fill('Weber');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postcode').fill('10117');
  await screenshots(page, testInfo, 'checkout-oss-germany');
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await orderConfirmed(page);

  // The order kept its rate: the owner's OSS return for the quarter has Germany at 19 %.
  await login(page, owner.username, owner.password);
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  const oss = page.getByRole('region', { name: 'EU One-Stop Shop return' });
  const download = oss.getByRole('link', { name: /Download OSS CSV/ });
  await expect(download).toBeVisible();
  const csv = await page.request.get((await download.getAttribute('href')) as string);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/,DE,Germany,GBP,19%,\d+\.\d\d,\d+\.\d\d\r\n/);
  await oss.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'oss-return');
});

test('the owner sets Germany’s standard rate, checkout charges it, and resets it after confirming', async ({
  page,
}, testInfo) => {
  const owner = { username: 'northwind-owner', password: 'northwind-owner-123' };
  await login(page, owner.username, owner.password, '/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  const rates = page.getByRole('region', { name: 'Tax rates' });
  const germany = rates.locator('tr[data-place="DE"]');
  await expect(germany).toContainText('19%');
  await expect(germany).not.toContainText('yours');
  // Nothing of the owner's yet: the filter says so.
  await rates.getByLabel('Show').selectOption('own');
  await expect(rates.getByText('No rates of your own yet')).toBeVisible();
  await rates.getByLabel('Show').selectOption('all');
  await rates.getByLabel('Find a country or US state').fill('zzz');
  await expect(rates.getByText('No country or US state matches “zzz”.')).toBeVisible();
  await rates.getByLabel('Find a country or US state').fill('germ');
  await expect(rates.locator('tbody tr')).toHaveCount(1);

  await rates.getByRole('button', { name: 'Edit the rates of Germany' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tax rates in Germany' });
  await expect(dialog.getByLabel('Reduced rate (%)')).toHaveValue('7');
  await dialog.getByLabel('Standard rate (%)').fill('20.555');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(
    dialog.getByText('Enter the rate as a per cent from 0 to 100, with at most two decimals'),
  ).toBeVisible();
  await screenshots(page, testInfo, 'tax-rate-dialog');
  await dialog.getByLabel('Standard rate (%)').fill('20');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(toast(page, 'Tax rates saved').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(germany).toContainText('20%');
  await expect(germany).toContainText('yours · built-in 19%');
  await rates.getByLabel('Find a country or US state').fill('');
  await rates.getByLabel('Show').selectOption('own');
  await expect(rates.locator('tbody tr')).toHaveCount(1);
  await rates.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'tax-rates');
  // A phone: the table fits 375 px, no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await rates.scrollIntoViewIfNeeded();
  await rates.screenshot({ path: testInfo.outputPath('tax-rates-375.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(
    await rates.locator('table').evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth),
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOut(page);

  // Prices include VAT: £21.99 now holds 20 % (£3.67), the £9.50 shipping £1.58.
  const summaryVat = await checkOutAFlaskToGermany(page);
  await expect(summaryVat).toContainText('Includes VAT (20%)');
  await expect(summaryVat).toContainText('£5.25');

  // Reset, after confirming: the built-in 19 % again.
  await login(page, owner.username, owner.password, '/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  await rates.getByRole('button', { name: 'Reset the rates of Germany' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset the rates of Germany?' });
  await expect(confirm).toContainText('standard rate (19%)');
  await confirm.getByRole('button', { name: 'Reset rates' }).click();
  await expect(toast(page, 'Built-in rates restored').first()).toBeVisible();
  await expect(germany).toContainText('19%');
  await expect(germany).not.toContainText('yours');
  await expect(rates.getByRole('button', { name: 'Reset the rates of Germany' })).toHaveCount(0);
});
