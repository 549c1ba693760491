// Returns and exchanges: a new customer buys a tote bag and a tee, and the owner ships them
// (through the API, as the fulfilment journey covers that screen); the customer asks from their
// account's order page to return the bag and exchange the tee for another size; the owner approves
// it on the Returns screen, marks it received with restock and completes it (the bag refunded);
// the replacement tee, taken from stock then, ships through the fulfilment call; the customer's
// order page shows the return exchanged and the refund, all from the order list.
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import {
  addClassicTee,
  addSimpleProduct,
  closeDrawer,
  fillCard,
  fillShippingInformation,
  linkMailedTo,
  orderConfirmed,
  ownerOrders,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { screenshots, toast } from './ui.ts';

test('a shopper returns one item and exchanges another; the owner approves, receives and completes it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('return');

  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await closeDrawer(page);
  await addClassicTee(page, 'Medium');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(await orderConfirmed(page)).toContainText('Your account has been created');

  // The owner ships it (the fulfilment journey covers the ship dialog).
  const order = (await ownerOrders(request)).find((o) => o.customerEmail === email)!;
  const shipped = await request.post(`/api/admin/orders/${order.id}/fulfilments`, {
    data: { carrier: 'royal_mail', trackingNumber: 'AB123456789GB', notifyCustomer: false },
  });
  expect(shipped.status()).toBe(201);

  // The customer sets their password from the e-mail and opens their order.
  const setPassword = await linkMailedTo(request, email, '/set-password?token=');
  await page.goto(setPassword);
  await page.getByLabel('New password').fill('return-password-1');
  await page.getByLabel('Confirm password').fill('return-password-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, email, 'return-password-1');
  // The order list carries each order's returns: the page asks nothing per order until the form opens.
  const perOrder: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/api\/orders\/\d+\/returns/.test(new URL(r.url()).pathname))
      perOrder.push(r.url());
  });
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Order History' }).getByRole('listitem').first();
  const returns = card.getByRole('region', { name: /^Returns of order / });
  await expect(returns).toContainText('You can ask to return items until');
  expect(perOrder).toEqual([]);
  await returns.getByRole('button', { name: 'Return items' }).click();
  const ask = page.getByRole('dialog', { name: 'Return items' });
  await expect(ask).toContainText('The store’s returns policy');
  await ask.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(ask.getByText('Choose at least one item to return')).toBeVisible();
  await ask.getByLabel(/^Canvas Tote Bag/).fill('1');
  await ask.getByLabel(/^Classic Logo Tee/).fill('1');
  await ask.getByRole('checkbox', { name: 'Exchange Classic Logo Tee for another option' }).check();
  await ask.getByLabel('Size', { exact: true }).selectOption('Large');
  await ask.getByLabel('Reason').fill('The strap is shorter than pictured');
  await screenshots(page, testInfo, 'return-request');
  await ask.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(toast(page, 'Return requested').first()).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(returns.getByTestId('order-return')).toContainText('Requested');
  await expect(returns.getByTestId('order-return')).toContainText('1 × Classic Logo Tee → Size: Large');
  await expect(returns.getByRole('button', { name: 'Return items' })).toHaveCount(0);
  await signOut(page);

  // The owner works it on the Returns screen.
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/order-returns');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  const entry = page.getByTestId('return-card').filter({ hasText: email });
  await expect(entry).toContainText('The strap is shorter than pictured');
  await expect(entry).toContainText('Exchange for Size: Large');
  await screenshots(page, testInfo, 'returns-screen');
  await entry.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, ' approved').first()).toBeVisible();
  await entry.getByRole('button', { name: 'Mark received' }).click();
  const receive = page.getByRole('dialog', { name: /^Mark return #\d+ received$/ });
  await expect(receive.getByRole('checkbox', { name: /^Restock 1 × Canvas Tote Bag/ })).toBeChecked();
  await expect(receive.getByRole('checkbox', { name: /^Restock 1 × Classic Logo Tee/ })).toBeChecked();
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(receive).toBeHidden();
  await expect(entry).toContainText('Restocked 1');
  await entry.getByRole('button', { name: 'Complete exchange' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Complete exchange' }).click();
  await expect(toast(page, ' exchanged').first()).toBeVisible();
  await expect(entry).toContainText('Exchanged');
  await expect(entry).toContainText('Refunded £14.99 GBP');
  await expect(entry.getByRole('button')).toHaveCount(0);
  await screenshots(page, testInfo, 'returns-refunded');
  await signOut(page);

  // The replacement tee was taken from stock when received and waits to go out; it ships through
  // the normal fulfilment call, and the order is shipped again (ADR 0078).
  const timeline = await (await request.get(`/api/admin/orders/${order.id}/timeline`)).json();
  expect(timeline.status).toBe('processing');
  const replacement = timeline.shippingLines.find(
    (l: { variantString: string | null; remainingQuantity: number }) =>
      l.variantString === 'Size: Large' && l.remainingQuantity === 1,
  );
  expect(replacement).toBeTruthy();
  const resent = await request.post(`/api/admin/orders/${order.id}/fulfilments`, {
    data: {
      carrier: 'royal_mail',
      trackingNumber: 'CD987654321GB',
      notifyCustomer: false,
      lines: [{ orderItemId: replacement.orderItemId, quantity: 1 }],
    },
  });
  expect(resent.status()).toBe(201);
  expect((await resent.json()).status).toBe('shipped');

  // The customer sees it exchanged, with the bag's refund.
  await login(page, email, 'return-password-1', '/account');
  await expect(returns.getByTestId('order-return')).toContainText('Exchanged');
  await expect(returns.getByTestId('order-return')).toContainText('Refunded £14.99 GBP');
});
