// Checkout that says where the problem is, and each thing once (ADR 0090), on a 375 px phone:
// messages under the fields, a card problem next to the card fields under the right title, no toast
// repeating either, the summary above the Pay button, and an order confirmation page, with no
// dialog or toast over it, that survives a reload and shows nothing to another browser.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addClassicTee,
  fillCard,
  fillShippingInformation,
  testCards,
  uniqueEmail,
} from './storefront-helpers.ts';

test.use({ viewport: { width: 375, height: 740 } });

async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

type ToastWatch = { __mostToasts: number };

/**
 * From the first page on, records the most toasts there ever were at once: a MutationObserver sees
 * every change to the page, so a second toast that shows only for a moment counts too (looking a
 * few times at the screen would miss it).
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const watch = window as unknown as ToastWatch;
    watch.__mostToasts = 0;
    new MutationObserver(() => {
      const shown = document.querySelectorAll('[data-sonner-toast]').length;
      watch.__mostToasts = Math.max(watch.__mostToasts, shown);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * No toast so far: what the last action said is on screen where it belongs. Two animation frames
 * more let a toast it asked for (shown once the toast library has it) render.
 */
async function expectNoToast(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as unknown as ToastWatch).__mostToasts)).toBe(0);
}

test('field errors and card errors said once where they are on a phone; the order page survives a reload', async ({
  page,
  browser,
}, testInfo) => {
  await recordToasts(page);
  await page.goto('/s/demo');
  await addClassicTee(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/s\/demo\/checkout$/);
  const pay = page.getByRole('button', { name: /^Complete Order - / });
  await expect(pay).toHaveText('Complete Order - £23.98');

  // The summary comes before the Pay button: folded to its total, unfolding in place.
  const toggle = page.getByRole('button', { name: 'Show order summary' });
  await expect(toggle).toContainText('£23.98');
  expect((await toggle.boundingBox())!.y).toBeLessThan((await pay.boundingBox())!.y);
  await toggle.click();
  const heading = page.getByRole('heading', { name: 'Order Summary' });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('£23.98');
  expect((await page.getByTestId('order-total').boundingBox())!.y).toBeLessThan((await pay.boundingBox())!.y);
  await snap(page, testInfo, '1-summary-above-pay');
  await page.getByRole('button', { name: 'Hide order summary' }).click();

  // An empty form: each field says what it needs, the first has the focus, and no toast repeats it.
  await pay.click();
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  for (const [label, message] of [
    ['First name', 'Enter your first name'],
    ['Last name', 'Enter your last name'],
    ['Email', 'Enter your e-mail address'],
    ['Address', 'Enter the street address for delivery'],
    ['City', 'Enter your town or city'],
    ['Postcode', 'Enter your postcode'],
  ] as const) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoToast(page);
  await snap(page, testInfo, '2-field-errors');
  // Submitting again and again: the focus goes back to the first field, still no toast.
  await page.getByLabel('City').focus();
  await pay.click();
  await pay.click();
  await expect(firstName).toBeFocused();
  await expectNoToast(page);

  // After the first submit a field is checked again on blur: a postcode that is not a UK one.
  await fillShippingInformation(page, uniqueEmail('errors'));
  await expect(page.getByText('Enter your first name')).toHaveCount(0);
  const postcode = page.getByLabel('Postcode');
  await postcode.fill('12345');
  await postcode.blur();
  await expect(postcode).toHaveAccessibleDescription('Enter a real UK postcode, such as SW1A 1AA');
  await postcode.fill('sw1a1aa');
  await expect(page.getByText('Enter a real UK postcode, such as SW1A 1AA')).toHaveCount(0);
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');

  // No card yet: 'Card details needed' next to the card fields, not 'Payment Failed'.
  await pay.click();
  const cardError = page.getByTestId('card-error');
  await expect(cardError).toContainText('Card details needed');
  await expect(cardError).toContainText('Enter your card number.');
  await expect(page.getByText('Payment Failed')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoToast(page);

  // A declined card: next to the card fields under 'Payment Failed', said there alone.
  await fillCard(page, testCards.declined);
  await pay.click();
  await expect(cardError).toContainText('Payment Failed');
  await expect(cardError).toContainText('Your card was declined.');
  await expect(page.getByText('Payment Failed')).toHaveCount(1);
  await expectNoToast(page);
  const payment = page.getByRole('heading', { name: 'Payment Information' }).locator('xpath=../..');
  await expect(payment.getByTestId('card-error')).toBeVisible();
  const cvcBox = (await page.getByLabel('CVC').boundingBox())!;
  const errorBox = (await cardError.boundingBox())!;
  expect(errorBox.y).toBeGreaterThan(cvcBox.y);
  expect(errorBox.y - (cvcBox.y + cvcBox.height)).toBeLessThan(120);
  await snap(page, testInfo, '3-declined');

  // A good card: the order's own page says it, alone (no dialog, no toast), its heading focused.
  await fillCard(page, testCards.success);
  await pay.click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+&store=demo$/);
  const orderId = new URL(page.url()).searchParams.get('order');
  const confirmed = page.getByRole('heading', { name: 'Thank you, your order is confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoToast(page);
  // The store's order number (#1001…); never the id in the address.
  const number = page.getByText(/^#\d+$/);
  await expect(number).toBeVisible();
  const paidNumber = await number.textContent();
  expect(Number(paidNumber?.slice(1))).toBeGreaterThan(1000);
  await expect(number).not.toHaveText(`#${orderId}`);
  await snap(page, testInfo, '4-paid');

  // A reload keeps the page: number, lines, address, what happens next.
  await page.reload();
  await expect(confirmed).toBeVisible();
  await expect(number).toHaveText(paidNumber ?? '');
  const lines = page.getByRole('list', { name: 'Order lines' });
  await expect(lines).toContainText('Classic Logo Tee');
  await expect(lines).toContainText('Size: Medium');
  await expect(page.getByTestId('confirmation-total')).toHaveText('£23.98');
  await expect(page.getByTestId('delivery-address')).toContainText('12 Analytical Row');
  await expect(page.getByTestId('delivery-address')).toContainText('SW1A 1AA');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await snap(page, testInfo, '5-confirmation-after-reload');

  // Another browser with the same address sees nothing of the order.
  const stranger = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await stranger.goto(`/order-confirmation?order=${orderId}&store=demo`);
  await expect(stranger.getByRole('heading', { name: 'We could not show this order here' })).toBeVisible();
  await expect(stranger.getByText('Classic Logo Tee')).toHaveCount(0);
  await stranger.close();
});
