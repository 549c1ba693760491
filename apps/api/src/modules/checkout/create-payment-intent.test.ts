// POST /api/create-payment-intent and /api/checkout/{id}/details: server-side prices, refusals
// before any card is charged, and which provider a store uses.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, testConfig } from '../../../test/app.ts';
import { checkoutSnapshots } from '../../db/schema/index.ts';
import {
  CANARY,
  createCheckoutTestApp,
  createIntent,
  type Shop,
  seedShop,
  sendCheckoutDetails,
  storeGatewayKeys,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const t = useCheckoutTestApp();
let shop: Shop;
let other: Shop;

beforeAll(async () => {
  shop = await seedShop(t.db, 'intent-shop');
  other = await seedShop(t.db, 'intent-other');
});

describe('POST /api/create-payment-intent', () => {
  it('prices every line from the database and ignores the client amount', async () => {
    const response = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      amount: 1,
      shippingOptionId: shop.shipping.id,
      items: [
        { id: shop.tee.id, quantity: 2, price: 0.01, name: 'Tee' },
        { id: shop.hoodie.id, quantity: 1, price: 35, selectedVariants: { size: 'm', colour: 'red' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      amount: '94.99',
      subtotal: '90.00',
      shipping: '4.99',
      shippingMethod: 'Standard Delivery',
      currency: 'GBP',
      provider: 'sandbox',
      priceChanged: true,
    });
    expect(body.lines).toEqual([
      {
        productId: shop.tee.id,
        name: 'Tee',
        quantity: 2,
        unitPrice: '25.00',
        lineTotal: '50.00',
        variantString: '',
        purchaseType: 'one-off',
      },
      {
        productId: shop.hoodie.id,
        name: 'Hoodie',
        quantity: 1,
        unitPrice: '40.00',
        lineTotal: '40.00',
        variantString: 'Size: M, Colour: Red',
        purchaseType: 'one-off',
      },
    ]);
    expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);
    expect(body.returnUrl).toBe(
      `${t.config.PUBLIC_URL}/order-confirmation?provider=sandbox&tenantId=${shop.tenant.id}`,
    );
  });

  it('uses the product price when no variant row applies, shipping 0 and "Standard" without an option', async () => {
    const response = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      amount: '35.00',
      items: [
        { id: shop.hoodie.id, quantity: 1, price: '35.00', selectedVariants: { Size: 'S', Colour: 'Blue' } },
      ],
    });
    expect(response.json()).toMatchObject({
      amount: '35.00',
      shipping: '0.00',
      shippingMethod: 'Standard',
      priceChanged: false,
    });
  });

  it.each([
    [
      'an unknown product',
      () => [{ id: 999_999, quantity: 1, name: 'Ghost' }],
      '"Ghost" is no longer available',
    ],
    ['a draft product', () => [{ id: shop.draft.id, quantity: 1 }], '"Secret" is no longer available'],
    [
      "another store's product",
      () => [{ id: other.tee.id, quantity: 1, name: 'Tee' }],
      '"Tee" is no longer available',
    ],
    [
      'a missing option',
      () => [{ id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S' } }],
      'Please select: Colour for "Hoodie"',
    ],
    [
      'an option the product lacks',
      () => [{ id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'XXL', Colour: 'Red' } }],
      'Please choose a valid option for "Hoodie"',
    ],
  ])('refuses %s with 400 naming the product', async (_label, items, message) => {
    const response = await createIntent(t.app, { tenantId: shop.tenant.id, items: items() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'validation_error' });
    expect(response.json().productId).toBeTypeOf('number');
  });

  it.each([0, -1, 1.5])('refuses quantity %s with a readable 400', async (quantity) => {
    const response = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Quantity must be a whole number of at least 1');
  });

  it('refuses an empty cart, junk bodies and an unknown shipping option without a 5xx', async () => {
    const empty = await createIntent(t.app, { tenantId: shop.tenant.id, items: [] });
    expect(empty.json()).toMatchObject({ message: 'The cart is empty' });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { items: 'x' },
    });
    expect(junk.statusCode).toBe(400);
    const shipping = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      shippingOptionId: other.shipping.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    expect(shipping.json()).toMatchObject({ message: 'The chosen shipping option is no longer available' });
  });

  it('refuses a line that is out of stock with 409 before any payment exists', async () => {
    const response = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 51 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only 50 of "Tee" left',
      code: 'conflict',
      reason: 'only_left',
      params: { available: '50', name: 'Tee' },
      productId: shop.tee.id,
    });
  });

  it('counts two lines that share one variant row against that row', async () => {
    const response = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [
        { id: shop.hoodie.id, quantity: 30, selectedVariants: { Size: 'S', Colour: 'Red' } },
        { id: shop.hoodie.id, quantity: 30, selectedVariants: { Size: 'M', Colour: 'Red' } },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 50 of "Hoodie" left');
  });

  it('answers 404 for an unknown or closed store', async () => {
    const closed = await createTenant(t.db, { slug: 'closed-shop', status: 'suspended' });
    for (const tenantId of [closed.id, 987_654]) {
      const response = await createIntent(t.app, { tenantId, items: [{ id: shop.tee.id, quantity: 1 }] });
      expect(response.statusCode).toBe(404);
    }
  });

  it('uses sandbox for a Stripe store whose keys are not valid (the demo store case)', async () => {
    const keyed = await seedShop(t.db, 'keyed-shop');
    await storeGatewayKeys(t.db, t.config, keyed.tenant.id, { ...CANARY, stripePublicKey: 'wrong_prefix' });
    const withBadKey = await createIntent(t.app, {
      tenantId: keyed.tenant.id,
      items: [{ id: keyed.tee.id, quantity: 1 }],
    });
    expect(withBadKey.json().provider).toBe('sandbox');
  });
});

describe('a store without valid keys when SANDBOX_PAYMENTS is off', () => {
  it("says 'This store cannot take payments yet'", async () => {
    const strict = await createCheckoutTestApp(testConfig({ SANDBOX_PAYMENTS: 'false' }));
    try {
      const s = await seedShop(strict.db, 'strict-shop');
      const response = await createIntent(strict.app, {
        tenantId: s.tenant.id,
        items: [{ id: s.tee.id, quantity: 1 }],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This store cannot take payments yet', code: 'conflict' });
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/checkout/{id}/details', () => {
  it('stores the form on the snapshot, validates the e-mail and 404s an unknown intent', async () => {
    const intent = (
      await createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] })
    ).json();
    const orderData = {
      customerEmail: 'Ada@Example.com',
      customerName: 'Ada',
      shippingAddress: '1 Road, London, N1',
    };
    const ok = await sendCheckoutDetails(t.app, intent.paymentIntentId, orderData);
    expect(ok.statusCode).toBe(204);
    const bad = await sendCheckoutDetails(t.app, intent.paymentIntentId, {
      ...orderData,
      customerEmail: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A valid e-mail address is required');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sbpi_nope/details',
      payload: { orderData },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes the store named with the details; another store’s id finds no checkout and changes nothing', async () => {
    const intent = (
      await createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] })
    ).json();
    const orderData = {
      customerEmail: 'named@example.com',
      customerName: 'Named',
      shippingAddress: '2 Road',
    };
    const wrong = await sendCheckoutDetails(t.app, intent.paymentIntentId, orderData, {
      tenantId: other.tenant.id,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Checkout not found');
    const [before] = await t.db
      .select({ orderData: checkoutSnapshots.orderData })
      .from(checkoutSnapshots)
      .where(eq(checkoutSnapshots.paymentIntentId, intent.paymentIntentId));
    expect(before!.orderData).toBeNull();
    const named = await sendCheckoutDetails(t.app, intent.paymentIntentId, orderData, {
      tenantId: shop.tenant.id,
    });
    expect(named.statusCode).toBe(204);
    const [after] = await t.db
      .select({ orderData: checkoutSnapshots.orderData })
      .from(checkoutSnapshots)
      .where(eq(checkoutSnapshots.paymentIntentId, intent.paymentIntentId));
    expect(after!.orderData).toMatchObject({ customerEmail: 'named@example.com' });
  });
});
