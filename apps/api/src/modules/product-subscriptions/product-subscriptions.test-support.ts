// Shared by the subscription tests: a store selling a converted product (one-off or monthly) and a
// subscription-only product with a trial, checkouts through the real endpoints, and a job context.
import { sandboxTestCards } from '@storefleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type TestApp, testCtx } from '../../../test/app.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import {
  categories,
  orders,
  productSubscriptions,
  products,
  sandboxPaymentIntents,
} from '../../db/schema/index.ts';
import {
  checkoutCookieOf,
  confirmPayment,
  payInSandbox,
  seedShop,
} from '../checkout/checkout.test-support.ts';

export async function seedSubscriptionShop(db: Db, slug: string) {
  const shop = await seedShop(db, slug);
  await db.insert(categories).values({ tenantId: shop.tenant.id, name: 'Pantry' });
  const [beans] = await db
    .insert(products)
    .values({
      tenantId: shop.tenant.id,
      name: 'Coffee Beans',
      priceMinor: 1500,
      inStock: 100,
      category: 'Pantry',
      hasSubscription: true,
      subscriptionPriceMinor: 1200,
      subscriptionInterval: 'monthly',
    })
    .returning();
  const [tea] = await db
    .insert(products)
    .values({
      tenantId: shop.tenant.id,
      name: 'Tea Club',
      priceMinor: 900,
      inStock: 999_999,
      category: 'Pantry',
      isSubscription: true,
      hasSubscription: true,
      subscriptionPriceMinor: 900,
      subscriptionInterval: 'weekly',
      subscriptionTrialDays: 14,
    })
    .returning();
  return { ...shop, beans: beans!, tea: tea! };
}
export type SubscriptionShop = Awaited<ReturnType<typeof seedSubscriptionShop>>;

export type SubscribeItem = {
  id: number;
  quantity: number;
  purchaseType?: 'one-off' | 'subscription';
  price?: string;
};

/** Intent → sandbox card → confirm-payment, with a subscription in the cart. */
export async function subscribe(
  app: FastifyInstance,
  tenantId: number,
  items: SubscribeItem[],
  email: string,
  options: { card?: string; cookie?: string } = {},
) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { tenantId, items, customerInfo: {} },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, paymentIntentId } = intent.json();
  const paid = await payInSandbox(app, clientSecret, options.card ?? sandboxTestCards.success);
  if (paid.statusCode !== 200) throw new Error(`sandbox confirm failed: ${paid.body}`);
  // Confirmed from the browser that created the intent (its checkout cookie).
  const confirmed = await confirmPayment(app, paymentIntentId, email, tenantId, {
    cookie: checkoutCookieOf(intent),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { intent: intent.json(), orderId: confirmed.json().orderId as number, paymentIntentId };
}

export function jobCtx(t: TestApp): Ctx {
  return testCtx(t);
}

export async function subscriptionsOf(db: Db, tenantId: number) {
  return db
    .select()
    .from(productSubscriptions)
    .where(eq(productSubscriptions.tenantId, tenantId))
    .orderBy(productSubscriptions.id);
}

export async function renewalOrdersOf(db: Db, tenantId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.shippingMethod, 'Subscription renewal')))
    .orderBy(orders.id);
}

/** Off-session charges the sandbox made for a store (one per renewal attempt). */
export async function offSessionCharges(db: Db, tenantId: number) {
  return db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.tenantId, tenantId),
        sql`${sandboxPaymentIntents.metadata}->>'offSession' = '1'`,
      ),
    )
    .orderBy(sandboxPaymentIntents.createdAt);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
