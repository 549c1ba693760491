// Product subscriptions journey: the owner makes a subscription product and converts another; a signed-in
// shopper subscribes at checkout (the store front's own calls, sandbox card); owner and customer
// both see the subscription; then the clock is "advanced" the way a real operator can, with
// "Renew now", which runs the renewal job's own step (charge the saved card off-session, make the
// renewal order, move the billing date on); the renewal order appears for both.
import type { Browser, Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, pngFile } from './store-data.ts';
import { choose, expectNoSeriousViolations, screenshots, toast } from './ui.ts';

const customer = { username: 'northwind-owner', password: 'northwind-owner-123' };
const PRODUCT = 'Coffee Club Box';

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who.username, who.password);
  return page;
}

/** What the store front's checkout sends: intent → sandbox test card → confirm-payment. */
async function subscribeAtCheckout(page: Page, productId: number): Promise<number> {
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { tenantId: DEMO_STORE_ID, items: [{ id: productId, quantity: 1, purchaseType: 'subscription' }] },
  });
  expect(intent.status()).toBe(200);
  const { clientSecret, paymentIntentId, amount, lines } = await intent.json();
  expect(amount).toBe('0.00'); // a 7-day trial: nothing charged today, the card is still saved
  expect(lines[0].subscription).toEqual({ interval: 'weekly', trialDays: 7, price: '14.50' });
  const paid = await page.request.post(`/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  const confirmed = await page.request.post('/api/confirm-payment', {
    data: {
      paymentIntentId,
      orderData: {
        customerEmail: 'shopper@northwind.example',
        customerName: 'Nora Shopper',
        shippingAddress: '1 Harbour Way, Leeds LS1 4AP',
        tenantId: DEMO_STORE_ID,
      },
    },
  });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()).orderId;
}

test('subscribe at checkout, seen by owner and customer, renewal order after renew now', async ({
  browser,
}, testInfo) => {
  // Three browsers and a checkout: about 15 s alone, twice that on a loaded machine.
  test.setTimeout(90_000);
  const owner = await signedIn(browser, accounts.demoOwner);
  await owner.goto('/product-subscriptions');
  await expect(owner.getByRole('heading', { name: 'Product Subscriptions' })).toBeVisible();
  await expect(owner.getByText('Subscription Products', { exact: true }).first()).toBeVisible();

  // Create Subscription Product: the spec's messages first, then a real product.
  await owner.getByRole('button', { name: 'Create Subscription Product' }).first().click();
  const create = owner.getByRole('dialog', { name: 'Create Subscription Product' });
  await create.getByRole('button', { name: 'Create Subscription Product' }).click();
  for (const message of [
    'Name is required',
    'Description is required',
    'Price is required',
    'Category is required',
    'Image is required',
  ]) {
    await expect(create.getByText(message)).toBeVisible();
  }
  await create.getByLabel('Name').fill(PRODUCT);
  await create.getByLabel('Description').fill('Freshly roasted beans, delivered every week.');
  await create.getByLabel('Price per period (£)').fill('14.50');
  await create.getByLabel('Category', { exact: true }).fill('Accessories');
  await choose(owner, 'Billing Interval', 'Weekly', { scope: create });
  await create.getByLabel('Trial Days').fill('7');
  await create.getByLabel('Image').setInputFiles(await pngFile(owner));
  await screenshots(owner, testInfo, 'create-dialog');
  await expectNoSeriousViolations(owner, 'Create Subscription Product dialog');
  await create.getByRole('button', { name: 'Create Subscription Product' }).click();
  await expect(toast(owner, 'Subscription Product Created')).toBeVisible();
  await expect(owner.getByText('£14.50 every week after a 7-day free trial')).toBeVisible();

  // Convert Product: only products not sold as subscriptions are offered.
  await owner.getByRole('button', { name: 'Convert Product' }).click();
  const convert = owner.getByRole('dialog', { name: 'Convert Product' });
  await convert.getByRole('button', { name: 'Convert Product' }).click();
  await expect(convert.getByText('Please select a product')).toBeVisible();
  await convert.getByLabel('Product', { exact: true }).click();
  await expect(owner.getByRole('option', { name: new RegExp(PRODUCT) })).toHaveCount(0);
  await owner.getByRole('option', { name: /Canvas Tote Bag/ }).click();
  await convert.getByRole('button', { name: 'Convert Product' }).click();
  await expect(toast(owner, 'Product Converted')).toBeVisible();
  await expect(owner.getByText('Also one-off at £')).toBeVisible();

  // The shopper subscribes at checkout.
  const products = await (await owner.request.get('/api/products/subscriptions')).json();
  const product = products.find((p: { name: string }) => p.name === PRODUCT);
  const shopper = await signedIn(browser, customer);
  const firstOrderId = await subscribeAtCheckout(shopper, product.id);

  // The owner sees it, with the stat cards counting it.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Customer Subscriptions' }).click();
  const row = owner.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(row.getByRole('heading', { name: /Subscription #\d+/ })).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('£14.50 every week')).toBeVisible();
  await expect(row.getByText('shopper@northwind.example')).toBeVisible();
  await screenshots(owner, testInfo, 'customer-subscriptions');
  await expectNoSeriousViolations(owner, 'Customer Subscriptions');

  // The customer sees it as theirs.
  const mine = await (
    await shopper.request.get(`/api/account/subscriptions?tenantId=${DEMO_STORE_ID}`)
  ).json();
  expect(mine).toMatchObject([
    { productName: PRODUCT, status: 'active', amount: '14.50', interval: 'weekly' },
  ]);

  // Pause and resume work from the row.
  await row.getByRole('button', { name: /^Pause subscription/ }).click();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Resume subscription/ }).click();
  await expect(row.getByText('Active')).toBeVisible();

  // Advance the clock: the owner charges the next period now, through the renewal step itself.
  await row.getByRole('button', { name: /^Renew subscription/ }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Charge now' }).click();
  await expect(toast(owner, 'Subscription Renewed')).toBeVisible();

  // The renewal order appears for the store and for the customer.
  const shopperOrders = await (
    await shopper.request.get(`/api/orders?mine=1&tenantId=${DEMO_STORE_ID}`)
  ).json();
  const renewal = shopperOrders.find((o: { id: number }) => o.id !== firstOrderId);
  expect(renewal).toMatchObject({ status: 'paid', total: '14.50' });
  await owner.goto('/store-orders');
  await expect(owner.getByText('Nora Shopper').first()).toBeVisible();
  await expect(owner.getByText(`#${renewal.orderNumber}`).first()).toBeVisible();
  await screenshots(owner, testInfo, 'store-orders-renewal');

  // Cancel asks first.
  await owner.goto('/product-subscriptions');
  await owner.getByRole('tab', { name: 'Customer Subscriptions' }).click();
  await row.getByRole('button', { name: /^Cancel subscription/ }).click();
  await expect(owner.getByRole('alertdialog')).toContainText('No further payments are taken');
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(owner.getByText('Active Subscriptions').locator('..').locator('..')).toContainText('0');
});
