// VAT and invoices (ADR 0025): the owner sets the store's VAT number (a wrong one is
// refused with the message), buys while signed in, downloads the PDF invoice from their account
// page and again from the store's order view; both are the same invoice, with the VAT in it.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { accounts, expect, login, test } from './fixtures.ts';
import {
  addSimpleProduct,
  fillCard,
  fillShippingInformation,
  orderConfirmed,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';
import { screenshots, toast } from './ui.ts';

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const document = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

test('set the VAT number, buy, and download the invoice from the account page and the order view', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
  await page.getByRole('tab', { name: 'Store Settings' }).click();
  const vat = page.getByRole('region', { name: 'VAT' });
  await expect(vat.getByRole('checkbox', { name: 'Prices include VAT' })).toBeChecked();
  await vat.getByLabel('VAT number').fill('GB123');
  await vat.getByRole('button', { name: 'Save VAT settings' }).click();
  await expect(vat.getByText(/^Enter a UK VAT number: GB followed by 9 or 12 digits/)).toBeVisible();
  await vat.getByLabel('VAT number').fill('gb 123 456 789');
  await vat.getByRole('button', { name: 'Save VAT settings' }).click();
  await expect(toast(page, 'VAT settings updated successfully').first()).toBeVisible();
  await expect(vat.getByLabel('VAT number')).toHaveValue('GB123456789');
  await vat.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'vat-settings');

  // A purchase while signed in belongs to this account; the summary says how much VAT it includes.
  const email = uniqueEmail('invoice');
  await page.goto('/s/demo');
  await addSimpleProduct(page, 'Canvas Tote Bag');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingInformation(page, email);
  await expect(page.getByTestId('order-total')).toHaveText('£18.98');
  // £14.99 × 20/120 = 2.498 → 2.50; £3.99 shipping × 20/120 = 0.665 → 0.67 (half up).
  await expect(page.getByText('Includes VAT')).toBeVisible();
  await expect(page.getByText('£3.17')).toBeVisible();
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: 'Complete Order - £18.98' }).click();
  await orderConfirmed(page);

  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Order History' });
  const order = history.getByRole('listitem').filter({ hasText: 'Canvas Tote Bag' }).first();
  await expect(order).toContainText('Includes VAT £3.17');
  const link = order.getByRole('link', { name: /^Download invoice \d+$/ });
  const invoiceNumber = Number((await link.textContent())?.replace(/\D/g, ''));
  await screenshots(page, testInfo, 'account-invoice');
  const [fromAccount] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(fromAccount.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  const text = await pdfTextOf(fromAccount);
  for (const expected of [
    'VAT invoice',
    `Invoice number: ${invoiceNumber}`,
    'VAT number: GB123456789',
    'Canvas Tote Bag 1 £14.99 20% £14.99',
    'Shipping (Standard Delivery) 1 £3.99 20% £3.99',
    'VAT £3.17',
    'Total £18.98',
    'Standard (20%) £15.81 £3.17 £18.98',
  ]) {
    expect(text).toContain(expected);
  }

  // The same invoice from the store's order view.
  await page.goto('/store-orders');
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^View order #\d+$/ }).click();
  const view = page.getByRole('dialog', { name: /^Order #\d+$/ });
  const panel = view.getByRole('region', { name: 'VAT and invoice' });
  await expect(panel).toContainText('Includes VAT£3.17');
  await expect(panel).toContainText('VAT at 20%£3.17');
  await expect(panel).toContainText(`Invoice ${invoiceNumber}`);
  await panel.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'order-view-invoice');
  const [fromAdmin] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download invoice' }).click(),
  ]);
  expect(fromAdmin.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  expect(await pdfTextOf(fromAdmin)).toContain('Canvas Tote Bag 1 £14.99 20% £14.99');
});
