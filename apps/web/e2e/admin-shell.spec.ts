// The admin shell (spec admin §2 "Admin side navigation", DESIGN §4 guards): who gets in, the
// navigation groups and links, the current item, and the phone-width menu.

import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots } from './ui.ts';

test('an anonymous visitor gets Authentication Required; Store Orders sends them to /login', async ({
  page,
}, testInfo) => {
  await page.goto('/product-management');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await screenshots(page, testInfo, 'authentication-required');
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/store-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('a signed-in customer gets Access Denied with a link back to the store', async ({ page }, testInfo) => {
  // A customer is a user with no store membership (DESIGN §4); the demo data has none, so the
  // current-user answer is a customer's. The server refuses customers on its own (API tests).
  await page.route('**/api/user', (route) =>
    route.fulfill({
      json: { id: 99, username: 'shopper', email: 'shopper@example.test', isAdmin: 'false', memberships: [] },
    }),
  );
  await page.goto('/category-management');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Store' })).toHaveAttribute('href', '/');
  await screenshots(page, testInfo, 'access-denied');
});

test('a store owner sees three groups with plain links, the current one highlighted', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('heading')).toHaveText(['Store Management', 'Store Settings', 'Business']);
  await expect(nav.getByRole('link', { name: 'Store Front' })).toHaveAttribute('href', '/store/1');
  await expect(nav.getByRole('link', { name: 'Variant Pricing' })).toHaveAttribute(
    'href',
    '/product-variant-pricing',
  );
  await expect(nav.getByRole('link', { name: 'Payment Settings' })).toHaveAttribute(
    'href',
    '/payment-settings',
  );
  await expect(nav.getByRole('link', { name: 'Billing Management' })).toHaveAttribute(
    'href',
    '/billing-management',
  );
  await expect(nav.getByRole('link', { name: 'Tenant Management' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Product Management' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Category Management' }).click();
  await expect(page).toHaveURL(/\/category-management$/);
  await expect(nav.getByRole('link', { name: 'Category Management' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Product Management' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await screenshots(page, testInfo, 'owner-shell');
});

test('on a phone the navigation opens from the menu button and closes on a choice', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin navigation' });
  await expect(drawer.getByRole('link', { name: 'Product Management' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: testInfo.outputPath('phone-menu-open.png') });
  await drawer.getByRole('link', { name: 'Variant Management' }).click();
  await expect(page).toHaveURL(/\/variant-management$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Variant Management', level: 1 })).toBeVisible();
});

test('a super admin sees Administration and links prefixed with the store in the URL', async ({
  page,
}, testInfo) => {
  await login(
    page,
    accounts.superAdmin.username,
    accounts.superAdmin.password,
    '/tenant/2/product-management',
  );
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('heading')).toHaveText([
    'Store Management',
    'Store Settings',
    'Business',
    'Administration',
  ]);
  await expect(nav.getByRole('link', { name: 'Store Front' })).toHaveAttribute('href', '/store/2');
  await expect(nav.getByRole('link', { name: 'Category Management' })).toHaveAttribute(
    'href',
    '/tenant/2/category-management',
  );
  await expect(nav.getByRole('link', { name: 'General Settings' })).toHaveAttribute(
    'href',
    '/tenant/2/settings',
  );
  await expect(nav.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(nav.getByRole('link', { name: 'Tenant Management' })).toHaveAttribute('href', '/tenant-admin');
  await expect(nav.getByRole('link', { name: 'Super Admin' })).toHaveAttribute('href', '/super-admin');
  // The screen works on the store named in the URL: store 2's products, not store 1's.
  await expect(
    page.getByRole('row', { name: /Northwind|Fleece|Flask|Blanket|Jacket/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Classic Logo Tee/ })).toHaveCount(0);
  await screenshots(page, testInfo, 'super-admin-tenant-products');

  await page.goto('/admin');
  await expect(nav.getByRole('link', { name: 'Store Front' })).toHaveAttribute('href', '/store/1');
  // No store in the URL: the store's screens ask which store, never store 1 silently.
  await expect(nav.getByRole('link', { name: 'Product Management' })).toHaveAttribute(
    'href',
    '/product-management',
  );
});

test('a new, empty store shows each list’s empty state', async ({ page }, testInfo) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const created = await page.request.post('/api/tenants', {
    data: { name: 'Empty Shelf', domain: '', status: 'active', subscriptionPlan: 'basic' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/tenant/${id}/product-management`);
  await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add your first product' })).toBeVisible();
  await screenshots(page, testInfo, 'products-empty');
  await page.goto(`/tenant/${id}/category-management`);
  await expect(page.getByRole('heading', { name: 'No categories yet' })).toBeVisible();
  await page.goto(`/tenant/${id}/variant-management`);
  await expect(page.getByRole('heading', { name: 'No variant attributes yet' })).toBeVisible();
  await page.goto(`/tenant/${id}/product-variant-pricing`);
  await expect(page.getByRole('heading', { name: 'Choose a product' })).toBeVisible();
});
