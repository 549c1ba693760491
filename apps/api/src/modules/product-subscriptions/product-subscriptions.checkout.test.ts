// Subscribing at checkout (ADR 0008): the subscription is made with the order, the card is saved,
// trials cost £0 now, and a store whose provider cannot save cards says so.
import { SUBSCRIPTIONS_UNAVAILABLE_MESSAGE } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, sandboxPaymentMethods } from '../../db/schema/index.ts';
import {
  CANARY,
  createIntent,
  ordersOf,
  storeGatewayKeys,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import {
  DAY_MS,
  type SubscriptionShop,
  seedSubscriptionShop,
  subscribe,
  subscriptionsOf,
} from './product-subscriptions.test-support.ts';

const t = useCheckoutTestApp();
let shop: SubscriptionShop;

beforeAll(async () => {
  shop = await seedSubscriptionShop(t.db, 'beans');
});

describe('checkout with a subscription line', () => {
  it('keeps one-off and subscription lines of one product apart, each at its own price', async () => {
    const res = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [
        { id: shop.beans.id, quantity: 1 },
        { id: shop.beans.id, quantity: 2, purchaseType: 'subscription' } as never,
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.lines.map((l: { unitPrice: string; purchaseType: string }) => [l.purchaseType, l.unitPrice]),
    ).toEqual([
      ['one-off', '15.00'],
      ['subscription', '12.00'],
    ]);
    expect(body.lines[1].subscription).toEqual({ interval: 'monthly', trialDays: 0, price: '12.00' });
    expect(body.amount).toBe('39.00');
  });

  it('creates the order and an active subscription due one month on, with the card saved', async () => {
    const before = Date.now();
    const { orderId } = await subscribe(
      t.app,
      shop.tenant.id,
      [{ id: shop.beans.id, quantity: 2, purchaseType: 'subscription' }],
      'ada@example.com',
    );
    const [sub] = await subscriptionsOf(t.db, shop.tenant.id);
    expect(sub).toMatchObject({
      productId: shop.beans.id,
      orderId,
      status: 'active',
      amountMinor: 2400,
      quantity: 2,
      interval: 'monthly',
      customerEmail: 'ada@example.com',
      paymentProvider: 'sandbox',
    });
    expect(sub!.userId).not.toBeNull();
    expect(sub!.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const days = (sub!.nextBillingDate!.getTime() - sub!.startDate.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(sub!.providerPaymentMethodId).toMatch(/^sbpm_/);
    const [card] = await t.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, sub!.providerPaymentMethodId!));
    expect(card).toMatchObject({ cardLast4: '4242', tenantId: shop.tenant.id, behaviour: 'succeeds' });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items).toMatchObject([{ purchaseType: 'subscription', priceMinor: 1200, quantity: 2 }]);
  });

  it('a trial line costs £0 now, still saves the card, and bills after the trial', async () => {
    const { intent, orderId } = await subscribe(
      t.app,
      shop.tenant.id,
      [{ id: shop.tea.id, quantity: 1, purchaseType: 'subscription' }],
      'grace@example.com',
    );
    expect(intent.amount).toBe('0.00');
    expect(intent.lines[0]).toMatchObject({
      unitPrice: '0.00',
      subscription: { interval: 'weekly', trialDays: 14, price: '9.00' },
    });
    const [order] = (await ordersOf(t.db, shop.tenant.id)).filter((o) => o.id === orderId);
    expect(order!.totalMinor).toBe(0);
    const sub = (await subscriptionsOf(t.db, shop.tenant.id)).find((s) => s.orderId === orderId)!;
    expect(sub.amountMinor).toBe(900);
    expect(sub.providerPaymentMethodId).toMatch(/^sbpm_/);
    expect((sub.nextBillingDate!.getTime() - sub.startDate.getTime()) / DAY_MS).toBe(14);
  });

  it('a subscription-only product cannot be bought one-off; a plain product not as a subscription', async () => {
    const oneOff = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tea.id, quantity: 1, purchaseType: 'one-off' } as never],
    });
    expect(oneOff.statusCode).toBe(400);
    expect(oneOff.json().message).toBe('"Tea Club" is sold only as a subscription');
    const plain = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1, purchaseType: 'subscription' } as never],
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('"Tee" is not sold as a subscription');
  });

  it('a £0 cart without a subscription is still refused', async () => {
    const [free] = await t.db
      .insert(products)
      .values({ tenantId: shop.tenant.id, name: 'Free Sticker', priceMinor: 0, inStock: 10 })
      .returning();
    const res = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: free!.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The order total must be more than £0.00');
  });

  it('a SumUp store refuses subscription lines plainly, and still sells one-off', async () => {
    const sumupShop = await seedSubscriptionShop(t.db, 'sumup-beans');
    await storeGatewayKeys(t.db, t.config, sumupShop.tenant.id, {
      sumupApiKey: CANARY.sumupApiKey,
      sumupMerchantCode: 'MC123',
    });
    await t.db.execute(
      // the store chose SumUp as its primary gateway
      (await import('drizzle-orm'))
        .sql`update tenants set primary_payment_gateway = 'sumup' where id = ${sumupShop.tenant.id}`,
    );
    const res = await createIntent(t.app, {
      tenantId: sumupShop.tenant.id,
      items: [{ id: sumupShop.beans.id, quantity: 1, purchaseType: 'subscription' } as never],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUBSCRIPTIONS_UNAVAILABLE_MESSAGE);
    t.assertNoSecretLeaked();
  });
});
