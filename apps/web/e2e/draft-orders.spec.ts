// Draft orders: the owner builds an order with a custom price, a custom line, a discount and
// shipping, sends the invoice, and the customer pays its link with the sandbox card; the draft then
// shows as paid and the order is in the owner's list with the draft's total. A second draft finds
// that customer by part of the e-mail, asks which variant of a product with options, and takes 10 %.
import { accounts, expect, login, test } from './fixtures.ts';
import { fillCard, linkMailedTo, ownerOrders, testCards, uniqueEmail } from './storefront-helpers.ts';
import { screenshots, toast } from './ui.ts';

test('the owner creates a draft order and the customer pays its link', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('draft');

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Draft Orders' }).click();
  await expect(page).toHaveURL(/\/draft-orders$/);
  await expect(page.getByRole('heading', { name: 'Draft Orders', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading draft orders…')).toBeHidden();

  await page.getByRole('button', { name: 'New draft order' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New draft order' });
  await dialog.getByLabel('Customer e-mail').fill(email);
  await dialog.getByLabel('Customer name').fill('Grace Hopper');
  await dialog.getByLabel('Shipping address').fill('1 Compiler Lane, London, SW1A 1AA');
  // Nothing chosen yet: the server's message.
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(toast(page, 'Could not save the draft order')).toBeVisible();

  const product = dialog.getByLabel('Product 1');
  const tote = await product.locator('option', { hasText: 'Canvas Tote Bag' }).first().textContent();
  await product.selectOption({ label: tote ?? '' });
  await dialog.getByLabel('Qty').first().fill('2');
  await dialog.getByLabel('Price £').first().fill('10.00');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByLabel('Product 2').selectOption('custom');
  await dialog.getByLabel('Line 2 name').fill('Gift wrapping');
  await dialog.getByLabel('Price £').nth(1).fill('2.50');
  await dialog.getByLabel('Discount £').fill('1.50');
  await dialog.getByLabel('Shipping £').fill('4.00');
  await dialog.getByLabel('Shipping method').fill('Courier');
  await screenshots(page, testInfo, '1-draft-editor');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(toast(page, 'Draft order created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Grace Hopper' }).first();
  await expect(row).toContainText('£25.00');
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: /^Send invoice for D\d+$/ }).click();
  await expect(toast(page, 'Invoice sent')).toBeVisible();
  await expect(row).toContainText('Invoice sent');
  await screenshots(page, testInfo, '2-draft-list');

  // The payment link, from the development mailbox.
  const link = await linkMailedTo(request, email, '/pay/');

  // The customer, in a browser of their own.
  const customer = await page.context().browser()!.newContext();
  const pay = await customer.newPage();
  await pay.goto(new URL(link).pathname + new URL(link).search);
  await expect(pay.getByRole('heading', { name: /Your invoice from/ })).toBeVisible();
  await expect(pay.getByRole('list', { name: 'Order lines' })).toContainText('2 × Canvas Tote Bag');
  await expect(pay.getByText('Gift wrapping')).toBeVisible();
  await pay.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(pay, testCards.success);
  await pay.setViewportSize({ width: 390, height: 844 });
  await pay.screenshot({ path: testInfo.outputPath('3-pay-link-phone.png'), fullPage: true });
  await pay.setViewportSize({ width: 1280, height: 800 });
  await pay.getByRole('button', { name: 'Pay £25.00' }).click();
  await expect(pay.getByText('Thank you, your payment was received.')).toBeVisible();
  await pay.screenshot({ path: testInfo.outputPath('4-paid-desktop.png'), fullPage: true });
  await customer.close();

  await page.reload();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Order placed');
  await screenshots(page, testInfo, '5-draft-paid');
  const orders = await ownerOrders(request);
  expect(orders.find((o) => o.customerEmail === email)).toMatchObject({ total: '25.00', status: 'paid' });

  // A second draft for the same customer, now one of the store's: found by part of the e-mail with
  // the keyboard, a product with options asks which variant (price and stock shown), 10 % off.
  await page.getByRole('button', { name: 'New draft order' }).first().click();
  const again = page.getByRole('dialog', { name: 'New draft order' });
  const find = again.getByRole('combobox', { name: 'Find a customer' });
  await find.fill(email.split('@')[0]!);
  const found = again.getByRole('listbox', { name: 'Customers found' });
  await expect(found.getByRole('option', { name: new RegExp(email) })).toBeVisible();
  await find.press('ArrowDown');
  await find.press('ArrowUp');
  await find.press('Enter');
  await expect(found).toBeHidden();
  await expect(again.getByLabel('Customer e-mail')).toHaveValue(email);
  await expect(again.getByLabel('Customer name')).toHaveValue('Grace Hopper');
  await expect(again.getByText(`Existing customer: Grace Hopper (${email})`)).toBeVisible();
  await again.getByLabel('Shipping address').fill('1 Compiler Lane, London, SW1A 1AA');
  const tee = await again
    .getByLabel('Product 1')
    .locator('option', { hasText: 'Classic Logo Tee' })
    .first()
    .textContent();
  await again.getByLabel('Product 1').selectOption({ label: tee ?? '' });
  const variant = again.getByLabel('Line 1 variant');
  await expect(variant).toBeEnabled();
  await expect(variant.locator('option').nth(1)).toContainText(/£\d+\.\d{2}, \d+ in stock/);
  // Not chosen: the form asks which.
  await again.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Line 1: choose which Classic Logo Tee to send')).toBeVisible();
  await variant.selectOption({ index: 1 });
  await again.getByLabel('Discount type').selectOption('%');
  await again.getByLabel('Discount %').fill('10');
  await screenshots(page, testInfo, '6-draft-search-variant-percent');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('7-draft-editor-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await again.getByRole('button', { name: 'Create draft' }).click();
  await expect(toast(page, 'Draft order created')).toBeVisible();
  const drafts = await (await request.get('/api/admin/draft-orders')).json();
  const second = drafts.draftOrders.find(
    (d: { customerEmail: string; lines: { name: string }[] }) =>
      d.customerEmail === email && d.lines[0]?.name === 'Classic Logo Tee',
  );
  expect(second).toMatchObject({ discountPercent: '10' });
  expect(Number(second.discount)).toBeCloseTo(Number(second.subtotal) / 10, 2);
});
