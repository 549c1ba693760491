// The Customers screen: the demo owner opens Customers from the side navigation,
// searches (debounced, on the server), opens a customer with the keyboard and sees their orders and
// addresses in this store only; the list downloads as CSV.
import { readFile } from 'node:fs/promises';
import { accounts, expect, login, test } from './fixtures.ts';
import { placeOrder } from './store-data.ts';
import { escapeFrom, expectNoSeriousViolations, screenshots } from './ui.ts';

test('a store owner finds a customer and sees their orders', async ({ page }, testInfo) => {
  const stamp = Date.now();
  const email = `marie.curie.${stamp}@example.test`;
  const first = await placeOrder(page.request, 1, email, 'Marie Curie');
  // The same address in another case is the same customer; another store's order never shows here.
  const second = await placeOrder(page.request, 1, email.toUpperCase(), 'Marie Curie');
  await placeOrder(page.request, 2, email, 'Marie Elsewhere');
  await placeOrder(page.request, 1, `pierre.${stamp}@example.test`, 'Pierre Curie');

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Total spent' })).toBeVisible();
  await expect(page.getByText(/Showing 1-\d+ of \d+/)).toBeVisible();
  await screenshots(page, testInfo, 'customers-list');
  await expectNoSeriousViolations(page, 'Customers');

  await page.getByLabel('Search customers').fill(`MARIE.CURIE.${stamp}`);
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Marie Curie' });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');

  // Keyboard only: focus the row's view button and press Enter.
  await row.getByRole('button', { name: 'View Marie Curie' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Marie Curie' });
  await expect(dialog.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: `Order #${first}` })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: `Order #${second}` })).toBeVisible();
  await expect(dialog).toContainText('12 Analytical Row, London');
  await expect(dialog).not.toContainText('Marie Elsewhere');
  await screenshots(page, testInfo, 'customer-view');
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search customers').fill('no such customer at all');
  await expect(page.getByText('No customers found')).toBeVisible();
  await page.getByLabel('Search customers').fill(`curie.${stamp}`);
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Customer ID,Name,Email,Orders,Total spent (GBP),Last order,Account status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Marie Curie');
});
