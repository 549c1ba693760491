// Editing an order before it is sent: a shopper pays for two tote bags with the sandbox card; the
// store owner opens the order, takes one bag off, adds a pin set found by searching, reviews the
// server's new totals and difference, saves, and sees the new lines, the timeline entry, and the
// shopper's "Your order #N was updated" e-mail.
import { expect, test } from './fixtures.ts';
import {
  mailTo,
  openOrderAsOwner,
  payWithTestCard,
  twoToteBagsAtCheckout,
  uniqueEmail,
} from './storefront-helpers.ts';
import { screenshots, toast } from './ui.ts';

test('edit a paid order: one fewer bag, a pin set added, the difference shown, saved and e-mailed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('edit');

  await twoToteBagsAtCheckout(page);
  await payWithTestCard(page, email);

  const order = await openOrderAsOwner(page, email);
  const orderName = (await order.getByRole('heading', { name: /^Order #\d+$/ }).textContent()) ?? '';
  const orderNumber = /#(\d+)/.exec(orderName)?.[1];

  await order.getByRole('button', { name: 'Edit order' }).click();
  const edit = page.getByRole('dialog', { name: /^Edit order #\d+$/ });
  const quantity = edit.getByLabel('Quantity of Canvas Tote Bag');
  await expect(quantity).toHaveValue('2');
  await edit.getByRole('button', { name: 'One fewer Canvas Tote Bag' }).click();
  await expect(quantity).toHaveValue('1');
  await edit.getByLabel('Add a product').fill('Enamel Pin');
  await edit.getByRole('button', { name: /^Add Enamel Pin Set/ }).click();
  await expect(edit.getByRole('list', { name: 'Order lines' })).toContainText('Enamel Pin Set');
  await screenshots(page, testInfo, 'order-edit-lines');

  await edit.getByRole('button', { name: 'Review changes' }).click();
  const totals = edit.getByLabel('New totals');
  await expect(edit.getByText('Previous total', { exact: true })).toBeVisible();
  await expect(edit.getByText('New total', { exact: true })).toBeVisible();
  await expect(edit.getByText('Difference', { exact: true })).toBeVisible();
  await expect(totals).toBeVisible();
  await expect(edit.getByTestId('edit-settlement')).toContainText('Stock is updated');
  await screenshots(page, testInfo, 'order-edit-review');
  await edit.getByRole('button', { name: 'Save changes' }).click();

  await expect(toast(page, `Order #${orderNumber} updated`).first()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(order).toContainText('Enamel Pin Set');
  await expect(order).toContainText('1 ×');
  await expect(order).toContainText('Order edited by demo-owner');
  await screenshots(page, testInfo, 'order-edited');

  await expect
    .poll(async () => (await mailTo(request, email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`Your order #${orderNumber} was updated`);
});
