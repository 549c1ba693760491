// The shopper's store travels with them (ADR 0038): from /s/northwind, the
// account, sign-in, orders, set-password and checkout screens (all without a store prefix) wear
// Northwind's name, footer and links home, never the default Demo Merch Store; 'Back to the store'
// on the sign-in page lands on /s/northwind; signing in keeps the store.
import type { Browser, Page } from '@playwright/test';
import { accounts, expect, test } from './fixtures.ts';
import { placeOrder } from './store-data.ts';
import { uniqueEmail } from './storefront-helpers.ts';
import { fullPageScreenshot } from './ui.ts';

const NORTHWIND_ID = 2;
const northwind = { name: 'Northwind Outfitters', address: '4 Lake Road, Keswick CA12 5BX' };

/** The store's frame: its name in the header, its address in the footer, no trace of Demo. */
async function expectNorthwindFrame(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: northwind.name })).toHaveAttribute(
    'href',
    '/s/northwind',
  );
  await expect(page.getByRole('contentinfo')).toContainText(northwind.address);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }),
  ).toHaveAttribute('href', '/s/northwind/terms-conditions');
  await expect(page.locator('body')).not.toContainText('Demo Merch Store');
}

/** The set-password link the new customer's e-mail carries, read as the super admin. */
async function setPasswordLink(browser: Browser, email: string): Promise<string> {
  const admin = await browser.newContext();
  const signIn = await admin.request.post('/api/login', {
    data: { username: accounts.superAdmin.username, password: accounts.superAdmin.password },
  });
  expect(signIn.status()).toBe(200);
  let link = '';
  await expect(async () => {
    const mailbox = (await (await admin.request.get('/api/dev/mailbox?limit=100')).json()) as {
      to: string;
      links: string[];
    }[];
    const message = mailbox.find((m) => m.to === email && m.links.some((l) => l.includes('set-password')));
    link = message?.links.find((l) => l.includes('set-password')) ?? '';
    expect(link).toMatch(/set-password\?token=/);
  }).toPass({ timeout: 15_000 });
  await admin.close();
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('from /s/northwind, every shopper screen shows Northwind', async ({ page, browser }, testInfo) => {
  await page.goto('/s/northwind');
  await expect(page.getByRole('heading', { name: 'Gear for Wild Weather' })).toBeVisible();
  await fullPageScreenshot(page, testInfo, '0-store');

  // Account, signed out: the store's frame, and a sign-in link that keeps the store.
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account\?store=northwind$/);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expectNorthwindFrame(page);
  await fullPageScreenshot(page, testInfo, '1-account-signed-out');

  // Sign in: Northwind's name, and 'Back to the store' lands on Northwind.
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?store=northwind$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: northwind.name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(northwind.name);
  await expect(page.locator('body')).not.toContainText('Demo Merch Store');
  await fullPageScreenshot(page, testInfo, '2-sign-in');
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/s\/northwind$/);
  await expect(page.getByRole('heading', { name: 'Gear for Wild Weather' })).toBeVisible();

  // Links without ?store= still show the remembered store, from the first HTML on.
  for (const path of ['/orders', '/set-password', '/account/set-password', '/account']) {
    const response = await page.goto(path);
    expect(await response?.text(), path).toContain('<title>Northwind Outfitters | Storefleet</title>');
    await expectNorthwindFrame(page);
  }
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await fullPageScreenshot(page, testInfo, '3-orders-signed-out');
  await page.goto('/set-password');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute(
    'href',
    '/login?store=northwind',
  );
  await fullPageScreenshot(page, testInfo, '4-set-password-incomplete');

  // The root checkout is Northwind's too: with an empty cart it sends the shopper to Northwind's home.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/(checkout|s\/northwind)$/);
  await expectNorthwindFrame(page);

  // A Northwind customer (made at checkout) sets a password, signs in and lands on Northwind's account.
  const email = uniqueEmail('northwind-traveller');
  const orderNumber = await placeOrder(page.request, NORTHWIND_ID, email, 'Nora Northwind');
  const link = await setPasswordLink(browser, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expectNorthwindFrame(page);
  await fullPageScreenshot(page, testInfo, '5-set-password');
  await page.getByLabel('New password').fill('northwind-traveller-pass');
  await page.getByLabel('Confirm password').fill('northwind-traveller-pass');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/login\?store=northwind$/);
  // The store's sign-in speaks to its shoppers, with the address just used filled in (ADR 0080).
  await expect(page.getByText('Sign in to see your orders')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByLabel('Password').fill('northwind-traveller-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\?store=northwind$/);
  await expect(page.getByTestId('account-username')).toHaveText(email);
  await expectNorthwindFrame(page);
  const history = page.getByRole('region', { name: 'Order History' });
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `#${orderNumber}` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/s/northwind');
  await fullPageScreenshot(page, testInfo, '6-account-signed-in');

  await page.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL(/\/orders\?store=northwind$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expectNorthwindFrame(page);
  await fullPageScreenshot(page, testInfo, '7-orders');
});

test('an unknown remembered store falls back to the default store quietly and is forgotten', async ({
  page,
  context,
}) => {
  await page.goto('/s/northwind');
  await expect(page.getByRole('heading', { name: 'Gear for Wild Weather' })).toBeVisible();
  // The store front remembers its store once it has hydrated: only then is the memory replaced, or
  // that write would come after this one.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('storefleet.shopperStore')))
    .toBe('northwind');
  await page.evaluate(() => localStorage.setItem('storefleet.shopperStore', 'no-such-store'));
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: 'sf_store', value: 'no-such-store', domain: hostname, path: '/' }]);
  const response = await page.goto('/account');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Demo Merch Store');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefleet.shopperStore'))).toBeNull();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'sf_store'))
    .toBe(false);
  // An explicit ?store= still wins over no memory at all.
  await page.goto('/account?store=northwind');
  await expectNorthwindFrame(page);
});
