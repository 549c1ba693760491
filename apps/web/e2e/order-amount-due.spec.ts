// Collecting what an order owes (ADR 0077): a shopper pays for two tote bags; the owner edits the
// order to three, sees "Due £x" in the order dialog and sends the payment link; the shopper pays it
// with the sandbox card on the store's /pay/order page (phone width too); the owner then sees the
// order paid in full, with the payment on its timeline.
import { expect, test } from './fixtures.ts';
import {
  fillCard,
  linkMailedTo,
  openOrderAsOwner,
  payWithTestCard,
  testCards,
  twoToteBagsAtCheckout,
  uniqueEmail,
} from './storefront-helpers.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

test('a dearer edit is paid through the payment link the owner sends', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('owed');

  await twoToteBagsAtCheckout(page);
  await payWithTestCard(page, email);

  const order = await openOrderAsOwner(page, email);
  /** The order's dialog closed and opened again from its row: what the list now reads. */
  const reopen = async () => {
    await escapeFrom(page, order);
    await expect(order).toBeHidden();
    await page.reload();
    await page.getByLabel('Search orders').fill(email);
    await page
      .getByRole('row')
      .filter({ hasText: 'Ada Lovelace' })
      .getByRole('button', { name: /^View order #\d+$/ })
      .click();
    return page.getByRole('dialog', { name: /^Order #\d+$/ });
  };
  const orderName = (await order.getByRole('heading', { name: /^Order #\d+$/ }).textContent()) ?? '';
  const orderNumber = /#(\d+)/.exec(orderName)?.[1];
  await expect(order.getByRole('region', { name: 'Amount due' })).toHaveCount(0);

  await order.getByRole('button', { name: 'Edit order' }).click();
  const edit = page.getByRole('dialog', { name: /^Edit order #\d+$/ });
  await edit.getByRole('button', { name: 'One more Canvas Tote Bag' }).click();
  await expect(edit.getByLabel('Quantity of Canvas Tote Bag')).toHaveValue('3');
  await edit.getByRole('button', { name: 'Review changes' }).click();
  await expect(edit.getByTestId('edit-settlement')).toContainText('The customer will owe');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `Order #${orderNumber} updated`).first()).toBeVisible();
  await expect(edit).toBeHidden();

  // The dialog shows what is owed, with the action that sends the link.
  const reopened = await reopen();
  const due = reopened.getByRole('region', { name: 'Amount due' });
  await expect(due).toContainText(/Due £\d+\.\d{2}/);
  const amount = /£\d+\.\d{2}/.exec((await due.textContent()) ?? '')![0];
  await expect(reopened.getByText('Partially paid')).toBeVisible();
  await screenshots(page, testInfo, '1-order-due');
  await due.getByRole('button', { name: 'Send payment link' }).click();
  await expect(toast(page, 'Payment link sent').first()).toBeVisible();
  await expect(reopened).toContainText(`Payment link for ${amount} sent to ${email}`);
  // The button was off while sending: the focus is back on it, inside the dialog, not on the page.
  await expect(due.getByRole('button', { name: 'Send payment link' })).toBeFocused();

  // The shopper, in a browser of their own, pays the link from the e-mail.
  const link = await linkMailedTo(request, email, '/pay/order/');
  const shopper = await page.context().browser()!.newContext();
  const pay = await shopper.newPage();
  await pay.goto(new URL(link).pathname + new URL(link).search);
  await expect(pay.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await expect(pay.getByText(`Your order #${orderNumber} was changed`)).toBeVisible();
  await expect(pay.getByText(amount, { exact: true })).toBeVisible();
  await pay.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(pay, testCards.success);
  await pay.setViewportSize({ width: 390, height: 844 });
  await pay.screenshot({ path: testInfo.outputPath('2-pay-due-phone.png'), fullPage: true });
  await pay.setViewportSize({ width: 1280, height: 800 });
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(pay.getByText('Thank you, your payment was received.')).toBeVisible();
  await pay.screenshot({ path: testInfo.outputPath('3-paid-desktop.png'), fullPage: true });
  await shopper.close();

  // The owner sees it paid: nothing due, the payment on the timeline.
  const paid = await reopen();
  await expect(paid).toContainText(`${amount} due paid by the customer through the payment link`);
  await expect(paid.getByRole('region', { name: 'Amount due' })).toHaveCount(0);
  await expect(paid.getByText('Partially paid')).toHaveCount(0);
  await screenshots(page, testInfo, '4-order-paid');
});
