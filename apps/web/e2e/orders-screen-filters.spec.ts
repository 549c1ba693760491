// One Orders screen: Order Management and Store Orders are the same screen with
// a shop filter. The super admin's /order-management shows every shop and filters to one;
// /admin/orders is the same list; /tenant/2/store-orders is Northwind alone with no shop filter; a
// store owner's Store Orders shows only their store, with no shop filter.
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { placeOrder } from './store-data.ts';
import { choose, screenshots } from './ui.ts';

/** One order in Demo (store 1) and one in Northwind (store 2), with names only this test uses. */
async function placeOrders(request: APIRequestContext, tag: string) {
  const demo = { email: `one-screen-${tag}-demo@example.test`, name: `Dora Demo ${tag}` };
  const north = { email: `one-screen-${tag}-north@example.test`, name: `Nina Northwind ${tag}` };
  await placeOrder(request, 1, demo.email, demo.name);
  await placeOrder(request, 2, north.email, north.name);
  return { demo, north, search: `one-screen-${tag}-` };
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('the super admin sees every shop and filters to one, on either route', async ({ page }, testInfo) => {
  const { demo: demoBuyer, north: northwindBuyer, search } = await placeOrders(page.request, 'admin');
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/order-management');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await expect(page).toHaveTitle(/Order Management/);
  await page.getByLabel('Search orders').fill(search);
  await expect(row(page, demoBuyer.name)).toContainText('Demo');
  await expect(row(page, northwindBuyer.name)).toBeVisible();
  await choose(page, 'Shop', /northwind/i);
  await expect(row(page, northwindBuyer.name)).toBeVisible();
  await expect(row(page, demoBuyer.name)).toHaveCount(0);
  await screenshots(page, testInfo, 'order-management-one-shop');

  // /admin/orders is the same screen (every shop, shop column and filter).
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await page.getByLabel('Search orders').fill(search);
  await expect(row(page, demoBuyer.name)).toBeVisible();
  await expect(row(page, northwindBuyer.name)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Shop' })).toBeVisible();

  // A store in the URL fixes the store: no shop filter, that store's orders only.
  // (a super admin's bare /store-orders asks which store first: the admin layout's store picker.)
  await page.goto('/tenant/2/store-orders');
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
  await expect(page).toHaveTitle(/Store Orders/);
  await page.getByLabel('Search orders').fill(search);
  await expect(row(page, northwindBuyer.name)).toBeVisible();
  await expect(row(page, demoBuyer.name)).toHaveCount(0);
  await expect(page.getByLabel('Shop', { exact: true })).toHaveCount(0);
  await screenshots(page, testInfo, 'store-orders-northwind');
});

test('a store owner’s Store Orders shows only their store, with no shop filter', async ({
  page,
}, testInfo) => {
  const { demo: demoBuyer, north: northwindBuyer, search } = await placeOrders(page.request, 'owner');
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/store-orders');
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
  await page.getByLabel('Search orders').fill(search);
  await expect(row(page, demoBuyer.name)).toBeVisible();
  await expect(row(page, northwindBuyer.name)).toHaveCount(0);
  await expect(page.getByLabel('Shop', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Shop' })).toHaveCount(0);
  await screenshots(page, testInfo, 'store-orders-owner');
});
