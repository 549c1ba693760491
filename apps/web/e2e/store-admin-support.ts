// Helpers for the store admin II journeys (issue 6): sandbox orders placed through the real
// checkout API, and a watch for script execution on a page.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

type StoreProduct = { id: number; name: string; price: string; sizes: string[]; inStock: number };

/** One paid order in the store, bought with the sandbox success card; returns its order id. */
export async function placeOrder(
  request: APIRequestContext,
  tenantId: number,
  email: string,
  name = 'Ada Lovelace',
) {
  const products = (await (await request.get(`/api/products?tenantId=${tenantId}`)).json()) as StoreProduct[];
  const product = products.find((p) => p.sizes.length === 0 && p.inStock > 0) ?? products[0]!;
  const intent = await request.post('/api/create-payment-intent', {
    data: {
      amount: Number(product.price),
      items: [
        { id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants: {} },
      ],
      customerInfo: {},
      tenantId,
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = await intent.json();
  const id = String(clientSecret).split('_secret_')[0];
  const paid = await request.post(`/api/sandbox/payment-intents/${id}/confirm`, {
    data: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await request.post('/api/confirm-payment', {
    data: {
      paymentIntentId,
      items: [],
      orderData: {
        customerEmail: email,
        customerName: name,
        shippingAddress: '12 Analytical Row, London',
        tenantId,
      },
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()).orderId as number;
}

/** Records every dialog and any `window.__xss` a payload would set. */
export async function watchForScripts(page: Page): Promise<() => Promise<unknown[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => [
    ...dialogs,
    ...(await page.evaluate(() => (window as { __xss?: unknown[] }).__xss ?? [])),
  ];
}
