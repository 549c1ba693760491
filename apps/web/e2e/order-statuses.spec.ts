// An order's number and its two statuses (spec admin §4): a shopper buys with the sandbox card; the
// store owner finds the order by its store number (#1001…), sees it paid and unfulfilled with its
// money in the view, moves it back to Pending with a reason (asked and confirmed first), and
// cancels it: refunded, cancelled, and the customer e-mailed.
import { accounts, expect, login, test } from './fixtures.ts';
import {
  addSimpleProduct,
  fillCard,
  fillShippingInformation,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

test('the owner reads the order number and statuses, moves an order back with a reason and cancels it', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('statuses');
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await orderConfirmed(page);

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/store-orders');
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toHaveCount(1);
  const numberCell = row.getByRole('cell').first();
  await expect(numberCell).toHaveText(/^#1\d{3,}$/);
  const label = ((await numberCell.textContent()) ?? '').trim();

  await row.getByRole('button', { name: `View order ${label}` }).click();
  const view = page.getByRole('dialog', { name: `Order ${label}` });
  const money = view.getByRole('definition');
  await expect(view).toContainText('PaymentPaid');
  await expect(view).toContainText('FulfilmentUnfulfilled');
  for (const line of ['Subtotal', 'Shipping', 'VAT', 'Total', 'Refunded'])
    await expect(view).toContainText(line);
  await expect(money.first()).toBeVisible();
  await screenshots(page, testInfo, 'order-statuses-view');
  await escapeFrom(page, view);

  // Back to Pending: the select marks it, a reason and a confirmation are asked first.
  await page.getByLabel(`Change status of order ${label}`, { exact: true }).click();
  await page.getByRole('option', { name: 'Pending (back)' }).click();
  const back = page.getByRole('alertdialog', { name: `Move order ${label} back to Pending?` });
  await expect(back).toContainText('revenue stay as they are');
  await expect(back.getByRole('button', { name: 'Move back' })).toBeDisabled();
  await back.getByLabel('Reason').fill('Payment is being checked again');
  await screenshots(page, testInfo, 'order-statuses-backwards');
  await back.getByRole('button', { name: 'Move back' }).click();
  await expect(toast(page, 'Order status updated successfully').first()).toBeVisible();
  await expect(row).toContainText('Pending');

  // Cancel from the view, after confirming.
  await row.getByRole('button', { name: `View order ${label}` }).click();
  await expect(view).toContainText(
    'Status changed from Paid to Pending by demo-owner (moved back): Payment is being checked again',
  );
  await view.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel order ${label}?` });
  await expect(confirm).toContainText('refunded');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(page, `Order ${label} cancelled`).first()).toBeVisible();
  await expect(view).toContainText('PaymentRefunded');
  await expect(view.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(view).toContainText('Order cancelled by demo-owner');
  await screenshots(page, testInfo, 'order-statuses-cancelled');
  await escapeFrom(page, view);
  await expect(row).toContainText('Cancelled');
});
