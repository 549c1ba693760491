// Refunds from the order view: a shopper buys two tote bags with the sandbox card; the
// store owner opens the order, refunds one of them with 'Restock items' from the Refund dialog
// (using the keyboard, with a refused quantity shown in the dialog first), confirms, and sees the
// order's new status and refunded amount.
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import {
  linkMailedTo,
  openOrderAsOwner,
  payWithTestCard,
  twoToteBagsAtCheckout,
  uniqueEmail,
} from './storefront-helpers.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

test('refund one line of a sandbox order from the order view', async ({ page }, testInfo) => {
  const email = uniqueEmail('refund');

  await twoToteBagsAtCheckout(page);
  await payWithTestCard(page, email);

  const order = await openOrderAsOwner(page, email);
  await expect(order.getByTestId('payment-status')).toHaveText('Paid');
  await expect(order.getByTestId('refunded-amount')).toHaveText('£0.00');

  await order.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
  await expect(dialog).toContainText('Left to refund');
  const quantity = dialog.getByLabel('Quantity of Canvas Tote Bag to refund');
  await expect(dialog).toContainText('2 of 2 left to refund');
  const unitText = (await dialog.getByText(/ each · /).textContent()) ?? '';
  const unitPrice = /£(\d+\.\d{2}) each/.exec(unitText)?.[1];
  expect(unitPrice).toBeTruthy();

  // Too many: refused in the dialog, nothing sent.
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Only 2 of "Canvas Tote Bag" can still be refunded');

  // One of the two, restocked, with a reason; submitted from the keyboard. The refusal goes as
  // soon as the quantity is put right.
  await quantity.fill('1');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Restock items' })).toBeChecked();
  await dialog.getByLabel('Reason (optional)').fill('One arrived with a torn strap');
  await expect(dialog.getByTestId('refund-total')).toHaveText(`£${unitPrice}`);
  await screenshots(page, testInfo, 'refund-dialog');
  await quantity.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(`Refund £${unitPrice} to the customer’s card?`);
  await expect(dialog).toContainText('1 × Canvas Tote Bag');
  await expect(dialog).toContainText('Items go back into stock');
  const confirm = dialog.getByRole('button', { name: `Refund £${unitPrice}` });
  await confirm.focus();
  await screenshots(page, testInfo, 'refund-confirm');
  await page.keyboard.press('Enter');

  await expect(toast(page, `Refunded £${unitPrice}`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('payment-status')).toHaveText('Partially refunded');
  await expect(order.getByTestId('refunded-amount')).toHaveText(`£${unitPrice}`);
  const refunds = order.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText('Refunded: 1 × Canvas Tote Bag');
  await expect(refunds).toContainText('demo-owner · restocked · One arrived with a torn strap');
  await screenshots(page, testInfo, 'order-refunded');
  await escapeFrom(page, order);
  await expect(page.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('Partially refunded');
});

// The refund confirmed is the refund made (ADR 0068): a shopper pays for two tote bags with a
// 15 % code; the owner chooses one bag (and the shipping, if any was paid), sees the server's
// breakdown with the code's share taken off and the exact total, confirms, and the order's credit
// note appears with that amount and downloads as a PDF.
test('a discounted refund shows its exact breakdown and issues a credit note', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('credit-note');
  const code = `CN${Date.now().toString(36).toUpperCase()}`;

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const created = await page.request.post('/api/admin/discounts', {
    data: { code, type: 'percentage', value: 15 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signOut(page);

  await twoToteBagsAtCheckout(page);
  await page.getByLabel('Discount code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('order-discount')).toContainText(`Discount (${code})`);
  await payWithTestCard(page, email);

  const order = await openOrderAsOwner(page, email);
  await expect(order.getByTestId('payment-status')).toHaveText('Paid');
  await order.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
  await dialog.getByLabel('Quantity of Canvas Tote Bag to refund').fill('1');
  const shipping = dialog.getByRole('checkbox', { name: /^Refund shipping/ });
  if (await shipping.isVisible()) await shipping.check();
  await dialog.getByRole('button', { name: 'Review refund' }).click();

  const breakdown = dialog.getByRole('table', { name: 'Refund breakdown' });
  await expect(breakdown).toContainText('1 × Canvas Tote Bag');
  // The code's share of the bag, taken off: shown as a negative amount on the line.
  await expect(breakdown.getByRole('row').filter({ hasText: 'Canvas Tote Bag' })).toContainText('−£');
  const total = (await dialog.getByTestId('refund-preview-total').textContent()) ?? '';
  expect(total).toMatch(/^£\d+\.\d{2}$/);
  await expect(dialog).toContainText(`Refund ${total} to the customer’s card?`);
  await screenshots(page, testInfo, 'refund-preview');
  await dialog.getByRole('button', { name: `Refund ${total}` }).click();

  await expect(toast(page, `Refunded ${total}`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('refunded-amount')).toHaveText(total);
  const notes = order.getByRole('list', { name: 'Credit notes' });
  await expect(notes).toContainText(/Credit note CN-\d+/);
  await expect(notes).toContainText(total);
  for (const [size, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The list at the top of the dialog, clear of the toast at the bottom.
    await notes.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: testInfo.outputPath(`credit-note-listed-${size}.png`) });
  }
  const download = page.waitForEvent('download');
  await notes.getByRole('link', { name: /^Download credit note CN-\d+ \(PDF\)$/ }).click();
  const fileName = (await download).suggestedFilename();
  expect(fileName).toMatch(/^credit-note-CN-\d+\.pdf$/);
  const noteNumber = /CN-\d+/.exec(fileName)![0];
  const orderTitle = (await order.getByRole('heading').first().textContent()) ?? '';
  expect(orderTitle).toMatch(/^Order #\d+$/);
  await signOut(page);

  // The customer sets their password from the e-mail and finds the credit note on their account.
  const setPassword = await linkMailedTo(request, email, '/set-password?token=');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(setPassword);
  await page.getByLabel('New password').fill('credit-note-password-1');
  await page.getByLabel('Confirm password').fill('credit-note-password-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/\/demo\.localhost:\d+\/login$/);
  await login(page, email, 'credit-note-password-1', '/account');
  const card = page
    .getByRole('region', { name: 'Order History' })
    .getByRole('listitem')
    .filter({ hasText: orderTitle });
  // The same number as the store's order view: the order's number in its store.
  await expect(card.getByRole('heading', { name: orderTitle })).toBeVisible();
  const refunds = card.getByRole('list', { name: `Refunds on order ${orderTitle.replace(/^Order #/, '')}` });
  await expect(refunds).toContainText(total);
  const link = refunds.getByRole('link', { name: `Download credit note ${noteNumber}` });
  for (const [size, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`account-credit-note-${size}.png`) });
  }
  const customerDownload = page.waitForEvent('download');
  await link.click();
  expect((await customerDownload).suggestedFilename()).toBe(fileName);
});
