// Order Management and Store Orders (spec admin §2, §4, §8): stat cards, server-side search,
// filters and pages, the super admin's shop column and filter, status override with the 'Manual'
// badge and the Stripe warning, the view dialog, CSV export, and Store Orders' sign-in redirect.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { placeOrder } from './store-data.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

/** The order number (#1001…) the list shows in the row of a customer. */
async function orderLabelOf(page: Page, customer: string): Promise<string> {
  const cell = page.getByRole('row').filter({ hasText: customer }).getByRole('cell').first();
  await expect(cell).toHaveText(/^#\d+$/);
  return ((await cell.textContent()) ?? '').trim();
}

test('a super admin manages every shop’s orders in one list', async ({ page }, testInfo) => {
  const first = await placeOrder(page.request, 1, 'grace@example.test', 'Grace Hopper');
  await placeOrder(page.request, 2, 'linus@example.test', 'Linus Northwind');
  for (let i = 0; i < 10; i++) await placeOrder(page.request, 1, `buyer${i}@example.test`, `Buyer ${i}`);

  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  const lists: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/orders?') && lists.push(r.url()));
  await page.goto('/order-management');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  const stats = page.getByRole('list', { name: 'Order statistics' });
  await expect(stats.getByRole('listitem')).toHaveCount(7);
  await expect(stats).toContainText('Total Orders');
  await expect(stats).toContainText('£');
  await expect(page.getByRole('columnheader', { name: 'Shop' })).toBeVisible();
  await expect(page.getByText('Showing 1-10 of 12')).toBeVisible();
  // One call for all shops, not one per store.
  expect(lists.filter((u) => !u.includes('tenantId='))).not.toHaveLength(0);
  expect(lists.some((u) => u.includes('tenantId='))).toBe(false);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11-12 of 12')).toBeVisible();

  // Search goes back to page 1 and is done by the server, case-insensitively.
  await page.getByLabel('Search orders').fill('GRACE');
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Hopper' })).toContainText('Demo');
  // Orders are named by their store's number (#1001…), not the id placeOrder returns.
  expect(first).toBeGreaterThan(0);
  const firstLabel = await orderLabelOf(page, 'Grace Hopper');
  // Manual override of a card-paid order: success, the Stripe warning, and the Manual badge.
  await page.getByLabel(`Change status of order ${firstLabel}`, { exact: true }).click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  // One toast at a time: the Stripe warning replaces 'Order status updated successfully'.
  await expect(toast(page, 'Warning: Overriding Stripe Status').first()).toContainText(
    'This order will no longer sync with Stripe payment status',
  );
  const row = page.getByRole('row').filter({ hasText: new RegExp(`${firstLabel}\\b`) });
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('Manual');

  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  await row.getByRole('button', { name: `View order ${firstLabel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${firstLabel}` });
  await expect(dialog).toContainText('Grace Hopper');
  await expect(dialog).toContainText('Items');
  await expect(dialog).toContainText('£');
  await screenshots(page, testInfo, 'order-view');
  await escapeFrom(page, dialog);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain('Grace Hopper');
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await page.getByLabel('Search orders').fill('');
  await page.getByLabel('Shop', { exact: true }).click();
  await page.getByRole('option', { name: /northwind/i }).click();
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Linus Northwind' })).toBeVisible();
  await page.getByLabel('Shop', { exact: true }).click();
  await page.getByRole('option', { name: 'All shops' }).click();

  await screenshots(page, testInfo, 'order-management');
});

test('Store Orders: sign-in redirect, settable statuses, refunded as a filter', async ({
  page,
}, testInfo) => {
  await page.goto('/store-orders');
  await expect(page).toHaveURL(/\/login$/);
  const order = await placeOrder(page.request, 1, 'store-orders@example.test', 'Store Orders Buyer');
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/store-orders');
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Shop' })).toHaveCount(0);
  expect(order).toBeGreaterThan(0);
  const label = await orderLabelOf(page, 'Store Orders Buyer');
  await page.getByLabel(`Change status of order ${label}`, { exact: true }).click();
  // Only the moves that make sense from Paid; going back is marked and asks for a reason.
  await expect(page.getByRole('option')).toHaveText([
    'Pending (back)',
    'Confirmed',
    'Processing',
    'Shipped',
    'Delivered',
  ]);
  await page.getByRole('option', { name: 'Processing' }).click();
  await expect(toast(page, 'Order status updated successfully').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: new RegExp(`${label}\\b`) })).toContainText('Manual');
  await page.getByLabel('Status', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Partially refunded' })).toBeVisible();
  await page.getByRole('option', { name: 'Refunded', exact: true }).click();
  await expect(page.getByText('No orders found')).toBeVisible();
  await screenshots(page, testInfo, 'store-orders');
});
