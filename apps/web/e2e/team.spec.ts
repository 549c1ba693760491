// A store run by a team (ADR 0030): the owner invites a staff member who may use
// only the orders, the invitation link is found in /dev/mailbox, the new member chooses a password,
// signs in and sees only the screens their role allows; the server refuses the rest.
import { accounts, expect, login, loginThroughForm, signOut, test } from './fixtures.ts';
import { findInMailbox } from './storefront-helpers.ts';
import { fullPageScreenshot } from './ui.ts';

test('an owner invites a packer who may use only the orders', async ({ page }, testInfo) => {
  const email = `packer-${Date.now()}@example.com`;
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members).toContainText('demo-owner');
  await expect(members).toContainText('Owner');

  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Give a staff member at least one permission')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Orders' }).check();
  await fullPageScreenshot(page, testInfo, '1-invite-dialog');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending).toContainText(email);
  await expect(pending).toContainText('Orders');
  await fullPageScreenshot(page, testInfo, '2-team-with-invitation');
  await signOut(page);

  // The platform operator's development mailbox holds the e-mail with its link.
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const message = await findInMailbox(page, 'You are invited to join', email);
  const link = message.getByRole('list', { name: 'Links' }).getByRole('link', { name: /accept-invite/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/accept-invite\?token=[\w-]{20,}/);
  await fullPageScreenshot(page, testInfo, '3-mailbox');
  await signOut(page);

  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByLabel('Choose a password').fill('packer-password-1');
  await page.getByLabel('Confirm password').fill('packer-password-1');
  await fullPageScreenshot(page, testInfo, '4-accept');
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link worked once.
  const again = await page.request.post('/api/team-invitations/lookup', {
    data: { token: new URL(href!).searchParams.get('token') },
  });
  expect(again.status()).toBe(400);

  await loginThroughForm(page, email, 'packer-password-1');
  await expect(page).toHaveURL(/\/admin$/);
  const staffNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(staffNav.getByRole('link', { name: 'Store Orders' })).toBeVisible();
  for (const hidden of ['Product Management', 'Customers', 'Team', 'Payment Settings', 'Email Settings']) {
    await expect(staffNav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(staffNav.getByRole('heading', { name: 'Business' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Order Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Product Management' })).toHaveCount(0);
  await fullPageScreenshot(page, testInfo, '5-staff-dashboard');
  await staffNav.getByRole('link', { name: 'Store Orders' }).click();
  await expect(page).toHaveURL(/\/store-orders$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await fullPageScreenshot(page, testInfo, '6-staff-orders');

  // The server agrees: the products, customers and team are refused.
  expect((await page.request.get('/api/admin/orders')).status()).toBe(200);
  for (const url of ['/api/admin/products', '/api/admin/customers', '/api/admin/team']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
});

test('an invitation opened while signed in with another address says whom it is for', async ({
  page,
}, testInfo) => {
  const email = `picker-${Date.now()}@example.com`;
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const invited = await page.request.post('/api/admin/team', {
    data: { email, role: 'staff', permissions: ['orders'] },
  });
  expect(invited.status()).toBe(201);
  await signOut(page);

  // The operator finds the link, and opens it while still signed in as themselves.
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const message = await findInMailbox(page, 'You are invited to join', email);
  const href = await message
    .getByRole('list', { name: 'Links' })
    .getByRole('link', { name: /accept-invite/ })
    .getAttribute('href');
  await page.goto(href!);
  const refusal = page.getByRole('alert').filter({ hasText: `This invitation is for ${email}` });
  await expect(refusal).toContainText('you are signed in as admin');
  await expect(page.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
  await fullPageScreenshot(page, testInfo, '7-invitation-for-another-address');

  // Signed out, the same page lets the invited address choose its password.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('Choose a password')).toBeVisible();
  await expect(refusal).toHaveCount(0);
});
