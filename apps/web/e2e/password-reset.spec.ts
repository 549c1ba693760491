// Mail without a mail server: a store owner resets a forgotten password
// through the link the super admin finds in /dev/mailbox, and a new customer opens the account made
// at checkout through the mailbox's set-password link.
import type { Locator } from '@playwright/test';
import { accounts, expect, login, loginThroughForm, signOut, test } from './fixtures.ts';
import {
  addClassicTee,
  fillCard,
  fillShippingInformation,
  findInMailbox,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { fullPageScreenshot } from './ui.ts';

const northwindOwner = { username: 'northwind-owner', email: 'owner@northwind.storefleet.test' };

async function linkIn(message: Locator, path: string): Promise<string> {
  const link = message.getByRole('list', { name: 'Links' }).getByRole('link', { name: new RegExp(path) });
  const href = await link.getAttribute('href');
  // The store may be named before the token (?store=…&token=…, ADR 0080).
  expect(href).toMatch(new RegExp(`${path}\\?(store=[\\w-]+&)?token=[\\w-]{20,}`));
  return href!;
}

test('a store owner resets a forgotten password through the development mailbox', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Enter your credentials to access your store')).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter your username or e-mail address', { exact: true })).toBeVisible();
  await page.getByLabel('Username or e-mail address').fill(northwindOwner.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account matches' })).toContainText(
    'expires in 1 hour',
  );
  await fullPageScreenshot(page, testInfo, '1-reset-requested');

  // The platform operator opens the mailbox: the e-mail wears the owner's store's name.
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const message = await findInMailbox(
    page,
    'Reset your password for Northwind Outfitters',
    northwindOwner.email,
  );
  const resetLink = await linkIn(message, '/reset-password');
  await message.getByText('Show message').click();
  await expect(message).toContainText('The link works once and expires in 1 hour.');
  await fullPageScreenshot(page, testInfo, '2-mailbox');
  await signOut(page);

  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('northwind-new-pass');
  await page.getByLabel('Confirm password').fill('northwind-other');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('northwind-new-pass');
  await fullPageScreenshot(page, testInfo, '3-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // Back to the sign-in of the owner's store, which the link named (ADR 0080).
  await expect(page).toHaveURL(/\/login\?store=northwind$/);
  await expect(page.getByText('Sign in with your new password.')).toBeVisible();

  // The link worked once; the old password is gone and the new one signs in.
  await page.goto(resetLink);
  await page.getByLabel('New password').fill('another-password-1');
  await page.getByLabel('Confirm password').fill('another-password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  const oldSignIn = await page.request.post('/api/login', {
    data: { username: northwindOwner.username, password: 'northwind-owner-123' },
  });
  expect(oldSignIn.status()).toBe(401);
  await loginThroughForm(page, northwindOwner.username, 'northwind-new-pass');
  await expect(page).toHaveURL(/\/admin$/);
  await fullPageScreenshot(page, testInfo, '4-signed-in');
});

test('a reset started from /s/northwind stays Northwind end to end, in a fresh browser', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, a reset and a sign-in: about 20 s on a quiet 2-core host.
  test.setTimeout(60_000);
  // From Northwind's store front to its sign-in, then "Forgot password?".
  await page.goto('/s/northwind');
  // The mailbox, read as the operator in a context of its own: the file's first test sent Northwind's
  // owner a reset link too, already used, so wait for one more than there were before.
  const reader = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await reader.request.post('/api/login', { data: accounts.superAdmin });
  const resetMails = async () =>
    (
      (await (await reader.request.get('/api/dev/mailbox')).json()) as {
        to: string;
        subject: string;
        links: string[];
      }[]
    ).filter(
      (m) => m.to === northwindOwner.email && m.subject === 'Reset your password for Northwind Outfitters',
    );
  const sentBefore = (await resetMails()).length;
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login\?store=northwind$/);
  await expect(page.getByRole('link', { name: 'Northwind Outfitters' }).first()).toBeVisible();
  await expect(page.getByText('Sign in to see your orders')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await fullPageScreenshot(page, testInfo, 'northwind-1-sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?store=northwind$/);
  await expect(page.getByRole('link', { name: 'Northwind Outfitters' }).first()).toBeVisible();
  await page.getByLabel('Username or e-mail address').fill(northwindOwner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account matches' })).toBeVisible();
  await fullPageScreenshot(page, testInfo, 'northwind-2-forgot');

  // The e-mail is Northwind's and its link names Northwind.
  let link = '';
  await expect(async () => {
    const mails = await resetMails();
    expect(mails.length).toBeGreaterThan(sentBefore);
    // Newest first.
    link = mails[0]?.links.find((l) => l.includes('/reset-password?')) ?? '';
    expect(link).toMatch(/\/reset-password\?store=northwind&token=[\w-]{20,}$/);
  }).toPass({ timeout: 15_000 });
  await reader.close();

  // A browser that never saw Northwind: the link alone brings it, and leads back to its sign-in.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Northwind Outfitters' }).first()).toBeVisible();
  await other.getByLabel('New password').fill('northwind-fresh-pass');
  await other.getByLabel('Confirm password').fill('northwind-fresh-pass');
  await other.screenshot({ path: testInfo.outputPath('northwind-3-reset.png'), fullPage: true });
  await other.getByRole('button', { name: 'Reset Password' }).click();
  await expect(other).toHaveURL(/\/login\?store=northwind$/);
  await expect(other.getByRole('link', { name: 'Northwind Outfitters' }).first()).toBeVisible();
  await other.screenshot({ path: testInfo.outputPath('northwind-4-back-at-sign-in.png'), fullPage: true });
  await other.getByLabel('E-mail address').fill(northwindOwner.username);
  await other.getByLabel('Password').fill('northwind-fresh-pass');
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await fresh.close();
});

test('a new customer opens the account made at checkout through the mailbox link', async ({
  page,
}, testInfo) => {
  // A whole checkout, the mailbox, set-password and a password change: about 25 s on a quiet host.
  test.setTimeout(60_000);
  const email = uniqueEmail('mailbox-buyer');
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  const success = await orderConfirmed(page);
  await expect(success).toContainText('Your account has been created. Check your email for login details.');

  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const message = await findInMailbox(page, 'Set your password for Demo Merch Store', email);
  const setLink = await linkIn(message, '/set-password');
  await fullPageScreenshot(page, testInfo, '1-mailbox');
  await signOut(page);

  await page.goto(setLink);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill('first-customer-pass');
  await page.getByLabel('Confirm password').fill('first-customer-pass');
  await page.getByRole('button', { name: 'Set Password' }).click();
  // The link is at the store's own address, its subdomain (docs/deployment.md, "Store addresses"):
  // sign-in follows there.
  await expect(page).toHaveURL(/\/\/demo\.localhost:\d+\/login$/);
  // The sign-in fills in the address the password was just chosen for (ADR 0080).
  await expect(page.getByLabel('Username')).toHaveValue(email);

  await loginThroughForm(page, email, 'first-customer-pass');
  await expect(page).toHaveURL(/\/account\?store=demo$/);
  await expect(page.getByTestId('account-username')).toHaveText(email);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByText('Classic Logo Tee').first()).toBeVisible();

  // Changing the password from the account page: the current one is checked first.
  const card = page.getByRole('heading', { name: 'Change password' }).locator('xpath=../..');
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill('second-customer-pass');
  await card.getByLabel('Confirm new password').fill('second-customer-pass');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Your current password is not correct')).toBeVisible();
  await fullPageScreenshot(page, testInfo, '2-wrong-current-password');
  await card.getByLabel('Current password').fill('first-customer-pass');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Your password was changed and your other sessions were signed out.'),
  ).toBeVisible();
  await fullPageScreenshot(page, testInfo, '3-account');
  await signOut(page);
  await loginThroughForm(page, email, 'second-customer-pass');
  await expect(page).toHaveURL(/\/account\?store=demo$/);
});
