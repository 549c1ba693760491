// The shopper's account (spec storefront §2 Account page, §4 Session, §6 Roles): sign-in required,
// order history with status, total in pounds and items, All Orders, header links by role, sign out,
// and the set-password page of the new-customer e-mail.
import { accounts, expect, login, test } from './fixtures.ts';
import { fillCard, fillShippingInformation, orderConfirmed, testCards } from './storefront-helpers.ts';

test('account page: sign-in required, then orders, quick actions and sign out', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/s/demo');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-dashboard');
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // A purchase while signed in belongs to this account.
  await page
    .getByRole('article', { name: 'Canvas Tote Bag' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, 'owner@demo.storefleet.test');
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: 'Complete Order - £18.98' }).click();
  const success = await orderConfirmed(page);
  await expect(success).toBeVisible();
  await expect(success).not.toContainText('Your account has been created');
  await success.getByRole('link', { name: 'Continue Shopping' }).click();

  await header.getByRole('link', { name: 'Account' }).click();
  // The store travels with the shopper (ADR 0038).
  await expect(page).toHaveURL(/\/account\?store=demo$/);
  await expect(page.getByTestId('account-username')).toHaveText('demo-owner');
  await expect(page.getByText('owner@demo.storefleet.test')).toBeVisible();
  const history = page.getByRole('region', { name: 'Order History' });
  const order = history.getByRole('listitem').filter({ hasText: 'Canvas Tote Bag' }).first();
  await expect(order).toContainText(/Order #\d+/);
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('£18.98');
  await expect(order).toContainText('Ada Lovelace');
  await expect(order).toContainText('12 Analytical Row, London, SW1A 1AA');
  await expect(order).toContainText('Canvas Tote Bag × 1');
  await expect(order).toContainText('Shipping (Standard Delivery)');

  await page.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL(/\/orders\?store=demo$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Canvas Tote Bag' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Account' }).click();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/s\/demo$/);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
});

test("another store's owner gets no admin links here, only in their own store", async ({ page }) => {
  await login(page, 'northwind-owner', 'northwind-owner-123', '/s/demo');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/s/northwind');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toBeVisible();
});

test('the set-password page checks the password and reports a used or unknown link', async ({ page }) => {
  await page.goto('/set-password');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();

  await page.goto('/set-password?token=not-a-real-token');
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('New password')).toBeFocused();

  await page.getByLabel('New password').fill('a-long-password');
  await page.getByLabel('Confirm password').fill('a-long-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  await expect(page).toHaveURL(/\/set-password\?token=/);
});
