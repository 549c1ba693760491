// Product subscriptions, the shopper's side: a converted product offers one-off or subscription on its card, the
// cart keeps the two apart, checkout with the sandbox card makes the subscription, and the account
// page lists it with pause / resume / cancel.
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID } from './store-data.ts';
import { fillCard, fillShippingInformation, orderConfirmed, testCards } from './storefront-helpers.ts';
import { escapeFrom, screenshots } from './ui.ts';

const PRODUCT = 'Enamel Pin Set';

test('choose subscribe on the card, pay, and manage it from My Account', async ({ page }, testInfo) => {
  // The owner offers the pin set monthly (the Convert Product call).
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const products = await (await page.request.get(`/api/products/${DEMO_STORE_ID}`)).json();
  const pins = products.find((p: { name: string }) => p.name === PRODUCT);
  const converted = await page.request.patch(`/api/products/${pins.id}/convert-to-subscription`, {
    data: { subscriptionInterval: 'monthly', subscriptionTrialDays: 0 },
  });
  expect(converted.status()).toBe(200);

  // The same person shops at the store: one pin set once, and one as a subscription.
  await page.goto('/s/demo');
  const card = page.getByRole('article', { name: PRODUCT });
  await expect(card.getByText(`One-off purchase: £${pins.price}`)).toBeVisible();
  await expect(card.getByText(`Subscribe: £${pins.price} every month`)).toBeVisible();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await escapeFrom(page, drawer);
  await expect(drawer).toBeHidden();
  await card.getByLabel(/^Subscribe:/).check();
  await screenshots(page, testInfo, 'card-subscribe-choice');
  await card.screenshot({ path: testInfo.outputPath('card-close-up.png') });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: PRODUCT })).toHaveCount(2);
  await expect(drawer.getByText('Subscription', { exact: true })).toHaveCount(1);

  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText(`Subscription: £${pins.price} every month`)).toBeVisible();
  await fillShippingInformation(page, 'pins@example.com');
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await orderConfirmed(page);

  // My Account lists the subscription with its actions.
  await page.goto('/account');
  const mine = page.getByRole('region', { name: 'My Subscriptions' });
  const row = mine.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(row.getByText(`£${pins.price} every month`)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await screenshots(page, testInfo, 'account-subscriptions');
  await row.getByRole('button', { name: /^Pause subscription/ }).click();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Resume subscription/ }).click();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: /^Cancel subscription/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Resume subscription/ })).toHaveCount(0);
});
