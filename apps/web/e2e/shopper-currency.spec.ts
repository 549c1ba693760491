// The shopper's currency (docs/decisions/0105): on a store that sells in pounds and euros, a shopper
// picks euros in the header, sees € prices, adds to the cart, ships to Germany and pays with the
// sandbox card; the confirmation page and the order's e-mail are in euros with Germany's 19 % VAT.
// A shopper who never chose a currency gets the shipping country's, and is told so beside the total.
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, login, signOut, test } from './fixtures.ts';
import { addProduct, createStoreWithOwner } from './store-data.ts';
import { fillCard, mailTo, orderConfirmed, testCards, uniqueEmail } from './storefront-helpers.ts';
import { escapeFrom, screenshots } from './ui.ts';

/** A new store selling in GBP and EUR (1.165, .99 rounding) that ships to the UK, Germany and France, OSS registered. */
async function storeSellingInEuros(page: Page, name: string): Promise<{ slug: string; tenantId: number }> {
  const tag = name.toLowerCase();
  const store = await createStoreWithOwner(page, {
    name: `${name} Outfitters`,
    slug: `${tag}-outfitters`,
    owner: `${tag}-owner`,
  });
  const api = page.request;
  expect((await api.post('/api/admin/categories', { data: { name: 'Bags' } })).status()).toBe(201);
  await addProduct(page, { name: 'Canal Tote', price: '20.00', category: 'Bags', inStock: '20' });
  const euro = await api.put('/api/admin/currencies/EUR', {
    data: { rate: '1.165', rounding: 'ninety-nine' },
  });
  expect(euro.status(), await euro.text()).toBe(200);
  // The checkout opens on the UK: an option in the store's own UK zone, and one in a new EU zone.
  const zones = (await (await api.get('/api/admin/shipping-zones')).json()) as {
    id: number;
    countries: string[];
  }[];
  const uk = zones.find((zone) => zone.countries.includes('GB'));
  const eu = await api.post('/api/admin/shipping-zones', { data: { name: 'EU', countries: ['DE', 'FR'] } });
  expect(eu.status(), await eu.text()).toBe(201);
  for (const [name, cost, zoneId] of [
    ['UK Standard', 3, uk?.id],
    ['EU Tracked', 5, (await eu.json()).id as number],
  ] as const) {
    const option = await api.post('/api/admin/shipping-options', { data: { name, cost, zoneId } });
    expect(option.status(), await option.text()).toBe(201);
  }
  const vat = await api.put('/api/admin/vat-settings', {
    data: { pricesIncludeVat: true, homeCountry: 'GB', ossRegistered: true },
  });
  expect(vat.status(), await vat.text()).toBe(200);
  expect((await api.post('/api/admin/store-launch')).status()).toBe(200);
  const tenantId = (await (await api.get('/api/user')).json()).memberships[0].tenantId as number;
  await signOut(page);
  return { slug: store.slug, tenantId };
}

async function fillGermanAddress(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Hanna');
  await page.getByLabel('Last name').fill('Schmidt');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postcode').fill('10117');
}

test('a shopper picks euros, pays in euros, and the confirmation and e-mail are in euros', async ({
  page,
  request,
}, testInfo) => {
  // A store set up, the store front, checkout, confirmation and the e-mail: several screens.
  test.slow();
  const { slug, tenantId } = await storeSellingInEuros(page, 'Elbe');

  await page.goto(`/s/${slug}`);
  const tote = page.getByRole('article', { name: 'Canal Tote' });
  await expect(tote).toContainText('£20.00');
  const picker = page.getByRole('combobox', { name: 'Currency' });
  await expect(picker).toHaveValue('GBP');
  await picker.selectOption('EUR');
  // £20.00 at 1.165 is €23.30, rounded up to .99.
  await expect(tote).toContainText('€23.99');
  await expect(tote).not.toContainText('£');
  await screenshots(page, testInfo, 'store-front-in-euros');

  // Remembered for this store: a reload keeps euros.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await expect(tote).toContainText('€23.99');
  expect(await page.evaluate((id) => localStorage.getItem(`storefleet:currency:${id}`), tenantId)).toBe(
    'EUR',
  );

  // On a phone the picker is in the menu.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await page.screenshot({ path: testInfo.outputPath('currency-menu-375.png') });
  await escapeFrom(page, menu);
  await expect(menu).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  await tote.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toContainText('€23.99');
  await expect(cart.getByTestId('cart-total')).toHaveText('€23.99');
  await cart.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/s/${slug}/checkout$`));

  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByRole('radio', { name: /EU Tracked/ })).toBeChecked();
  const summary = page.locator('#checkout-summary');
  await expect(summary.getByTestId('order-vat')).toContainText('Includes VAT (19%)');
  await expect(summary.getByTestId('order-vat')).toContainText('€');
  await expect(summary.getByTestId('order-total')).toHaveText(/^€\d+\.\d\d$/);
  const complete = page.getByRole('button', { name: /^Complete Order - / });
  await expect(complete).toHaveText(/^Complete Order - €\d+\.\d\d$/);
  // The shopper chose euros: the country changes nothing and says nothing.
  await expect(page.getByTestId('currency-notice')).toHaveCount(0);
  const email = uniqueEmail('euro');
  await fillGermanAddress(page, email);
  await screenshots(page, testInfo, 'checkout-in-euros');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('checkout-in-euros-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const total = (await summary.getByTestId('order-total').textContent()) ?? '';
  await fillCard(page, testCards.success);
  await complete.click();

  const confirmation = await orderConfirmed(page);
  await expect(confirmation.getByTestId('confirmation-total')).toHaveText(total);
  await expect(confirmation).toContainText('Canal Tote');
  await expect(confirmation).toContainText('€23.99');
  await expect(confirmation.getByTestId('confirmation-vat')).toContainText('Includes VAT (19%)');
  await expect(confirmation.getByTestId('confirmation-vat')).toContainText('€');
  await expect(confirmation).not.toContainText('£');
  await screenshots(page, testInfo, 'confirmation-in-euros');

  await expect
    .poll(async () => (await mailTo(request, email)).map((mail) => mail.subject))
    .toContainEqual(expect.stringMatching(/#\d+/));
  const mails = await mailTo(request, email);
  const receipt = mails.find((mail) => mail.text?.includes('Canal Tote'));
  expect(receipt?.text).toContain('€23.99');
  expect(receipt?.text).toContain(total);
  expect(receipt?.text).toMatch(/19 ?%/);
  expect(receipt?.text).not.toContain('£');

  // The store's invoice of the order, as its owner downloads it: euros and Germany's 19 %.
  await login(page, 'elbe-owner', 'elbe-owner-123');
  const found = await page.request.get(`/api/admin/orders?search=${encodeURIComponent(email)}`);
  const [order] = (await found.json()) as { id: number; currency: string }[];
  expect(order?.currency).toBe('EUR');
  const invoice = await page.request.get(`/api/admin/orders/${order!.id}/invoice.pdf`);
  expect(invoice.status()).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(await invoice.body()), verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toContain('€23.99');
  expect(text).toContain('19%');
  expect(text).not.toContain('£');
});

test('a shopper who never chose gets the shipping country’s currency, and is told so', async ({
  page,
}, testInfo) => {
  const { slug } = await storeSellingInEuros(page, 'Loire');
  await page.goto(`/s/${slug}`);
  const tote = page.getByRole('article', { name: 'Canal Tote' });
  await expect(tote).toContainText('£20.00');
  await tote.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByTestId('cart-total')).toHaveText(
    '£20.00',
  );
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await page.getByLabel('Country').selectOption('FR');
  const notice = page.getByTestId('currency-notice');
  await expect(notice).toHaveText('Prices are now in euros');
  const summary = page.locator('#checkout-summary');
  await expect(summary.getByTestId('order-total')).toHaveText(/^€\d+\.\d\d$/);
  await expect(summary).toContainText('€23.99');
  await screenshots(page, testInfo, 'checkout-currency-from-country');
  // Back to the UK: back to pounds, said too.
  await page.getByLabel('Country').selectOption('GB');
  await expect(notice).toHaveText('Prices are now in pounds sterling');
  // An explicit choice is kept over the country afterwards.
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Country').selectOption('GB');
  await expect(summary.getByTestId('order-total')).toHaveText(/^€\d+\.\d\d$/);
});
