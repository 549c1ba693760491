// The Reports screen (ADR 0082): two paid orders reach the daily rollups through the recurring
// fold; the demo owner opens Analytics from the side navigation, sees today's figures, changes the
// range, compares with the previous period, groups by week and downloads the sales CSV.
import { readFile } from 'node:fs/promises';
import { accounts, expect, login, test } from './fixtures.ts';
import { placeOrder } from './store-data.ts';
import { expectNoSeriousViolations, screenshots } from './ui.ts';

test('the owner reads the sales reports, compares periods and exports CSV', async ({ page }, testInfo) => {
  // The fold runs every minute: the orders show within about one.
  test.setTimeout(180_000);
  const stamp = Date.now();
  await placeOrder(page.request, 1, `report.${stamp}@example.test`, 'Report Reader');
  await placeOrder(page.request, 1, `report.${stamp}@example.test`, 'Report Reader');

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/admin/analytics/sales');
        return res.ok() ? ((await res.json()).totals.orders as number) : -1;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(2);

  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  await expect(page.getByText(/in the store's time zone \(Europe\/London\)/)).toBeVisible();
  const orders = page.locator('[data-metric="orders"]');
  await expect(orders).not.toHaveText('0');
  const ordersIn30 = Number(await orders.textContent());
  expect(ordersIn30).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: 'Sales over time' })).toBeVisible();
  // Each chart's figures are a table for screen readers.
  await expect(page.getByRole('table', { name: 'Net sales by day' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Top products' })).toBeVisible();
  await screenshots(page, testInfo, 'analytics-30-days');
  await expectNoSeriousViolations(page, 'Analytics');

  // Today only, then compared with yesterday.
  await page.getByLabel('Date range').selectOption('today');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
  );
  await expect(page.getByText(new RegExp(`^${today} to ${today}, in the store's time zone`))).toBeVisible();
  await expect(orders).not.toHaveText('0');
  await page.getByLabel('Compare to previous period').check();
  await expect(page.getByText(/; compared with \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Net sales by day' })
      .getByRole('columnheader', { name: 'Previous period' }),
  ).toBeAttached();

  // A custom range with From after To is refused in words, and the last 30 days stay shown.
  await page.getByLabel('Date range').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2030-01-02');
  await page.getByLabel('To', { exact: true }).fill('2030-01-01');
  await expect(page.getByRole('alert')).toHaveText(/Choose a From day on or before the To day/);
  await page.getByLabel('Date range').selectOption('90d');
  await page.getByLabel('Group by').selectOption('week');
  await expect(page.getByRole('table', { name: 'Net sales by week' })).toBeAttached();
  await expect(page.getByText(/Week of/).first()).toBeAttached();
  await screenshots(page, testInfo, 'analytics-90-days-by-week-compared');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Sales over time' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analytics-375px.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV of sales over time' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'date,currency,orders,gross_sales,refunds,net_sales,average_order_value,returning_customer_rate',
  );
  expect(lines.length).toBeGreaterThanOrEqual(13);
  const counted = lines.slice(1).reduce((n, line) => n + Number(line.split(',')[2]), 0);
  expect(counted).toBeGreaterThanOrEqual(2);
});
