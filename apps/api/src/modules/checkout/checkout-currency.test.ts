// Checking out in one of the store's other currencies (docs/decisions/0105): the cart priced at the
// owner's rate and rounding rule (an explicit price winning), shipping and a code's fixed amount
// converted to the cent, a code's minimum judged in the base currency, the order keeping its currency
// and rate; JPY without minor digits; a currency the store does not sell in refused at every call
// that takes one; the base currency exactly as before.
import { currencyNotSoldMessage } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discounts, emailOutbox, orders, productPrices, storeCurrencies } from '../../db/schema/index.ts';
import {
  confirmPayment,
  createIntent,
  payInSandbox,
  type Shop,
  seedShop,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const t = useCheckoutTestApp();
let shop: Shop;
let other: Shop;

const teesAndRedHoodie = () => [
  { id: shop.tee.id, quantity: 2 },
  { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
];

beforeAll(async () => {
  shop = await seedShop(t.db, 'currency-a');
  other = await seedShop(t.db, 'currency-b');
  await t.db.insert(storeCurrencies).values([
    { tenantId: shop.tenant.id, currency: 'EUR', rate: '1.165', rounding: 'ninety-nine' },
    { tenantId: shop.tenant.id, currency: 'JPY', rate: '187.5', rounding: 'tens' },
    { tenantId: other.tenant.id, currency: 'USD', rate: '1.27', rounding: 'exact' },
  ]);
  // The red hoodie's own euro price: it wins over £40.00 converted (€46.60 → €46.99).
  await t.db.insert(productPrices).values({
    tenantId: shop.tenant.id,
    productId: shop.hoodie.id,
    variantId: shop.red.id,
    currency: 'EUR',
    priceMinor: 4500,
  });
});

/** Intent in `currency` → sandbox card → confirm; the intent's answer and the order as stored. */
async function buyIn(currency: string | undefined, extra: object = {}) {
  const intent = await createIntent(t.app, {
    tenantId: shop.tenant.id,
    items: teesAndRedHoodie(),
    shippingOptionId: shop.shipping.id,
    ...(currency ? { currency } : {}),
    ...extra,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { paymentIntentId, clientSecret } = intent.json();
  expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
  const confirmed = await confirmPayment(t.app, paymentIntentId, 'ines@example.com', shop.tenant.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, confirmed.json().orderId));
  return { answer: intent.json(), order: order! };
}

describe('checkout in another currency', () => {
  it('prices the cart in euros at the rate and rule, the explicit price winning, and the order keeps both', async () => {
    const { answer, order } = await buyIn('EUR');
    // Tee £25.00 × 1.165 = €29.125 → .99 rule → €29.99; the red hoodie's own €45.00;
    // shipping £4.99 × 1.165 = €5.81335 → to the cent, no price rule → €5.81.
    expect(answer).toMatchObject({
      currency: 'EUR',
      subtotal: '104.98',
      shipping: '5.81',
      amount: '110.79',
    });
    expect(answer.lines.map((line: { unitPrice: string }) => line.unitPrice)).toEqual(['29.99', '45.00']);
    expect(order).toMatchObject({
      currency: 'EUR',
      exchangeRate: '1.16500000',
      subtotalMinor: 10498,
      shippingMinor: 581,
      totalMinor: 11079,
    });
    // The order's e-mails say euros, never pounds.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(mails.filter((mail) => mail.text?.includes('€110.79')).length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).not.toContain('£');
  });

  it('charges yen in whole units: no minor digits anywhere', async () => {
    const { answer, order } = await buyIn('JPY');
    // Tee 2500p × 187.5 = ¥4,687.5 → ¥4,688 → tens → ¥4,690; the red hoodie £40.00 → ¥7,500;
    // shipping 499p × 187.5 = ¥935.6 → ¥936.
    expect(answer).toMatchObject({ currency: 'JPY', subtotal: '16880', shipping: '936', amount: '17816' });
    expect(order).toMatchObject({ currency: 'JPY', exchangeRate: '187.50000000', totalMinor: 17816 });
  });

  it('prices the base currency exactly as before, named or not', async () => {
    const named = await buyIn('GBP');
    const unnamed = await buyIn(undefined);
    for (const { answer, order } of [named, unnamed]) {
      expect(answer).toMatchObject({ currency: 'GBP', subtotal: '90.00', shipping: '4.99', amount: '94.99' });
      expect(order).toMatchObject({ currency: 'GBP', exchangeRate: '1.00000000', totalMinor: 9499 });
    }
  });

  it("converts a code's fixed amount to the cent and judges its minimum in the base currency", async () => {
    await t.db.insert(discounts).values([
      { tenantId: shop.tenant.id, code: 'FIVEOFF', type: 'fixed_amount', value: 500 },
      // £95.00 minimum: the cart is worth £90.00 in pounds, though €104.98 reads as more.
      {
        tenantId: shop.tenant.id,
        code: 'BIGSPEND',
        type: 'percentage',
        value: 10,
        minSubtotalMinor: 9500,
      },
    ]);
    const { answer, order } = await buyIn('EUR', { discountCode: 'fiveoff' });
    // £5.00 × 1.165 = €5.825 → €5.83 off.
    expect(answer.discount).toEqual({ code: 'FIVEOFF', amount: '5.83' });
    expect(answer.amount).toBe('104.96');
    expect(order).toMatchObject({ currency: 'EUR', discountMinor: 583, totalMinor: 10496 });

    const refused = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: teesAndRedHoodie(),
      currency: 'EUR',
      discountCode: 'BIGSPEND',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/£95\.00/);
  });

  it('answers the shipping options in the asked currency', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shipping-options?tenantId=${shop.tenant.id}&currency=EUR`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[0]).toMatchObject({ cost: '5.81', currency: 'EUR' });
    const yen = await t.app.inject({
      method: 'GET',
      url: `/api/shipping-options?tenantId=${shop.tenant.id}&currency=jpy`,
    });
    expect(yen.json()[0]).toMatchObject({ cost: '936', currency: 'JPY' });
  });

  it("refuses a currency the store does not sell in, another store's included, at every call that takes one", async () => {
    const sold = ['GBP', 'EUR', 'JPY'];
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: teesAndRedHoodie(),
      currency: 'USD',
    });
    expect(intent.statusCode).toBe(400);
    expect(intent.json().message).toBe(currencyNotSoldMessage('USD', sold));

    for (const url of [
      `/api/shipping-options?tenantId=${shop.tenant.id}&currency=USD`,
      `/api/products?tenantId=${shop.tenant.id}&currency=USD`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(currencyNotSoldMessage('USD', sold));
    }

    // A code with it changes nothing: the currency is refused first.
    const withCode = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: teesAndRedHoodie(),
      currency: 'USD',
      discountCode: 'FIVEOFF',
    });
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json().message).toBe(currencyNotSoldMessage('USD', sold));

    const notACurrency = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: teesAndRedHoodie(),
      currency: 'EURO',
    });
    expect(notACurrency.statusCode).toBe(400);
    expect(notACurrency.json().message).toMatch(/three-letter ISO 4217 code/);

    // The other store sells in USD; this one still refuses it, and nothing was written for either.
    const before = await t.db.select().from(orders).where(eq(orders.tenantId, other.tenant.id));
    expect(before).toHaveLength(0);
  });
});
