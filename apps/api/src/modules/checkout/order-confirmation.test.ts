// The buyer's order confirmation (ADR 0039): confirm-payment gives the buyer's browser a
// token for its order; GET /api/order-confirmation/{id} reads the order with it and with nothing
// else. And the UK postcode rule of the checkout form, as the API enforces it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSnapshots } from '../../db/schema/index.ts';
import {
  confirmPayment,
  createIntent,
  orderData,
  type Shop,
  sandboxCheckout,
  seedShop,
  sendCheckoutDetails,
  useCheckoutTestApp,
} from './checkout.test-support.ts';
import {
  isOrderConfirmationToken,
  ORDER_NOT_FOUND,
  orderConfirmationToken,
} from './order-confirmation.service.ts';

const t = useCheckoutTestApp();

const read = (orderId: number | string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/order-confirmation/${orderId}${query}` });

describe('GET /api/order-confirmation/{orderId}', () => {
  let shop: Shop;
  let other: Shop;
  let orderId: number;
  let token: string;
  beforeAll(async () => {
    shop = await seedShop(t.db, 'confirm-shop');
    other = await seedShop(t.db, 'confirm-other');
    const checkout = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 2 }],
      'reader@example.com',
    );
    const confirmed = await checkout.confirm();
    expect(confirmed.statusCode).toBe(200);
    ({ orderId, confirmationToken: token } = confirmed.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A retried confirm answers the same order with the same token.
    const again = await confirmPayment(t.app, checkout.paymentIntentId, 'reader@example.com', shop.tenant.id);
    expect(again.json()).toMatchObject({ orderId, confirmationToken: token });
  });

  it("answers the buyer's order with its own token, never cached", async () => {
    const response = await read(orderId, `?tenantId=${shop.tenant.id}&token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      id: orderId,
      tenantId: shop.tenant.id,
      customerEmail: 'reader@example.com',
      customerName: 'Ada Lovelace',
      shippingAddress: '12 Analytical Row, London, SW1A 1AA',
      total: '50.00',
      items: [expect.objectContaining({ name: 'Tee', quantity: 2, price: '25.00' })],
    });
  });

  it('is 404 without a token, with a wrong one, or with the token of another order', async () => {
    for (const query of [
      `?tenantId=${shop.tenant.id}`,
      `?tenantId=${shop.tenant.id}&token=`,
      `?tenantId=${shop.tenant.id}&token=${'A'.repeat(43)}`,
      `?tenantId=${shop.tenant.id}&token=${token.slice(0, -1)}`,
    ]) {
      const response = await read(orderId, query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json().message).toBe(ORDER_NOT_FOUND);
    }
    expect((await read(orderId + 1, `?tenantId=${shop.tenant.id}&token=${token}`)).statusCode).toBe(404);
    // Order ids are 1..2147483647 (packages/contracts fields.ts): 0 is a readable 400, not a lookup.
    const zero = await read(0, `?tenantId=${shop.tenant.id}&token=${token}`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Order id must be a number');
  });

  it("does not read another store's order, even with a token made for that pairing", async () => {
    // The order's own token presented for another store: refused.
    expect((await read(orderId, `?tenantId=${other.tenant.id}&token=${token}`)).statusCode).toBe(404);
    // A genuine token for (other store, this order id): row-level security and the store filter
    // still find nothing, since the order belongs to the first store.
    const forged = orderConfirmationToken(t.config, other.tenant.id, orderId);
    const response = await read(orderId, `?tenantId=${other.tenant.id}&token=${forged}`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a store id that is not a number with a readable 400', async () => {
    const response = await read(orderId, `?tenantId=abc&token=${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('UK postcodes at checkout', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await seedShop(t.db, 'postcode-shop');
  });

  /** A one-tee checkout at the shop whose details name the postcode `zipCode`; the details' answer. */
  async function checkoutWithPostcode(zipCode: string) {
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    const { paymentIntentId } = intent.json();
    const details = await sendCheckoutDetails(t.app, paymentIntentId, {
      ...orderData('postcode@example.com'),
      zipCode,
    });
    return { paymentIntentId, details };
  }

  it('refuses a postcode that is not a UK postcode with a readable 400, on details and confirm', async () => {
    const { paymentIntentId, details } = await checkoutWithPostcode('12345');
    expect(details.statusCode).toBe(400);
    expect(details.json().message).toContain('Enter a real UK postcode, such as SW1A 1AA');

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-payment',
      payload: {
        paymentIntentId,
        orderData: { ...orderData('postcode@example.com'), zipCode: 'NOT A CODE', tenantId: shop.tenant.id },
      },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toContain('Enter a real UK postcode');
  });

  it('accepts a UK postcode in any spacing or case and keeps it normalised', async () => {
    const { paymentIntentId, details } = await checkoutWithPostcode(' sw1a1aa ');
    expect(details.statusCode).toBe(204);
    const [row] = await t.db
      .select({ orderData: checkoutSnapshots.orderData })
      .from(checkoutSnapshots)
      .where(eq(checkoutSnapshots.paymentIntentId, paymentIntentId));
    expect(row!.orderData).toMatchObject({ zipCode: 'SW1A 1AA' });
  });
});

describe('orderConfirmationToken without an APP_SECRET', () => {
  it('makes no token and accepts none: a key anyone could know would let anyone read any order', () => {
    expect(orderConfirmationToken({ APP_SECRET: undefined }, 1, 1)).toBeUndefined();
    const madeWithAKey = orderConfirmationToken({ APP_SECRET: 'x'.repeat(32) }, 1, 1);
    expect(isOrderConfirmationToken({ APP_SECRET: undefined }, 1, 1, madeWithAKey)).toBe(false);
  });
});
