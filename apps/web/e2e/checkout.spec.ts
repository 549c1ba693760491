// Checkout journeys with the sandbox card provider (spec storefront §2 Checkout, §4, §5, §8; each
// thing said once, ADR 0090): field errors, a paid order's confirmation page the owner's list matches, a declined card, changed prices, refused lines
// and a store that cannot take payments.
import { expect, test } from './fixtures.ts';
import {
  addClassicTee,
  fillCard,
  fillShippingInformation,
  orderConfirmed,
  ownerOrders,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';

test('pay with 4242: the confirmation page, cart emptied, order in the owner’s list', async ({
  page,
  request,
}) => {
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/s\/demo\/checkout$/);

  const complete = page.getByRole('button', { name: /^Complete Order - / });
  // First shipping option preselected: £19.99 + £3.99.
  await expect(complete).toHaveText('Complete Order - £23.98');
  await expect(page.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked();
  await expect(page.getByLabel('Postcode')).toHaveAttribute('placeholder', 'e.g. SW1A 1AA');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

  await complete.click();
  // Said under each field, not again in a toast (ADR 0090).
  await expect(page.getByText('Enter your first name')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  const email = uniqueEmail('shopper');
  await fillShippingInformation(page, email);
  await page.getByRole('radio', { name: /Express Delivery/ }).check();
  await expect(complete).toHaveText('Complete Order - £27.98');
  const summary = page.getByRole('heading', { name: 'Order Summary' }).locator('xpath=../..');
  await expect(summary).toContainText('Shipping (Express Delivery)');
  await expect(page.getByTestId('order-total')).toHaveText('£27.98');
  await fillCard(page, testCards.success);
  await complete.click();

  // The confirmation page says it once: no dialog, no toast over it.
  const success = await orderConfirmed(page);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(success).toContainText(`A confirmation e-mail is on its way to ${email}`);
  await expect(success).toContainText('Your account has been created. Check your email for login details.');
  await success.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/s\/demo$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('storefleet:cart:1'))).toBeNull();

  const orders = await ownerOrders(request);
  const order = orders.find((o) => o.customerEmail === email);
  expect(order).toMatchObject({ total: '27.98', status: 'paid' });
  expect(order?.items).toEqual([
    expect.objectContaining({ name: 'Classic Logo Tee', quantity: 1, variantString: 'Size: Medium' }),
  ]);
});

test('a declined card shows Payment Failed, and a good card then goes through', async ({ page }) => {
  await page.goto('/store/1');
  await addClassicTee(page, 'Small');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/store\/1\/checkout$/);
  await fillShippingInformation(page, uniqueEmail('declined'));
  await fillCard(page, testCards.declined);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  // Next to the card fields, and there alone (ADR 0090: no toast repeats it).
  await expect(page.getByTestId('card-error')).toContainText('Payment Failed');
  await expect(page.getByTestId('card-error')).toContainText('Your card was declined.');
  await expect(page.getByText('Payment Failed')).toHaveCount(1);
  await expect(page).toHaveURL(/\/store\/1\/checkout$/);
  await expect(page.getByRole('button', { name: 'Complete Order - £23.98' })).toBeEnabled();

  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: 'Complete Order - £23.98' }).click();
  await orderConfirmed(page);
});

test('an empty cart at checkout goes back to the store home', async ({ page }) => {
  await page.goto('/s/demo/checkout');
  await expect(page).toHaveURL(/\/s\/demo$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('prices that changed since adding are shown with the new total', async ({ page }) => {
  await page.goto('/s/demo');
  await addClassicTee(page);
  // The cart remembers an old, lower price (as if the owner raised it since).
  await page.evaluate(() => {
    const key = 'storefleet:cart:1';
    const items = JSON.parse(localStorage.getItem(key) ?? '[]');
    items[0].price = 9.99;
    localStorage.setItem(key, JSON.stringify(items));
  });
  await page.goto('/s/demo/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Some prices have changed' })).toContainText(
    'your new total is £23.98',
  );
  await expect(page.getByRole('button', { name: 'Complete Order - £23.98' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('£23.98');
  // The cart now holds the current price.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('storefleet:cart:1') ?? '[]')[0]?.price))
    .toBe(19.99);
});

test('a line the server refuses is named, and the shopper can fix the cart', async ({ page }) => {
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.evaluate(() => {
    const key = 'storefleet:cart:1';
    const items = JSON.parse(localStorage.getItem(key) ?? '[]');
    items[0].quantity = 500; // more than the 48 in stock
    items.push({
      ...items[0],
      id: 999999,
      name: 'Ghost Tee',
      cartKey: '999999',
      quantity: 1,
      selectedVariants: {},
      variantString: '',
    });
    localStorage.setItem(key, JSON.stringify(items));
  });
  await page.goto('/s/demo/checkout');
  // The server names the first line it refuses: the withdrawn product, then (once removed) the stock.
  const ghost = page.getByRole('alert').filter({ hasText: '"Ghost Tee" is no longer available' });
  await expect(ghost).toBeVisible();
  await expect(page.getByRole('button', { name: /^Complete Order/ })).toBeDisabled();
  await ghost.getByRole('button', { name: 'Remove Ghost Tee' }).click();
  // Other journeys buy tees too, so read how many are left rather than assume the seeded 48.
  const stockAlert = page.getByRole('alert').filter({ hasText: /^Only \d+ of "Classic Logo Tee" left/ });
  await expect(stockAlert).toBeVisible();
  const left = Number(/Only (\d+) of/.exec((await stockAlert.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(1);
  await stockAlert.getByRole('button', { name: `Change quantity to ${left}` }).click();
  const total = ((1999 * left + 399) / 100).toFixed(2);
  await expect(page.getByRole('button', { name: `Complete Order - £${total}` })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a store that cannot take payments says so instead of spinning', async ({ page }) => {
  await page.route('**/api/create-payment-intent', (route) =>
    route.fulfill({
      status: 409,
      json: { message: 'This store cannot take payments yet', code: 'conflict' },
    }),
  );
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'This store cannot take payments yet' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Shopping' }).click();
  await expect(page).toHaveURL(/\/s\/demo$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a payment that comes back from a provider redirect is finished on /order-confirmation', async ({
  page,
}) => {
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // The card step succeeds, then the shopper is away (3-D Secure, SumUp) before the order is confirmed.
  await page.route('**/api/confirm-payment', (route) => route.abort());
  const email = uniqueEmail('redirect');
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(page.getByTestId('card-error')).toContainText('Payment Failed');
  await page.unroute('**/api/confirm-payment');
  const paymentId = await page.evaluate(() =>
    Object.keys(sessionStorage)
      .find((key) => key.startsWith('storefleet:pending-order:'))
      ?.split(':')
      .pop(),
  );
  expect(paymentId).toBeTruthy();
  const returnUrl = `/order-confirmation?payment_intent=${paymentId}&provider=sandbox&tenantId=1`;

  // The return URL alone (it carries the intent id, and for Stripe the client secret) finishes
  // nothing without this browser's checkout cookie (ADR 0048): a readable 403, and no order.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'checkout')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await page.context().clearCookies({ name: 'checkout' });
  await page.goto(returnUrl);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText(/This checkout was started in another browser/)).toBeVisible();
  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: test.info().outputPath(`return-without-cookie-${name}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back in the shopper's own browser (its cookie), the return completes the order.
  await page.context().addCookies(cookies.filter((c) => c.name === 'checkout'));
  await page.goto(returnUrl);
  const success = await orderConfirmed(page);
  await expect(success).toContainText(email);
  expect(await page.evaluate(() => localStorage.getItem('storefleet:cart:1'))).toBeNull();
  await success.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/s\/demo$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.goto('/order-confirmation?payment_intent=unknown&provider=sandbox&tenantId=1');
  await expect(page.getByRole('heading', { name: 'We could not find this checkout' })).toBeVisible();
});
