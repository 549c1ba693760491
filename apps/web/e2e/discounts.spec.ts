// Discount codes (ADR 0032): the owner creates a code in the Discounts screen; a
// shopper is refused a wrong code, applies the real one, removes it, applies it again and pays with
// the sandbox card; the order shows the discount, and the Discounts screen counts the use.
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import {
  addClassicTee,
  fillCard,
  fillShippingInformation,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { discardChanges, fullPageScreenshot } from './ui.ts';

const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('an owner creates a code, a shopper pays with it, and the screen counts the use', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const code = `SAVE${Date.now().toString(36).toUpperCase()}`;

  // (a) The owner creates the code.
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discounts' }).click();
  await expect(page).toHaveURL(/\/discounts$/);
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading discount codes…')).toBeHidden();
  await fullPageScreenshot(page, testInfo, '1-discounts-list');

  await page.getByRole('button', { name: 'Create Discount Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Discount Code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('Percentage must be a whole number from 1 to 100')).toBeVisible();
  await dialog.getByLabel('Percentage off (%)').fill('10');
  await expect(dialog.getByText('Percentage must be a whole number from 1 to 100')).toBeHidden();
  await dialog.getByLabel('Usage limit').fill('5');
  // Type switches the value field; Applies to shows its picker.
  await dialog.getByLabel('Type').selectOption('fixed_amount');
  await expect(dialog.getByLabel('Amount off (£)')).toBeVisible();
  await dialog.getByLabel('Type').selectOption('percentage');
  await dialog.getByLabel('Percentage off (%)').fill('10');
  await dialog.getByLabel('Applies to').selectOption('products');
  await dialog.getByRole('searchbox', { name: 'Search products' }).fill('tee');
  await dialog.getByRole('checkbox', { name: /Classic Logo Tee/ }).check();
  await expect(dialog.getByRole('list', { name: 'Chosen products' })).toContainText('Classic Logo Tee');
  await fullPageScreenshot(page, testInfo, '2-create-dialog');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Discount code created').first()).toBeVisible();
  const row = page.getByTestId(`discount-${code}`);
  await expect(row).toContainText('10%');
  await expect(row).toContainText('Active');
  await expect(row.getByTestId('discount-usage')).toHaveText('0 / 5');

  // The same code in another case is refused under the Code field.
  await page.getByRole('button', { name: 'Create Discount Code' }).first().click();
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Percentage off (%)').fill('5');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('A discount with this code already exists')).toBeVisible();
  await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await fullPageScreenshot(page, testInfo, '3-duplicate-code');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discardChanges(page);

  // A second code needing a minimum spend, made through the API like any client would.
  const bigSpend = `${code}-BIG`;
  const created = await page.request.post('/api/admin/discounts', {
    data: { code: bigSpend, type: 'fixed_amount', value: '5.00', minSubtotal: '100.00' },
  });
  expect(created.status()).toBe(201);
  await signOut(page);

  // (b) A shopper: refused codes, apply, remove, apply again, pay.
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const complete = page.getByRole('button', { name: /^Complete Order - / });
  await expect(complete).toHaveText('Complete Order - £23.98');
  const codeField = page.getByLabel('Discount code', { exact: true });
  const apply = page.getByRole('button', { name: 'Apply' });

  await apply.click();
  await expect(page.getByText('Enter a discount code')).toBeVisible();
  await codeField.fill('NO-SUCH-CODE');
  await apply.click();
  await expect(page.getByText('This discount code is not valid')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(complete).toHaveText('Complete Order - £23.98');
  await expect(complete).toBeEnabled();
  await fullPageScreenshot(page, testInfo, '4-refused-code');
  await codeField.fill(bigSpend);
  await apply.click();
  await expect(page.getByText('Spend £100.00 or more to use this code')).toBeVisible();

  await codeField.fill(code.toLowerCase());
  await apply.click();
  const discountLine = page.getByTestId('order-discount');
  await expect(discountLine).toContainText(`Discount (${code})`);
  const discount = pounds(await discountLine.locator('dd').textContent());
  expect(discount).toBeGreaterThan(1.9);
  expect(discount).toBeLessThan(2.01);
  const reduced = `£${(23.98 - discount).toFixed(2)}`;
  await expect(page.getByTestId('order-total')).toHaveText(reduced);
  await expect(complete).toHaveText(`Complete Order - ${reduced}`);
  await expect(page.getByText('This discount code is not valid')).toBeHidden();
  await fullPageScreenshot(page, testInfo, '5-code-applied');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the summary is folded above the form: unfold it to show the code.
  await page.getByRole('button', { name: 'Show order summary' }).click();
  await discountLine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('5-code-applied-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: `Remove discount code ${code}` }).click();
  await expect(discountLine).toBeHidden();
  await expect(page.getByTestId('order-total')).toHaveText('£23.98');
  await expect(complete).toHaveText('Complete Order - £23.98');
  await expect(codeField).toBeFocused();

  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(discountLine).toContainText(`Discount (${code})`);
  await expect(complete).toHaveText(`Complete Order - ${reduced}`);

  const email = uniqueEmail('discount');
  await fillShippingInformation(page, email);
  await fillCard(page, testCards.success);
  await complete.click();
  const success = await orderConfirmed(page);
  await expect(success).toBeVisible();
  await expect(success).toContainText(`Discount (${code})`);
  await fullPageScreenshot(page, testInfo, '6-paid');

  // (c) The owner sees the use, and the order's discount.
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/discounts');
  await page.getByLabel('Search codes').fill(code);
  await expect(page.getByTestId(`discount-${bigSpend}`)).toBeVisible();
  await expect(page.getByTestId(`discount-${bigSpend}`).getByTestId('discount-min-spend')).toHaveText(
    '£100.00',
  );
  await expect(page.getByTestId(`discount-${code}`).getByTestId('discount-min-spend')).toHaveText('None');
  await expect(page.getByTestId(`discount-${code}`).getByTestId('discount-dates')).toHaveText('Any time');
  await expect(page.getByTestId(`discount-${code}`).getByTestId('discount-usage')).toHaveText('1 / 5');
  await fullPageScreenshot(page, testInfo, '7-usage-counted');
  await page.setViewportSize({ width: 390, height: 844 });
  await fullPageScreenshot(page, testInfo, '7-usage-counted-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Editing keeps what was saved and changes what is typed.
  await page.getByRole('button', { name: `Edit ${bigSpend}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${bigSpend}` });
  await expect(edit.getByLabel('Amount off (£)')).toHaveValue('5.00');
  await expect(edit.getByLabel('Minimum spend (£)')).toHaveValue('100.00');
  await edit.getByLabel('Usage limit').fill('3');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId(`discount-${bigSpend}`).getByTestId('discount-usage')).toHaveText('0 / 3');

  await page.goto('/store-orders');
  await page.getByLabel('Search orders').fill(email);
  const orderRow = page.getByRole('row').filter({ hasText: 'Ada Lovelace' }).first();
  await orderRow.getByRole('button', { name: /^View order #/ }).click();
  const orderDialog = page.getByRole('dialog', { name: /^Order #/ });
  await expect(orderDialog).toContainText(`Discount (${code})`);
  await expect(orderDialog).toContainText(`−£${discount.toFixed(2)}`);
  await expect(orderDialog).toContainText(reduced);
  await fullPageScreenshot(page, testInfo, '8-order-dialog');

  // Delete asks first.
  await page.goto('/discounts');
  await page.getByRole('button', { name: `Delete ${bigSpend}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${bigSpend}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Discount code deleted').first()).toBeVisible();
  await expect(page.getByTestId(`discount-${bigSpend}`)).toHaveCount(0);
});
