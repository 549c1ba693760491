// SumUp end to end: checkouts on the store's SumUp account, unsigned webhooks that only make us
// re-read the checkout from SumUp, and refunds applied to the order.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { orders } from '../../db/schema/index.ts';
import {
  ordersOf,
  type Shop,
  seedShop,
  startCardCheckout,
  storeGatewayKeys,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { type FakeSumup, startFakeSumup } from './fake-sumup.test-support.ts';

const KEY = 'sup_sk_store_key_9876543';
let fake: FakeSumup;
beforeAll(async () => {
  fake = await startFakeSumup(KEY);
});
afterAll(() => fake.close());
const t = useCheckoutTestApp({
  config: () => testConfig({ SUMUP_API_URL: fake.url, PUBLIC_URL: 'https://shop.example.com' }),
  secrets: [KEY],
});
let shop: Shop;

beforeAll(async () => {
  shop = await seedShop(t.db, 'sumup-shop');
  await storeGatewayKeys(t.db, t.config, shop.tenant.id, { sumupApiKey: KEY, sumupMerchantCode: 'MERCH1' });
  // primaryPaymentGateway is a plain column; the settings call is tested on its own.
  await t.db.execute(sql`update tenants set primary_payment_gateway = 'sumup' where id = ${shop.tenant.id}`);
});

const notify = (tenantId: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/webhooks/sumup/${tenantId}`, payload: body as object });

const alan = { customerName: 'Alan Turing', shippingAddress: '2 Bletchley Rd, MK3 6EB' };

async function sumupCheckout(email: string) {
  const intent = await startCardCheckout(t.app, shop, { customerEmail: email, ...alan });
  expect(intent).toMatchObject({ provider: 'sumup', amount: '25.00' });
  return intent.paymentIntentId as string;
}

describe('SumUp webhooks', () => {
  it('tells SumUp to call our webhook and return the shopper to the confirmation page', async () => {
    const id = await sumupCheckout('alan@example.com');
    expect(fake.checkouts.get(id)).toMatchObject({
      return_url: `https://shop.example.com/api/webhooks/sumup/${shop.tenant.id}`,
      redirect_url: `https://shop.example.com/order-confirmation?provider=sumup&tenantId=${shop.tenant.id}`,
    });
  });

  it('a notification for an unpaid checkout makes no order (SumUp is asked, not believed)', async () => {
    const id = await sumupCheckout('unpaid@example.com');
    const before = (await ordersOf(t.db, shop.tenant.id)).length;
    const response = await notify(shop.tenant.id, { event_type: 'CHECKOUT_STATUS_CHANGED', id });
    expect(response.statusCode).toBe(200);
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(before);
  });

  it('a paid checkout becomes one order however often SumUp calls, and its refund is applied', async () => {
    const id = await sumupCheckout('paid@example.com');
    fake.pay(id);
    for (let i = 0; i < 3; i++) {
      expect((await notify(shop.tenant.id, { event_type: 'CHECKOUT_STATUS_CHANGED', id })).statusCode).toBe(
        200,
      );
    }
    const mine = (await ordersOf(t.db, shop.tenant.id)).filter((o) => o.paymentIntentId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      customerEmail: 'paid@example.com',
      customerName: 'Alan Turing',
      status: 'paid',
    });

    fake.refundOutside(id, 25);
    await notify(shop.tenant.id, { event_type: 'CHECKOUT_STATUS_CHANGED', id });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, mine[0]!.id));
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: 2500 });
  });

  it("a checkout of another store is ignored on this store's endpoint", async () => {
    const other = await seedShop(t.db, 'sumup-other');
    await storeGatewayKeys(t.db, t.config, other.tenant.id, {
      sumupApiKey: KEY,
      sumupMerchantCode: 'MERCH2',
    });
    const id = await sumupCheckout('cross@example.com');
    fake.pay(id);
    expect((await notify(other.tenant.id, { event_type: 'CHECKOUT_STATUS_CHANGED', id })).statusCode).toBe(
      200,
    );
    expect(await ordersOf(t.db, other.tenant.id)).toEqual([]);
    expect((await ordersOf(t.db, shop.tenant.id)).some((o) => o.paymentIntentId === id)).toBe(false);
  });

  it('refuses junk with 400, and a store without SumUp keys with 400', async () => {
    expect((await notify(shop.tenant.id, { id: '../../x' })).statusCode).toBe(400);
    const bare = await seedShop(t.db, 'sumup-bare');
    const response = await notify(bare.tenant.id, { event_type: 'CHECKOUT_STATUS_CHANGED', id: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('SumUp webhooks are not set up for this store');
  });
});
