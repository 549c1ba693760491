// A returning customer (docs/spec/shopper-storefront.md, Account page and Checkout): a new customer
// buys as a guest, sets their password from the e-mail, keeps two addresses in their account's
// address book, makes the second the default, and finds the checkout filled in from it; their
// order card shows each line's price and total.
import { expect, login, test } from './fixtures.ts';
import {
  addSimpleProduct,
  fillCard,
  fillShippingInformation,
  linkMailedTo,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { choose, discardChanges, escapeFrom, screenshots, toast } from './ui.ts';

test('a customer keeps two addresses, makes the second the default, and checkout is filled in from it', async ({
  page,
  request,
}, testInfo) => {
  // A purchase, a password, two addresses and a second checkout: longer than one screen's journey.
  test.slow();
  const email = uniqueEmail('returning');
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(await orderConfirmed(page)).toContainText('Your account has been created');

  // The set-password link of the new-customer e-mail, read through the development mailbox.
  const setPassword = await linkMailedTo(request, email, '/set-password?token=');
  await page.goto(setPassword);
  await page.getByLabel('New password').fill('returning-password-1');
  await page.getByLabel('Confirm password').fill('returning-password-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/\/demo\.localhost:\d+\/login$/);
  await login(page, email, 'returning-password-1', '/account?store=demo');
  const book = page.getByRole('region', { name: 'Addresses' });
  await expect(book.getByText('No saved addresses yet')).toBeVisible();

  const add = async (first: string, address: string, city: string, postcode: string) => {
    await book.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Address', { exact: true }).fill(address);
    await dialog.getByLabel('City').fill(city);
    await dialog.getByLabel('Postcode').fill(postcode);
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(toast(page, 'Address added')).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  // A postcode the checkout would refuse is refused here too, with the checkout's message.
  await book.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Postcode').fill('not a postcode');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog.getByText('Enter a real UK postcode, such as SW1A 1AA')).toBeVisible();
  await escapeFrom(page, dialog);
  await discardChanges(page);
  await expect(dialog).toBeHidden();

  await add('Grace', '1 Harbour Road', 'Bristol', 'BS1 4DJ');
  await add('Amazing', '9 Compiler Lane', 'Leeds', 'LS1 4AP');
  await book.getByRole('button', { name: 'Make 9 Compiler Lane my default address' }).click();
  await expect(toast(page, 'Default address changed')).toBeVisible();
  await expect(book.getByRole('button', { name: 'Make 1 Harbour Road my default address' })).toBeVisible();
  await screenshots(page, testInfo, 'address-book');

  // The order card: each line with its price and its total.
  const order = page.getByRole('region', { name: 'Order History' }).getByRole('listitem').first();
  await expect(order.getByTestId('order-line-total')).toHaveText('Line total £14.99');

  // Checkout is filled in from the default address, and the other can be chosen instead.
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Amazing');
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('9 Compiler Lane');
  await expect(page.getByLabel('City')).toHaveValue('Leeds');
  await expect(page.getByLabel('Postcode')).toHaveValue('LS1 4AP');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await screenshots(page, testInfo, 'checkout-filled-in');
  await choose(page, 'Saved address', /1 Harbour Road/);
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('1 Harbour Road');
  await expect(page.getByLabel('City')).toHaveValue('Bristol');
});
