// The super admin always knows which store they act on (ADR 0040): the store is in
// the URL on every screen, Dashboard and the sidebar keep it, the header names it with a switcher;
// a store's screen without a store asks which one; a new store's owner is invited by e-mail.
import type { Page } from '@playwright/test';
import { accounts, expect, login, loginThroughForm, signOut, test } from './fixtures.ts';
import { choose, screenshots, toast } from './ui.ts';

async function storeId(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`/api/tenant/slug/${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

test('the super admin moves between Northwind’s screens without landing on store 1', async ({
  page,
}, testInfo) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const north = await storeId(page, 'northwind');
  const demo = await storeId(page, 'demo');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const header = page.getByRole('banner');
  const acting = header.getByRole('combobox', { name: 'Acting store' });

  await page.goto(`/tenant/${north}/product-management`);
  await expect(acting).toContainText('Northwind');
  await screenshots(page, testInfo, '1-northwind-products');

  // Dashboard keeps the store: Northwind's own dashboard.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${north}/admin$`));
  await expect(page.getByRole('heading', { name: /Northwind.* Dashboard/, level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // Its quick links stay on Northwind too, Order Management included.
  await expect(page.getByRole('main').getByRole('link', { name: 'Order Management' })).toHaveAttribute(
    'href',
    `/tenant/${north}/store-orders`,
  );
  await screenshots(page, testInfo, '2-northwind-dashboard');

  // Then Store Orders: Northwind's orders, never /tenant/1/store-orders.
  await nav.getByRole('link', { name: 'Store Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${north}/store-orders$`));
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
  await expect(acting).toContainText('Northwind');

  for (const [label, path] of [
    ['Category Management', 'category-management'],
    ['General Settings', 'settings'],
    ['Shipping Options', 'shipping-options'],
    ['Email Log', 'email-log'],
    ['Payment Settings', 'payment-settings'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/tenant/${north}/${path}$`));
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(acting).toContainText('Northwind');
  }
  // Not one link of the sidebar or the header names store 1.
  const hrefs = await page
    .locator('nav[aria-label="Admin"] a, header a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\/(tenant|store)\/1(\/|$)/.test(href))).toEqual([]);
  expect(hrefs).toContain(`/tenant/${north}/admin`);

  // The switcher, by keyboard: the same screen for Demo.
  await acting.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Demo Merch Store' })).toBeVisible();
  // Captured as it is: a resize would close the list (ui.ts, screenshots).
  await screenshots(page, testInfo, '3-switcher-open', { popupOpen: true });
  // The list is open already: the store is chosen in it (the trigger is hidden behind it meanwhile).
  await page.getByRole('option', { name: 'Demo Merch Store', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${demo}/payment-settings$`));
  await expect(acting).toContainText('Demo Merch Store');
  await expect(nav.getByRole('link', { name: 'Store Orders' })).toHaveAttribute(
    'href',
    `/tenant/${demo}/store-orders`,
  );

  // A store's screen with no store in the URL asks which store.
  await page.goto('/product-management');
  await expect(page.getByRole('heading', { name: 'Choose a store', level: 1 })).toBeVisible();
  await screenshots(page, testInfo, '4-store-picker');
  await page
    .getByRole('list', { name: 'Stores' })
    .getByRole('link', { name: /Northwind/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${north}/product-management$`));
  await expect(acting).toContainText('Northwind');
});

test('a store owner sees their store’s name in the header, without a switcher', async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('acting-store')).toHaveText('Demo Merch Store');
  await expect(header.getByRole('combobox', { name: 'Acting store' })).toHaveCount(0);
});

test('a new store’s owner is invited by e-mail, sets a password from the link and signs in', async ({
  page,
}, testInfo) => {
  const suffix = Date.now().toString(36);
  const owner = { username: `invited-${suffix}`, email: `invited-${suffix}@example.test` };
  const name = `Invited Goods ${suffix}`;
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/tenant-admin');
  await page.getByRole('button', { name: 'Create Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Store' });
  await dialog.getByLabel('Store Name').fill(name);
  await choose(page, 'Subscription Plan', /^Basic/);
  await expect(dialog.getByRole('checkbox', { name: /owner by e-mail/ })).toBeChecked();
  await expect(dialog.getByLabel(/Password/)).toHaveCount(0);
  await dialog.getByLabel('Owner Username').fill(owner.username);
  await dialog.getByLabel('Owner Email').fill(owner.email);
  await screenshots(page, testInfo, 'invite-1-create-store');
  await dialog.getByRole('button', { name: 'Create Store' }).click();
  await expect(toast(page, 'Tenant created successfully')).toBeVisible();

  // The dev mailbox holds the invitation with its link.
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article', { name: `Your store ${name} is ready: choose your password` })
    .filter({ hasText: owner.email });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = await message
    .getByRole('list', { name: 'Links' })
    .getByRole('link', { name: /reset-password/ })
    .getAttribute('href');
  // The welcome link names the new store, so its page wears it (ADR 0080).
  expect(link).toMatch(/\/reset-password\?store=[\w-]+&welcome=1&token=[\w-]{20,}/);
  await screenshots(page, testInfo, 'invite-2-mailbox');
  await signOut(page);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill('invited-owner-pass');
  await page.getByLabel('Confirm password').fill('invited-owner-pass');
  await screenshots(page, testInfo, 'invite-3-set-password');
  await expect(page.getByRole('button', { name: 'Choose Password' })).toBeVisible();
  await expect(page).toHaveTitle(/Choose Your Password/);
  await page.getByRole('button', { name: /Password/ }).click();
  await expect(page).toHaveURL(/\/login\?store=[\w-]+$/);
  await loginThroughForm(page, owner.username, 'invited-owner-pass');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('banner').getByTestId('acting-store')).toHaveText(name);
  await screenshots(page, testInfo, 'invite-4-signed-in');

  // The link worked once.
  await signOut(page);
  await page.goto(link!);
  await page.getByLabel('New password').fill('another-pass-12');
  await page.getByLabel('Confirm password').fill('another-pass-12');
  await page.getByRole('button', { name: /Password/ }).click();
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
});
