// Everything on the store's own address (docs/deployment.md, "Store addresses"): a shopper buys on
// `demo.localhost:<port>`, the e-mailed set-password link brings them back to that same host, and
// they sign in there and see their order on /account, all without leaving the store's host.
import type { Page } from '@playwright/test';
import { accounts, expect, serverPort, test } from './fixtures.ts';
import {
  addClassicTee,
  fillCard,
  fillShippingInformation,
  linkMailedTo,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';

const demoHost = `http://demo.localhost:${serverPort}`;

async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a shopper buys on demo.localhost, follows the e-mailed link back there, signs in and sees the order', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('store-address');
  await page.goto(`${demoHost}/`);
  await expect(page.getByRole('banner').getByText('Demo Merch Store').first()).toBeVisible();
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${demoHost}/checkout`);
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await orderConfirmed(page);
  await snap(page, '1-paid-on-demo-localhost');

  // The e-mail's link is on the store's own address, not the platform's.
  let link = '';
  await expect(async () => {
    link = await linkMailedTo(request, email, '/set-password');
  }).toPass({ timeout: 15_000 });
  expect(link).toMatch(new RegExp(`^${demoHost.replaceAll('.', '\\.')}/set-password\\?token=[^&]+$`));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText('Demo Merch Store').first()).toBeVisible();
  await page.getByLabel('New password').fill('store-address-pass');
  await page.getByLabel('Confirm password').fill('store-address-pass');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(new RegExp(`^${demoHost.replaceAll('.', '\\.')}/login`));

  // Signing in on the store's host: the session is this host's, and so is the account page. The
  // store's sign-in speaks to shoppers and fills in the address just used (ADR 0080).
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByLabel('Password').fill('store-address-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`^${demoHost.replaceAll('.', '\\.')}/account`));
  await expect(page.getByTestId('account-username')).toHaveText(email);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByText('Classic Logo Tee').first()).toBeVisible();
  await snap(page, '2-account-on-demo-localhost');

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'sid');
  expect(session?.domain).toBe('demo.localhost');
  // Host-only: the platform's host and another store's host do not get it.
  expect(await page.context().cookies(`http://localhost:${serverPort}/`)).not.toContainEqual(
    expect.objectContaining({ name: 'sid' }),
  );
  expect(await page.context().cookies(`http://northwind.localhost:${serverPort}/`)).not.toContainEqual(
    expect.objectContaining({ name: 'sid' }),
  );

  // On a phone, the same account page on the store's host.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await phone.addCookies(cookies.filter((cookie) => cookie.domain === 'demo.localhost'));
  const phonePage = await phone.newPage();
  await phonePage.goto(`${demoHost}/account`);
  await expect(phonePage.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(phonePage.getByText('Classic Logo Tee').first()).toBeVisible();
  await phonePage.screenshot({ path: test.info().outputPath('3-account-phone.png'), fullPage: true });
  await phone.close();
});

test("the store's owner signing in on demo.localhost is sent to the platform's host for the admin", async ({
  page,
}) => {
  await page.goto(`${demoHost}/login`);
  await page.getByLabel('Username').fill(accounts.demoOwner.username);
  await page.getByLabel('Password').fill(accounts.demoOwner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Sessions are per host: on the platform's host (PUBLIC_URL) the owner signs in again for the admin.
  await page.waitForURL((url) => url.hostname !== 'demo.localhost' && url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await snap(page, '4-owner-sent-to-platform');
  await page
    .getByRole('button', { name: 'Go to Login' })
    .or(page.getByRole('link', { name: 'Go to Login' }))
    .click();
  await page.getByLabel('Username').fill(accounts.demoOwner.username);
  await page.getByLabel('Password').fill(accounts.demoOwner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.hostname !== 'demo.localhost' && url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
});
