// Shared by the refund tests: an order of two tees (£25.00 each) and a red hoodie (£40.00, its
// own variant stock) paid through whichever provider the store uses, and the refund call.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { createUser, loginCookie, signInStoreTeam } from '../../../test/app.ts';
import type { Db } from '../../db/database.ts';
import { emailOutbox, orderEvents, orderItems, orderRefunds, orders } from '../../db/schema/index.ts';
import {
  type CartItem,
  confirmPayment,
  createIntent,
  type Shop,
  seedShop,
  sendCheckoutDetails,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';

export const ORDER_TOTAL_MINOR = 9000;

export type StoreTeam = Record<
  'admin' | 'ownerA' | 'ownerB' | 'customer' | 'ordersStaff' | 'productsStaff',
  string
>;

/**
 * The app of one test file with two shops (`{prefix}-a`, `{prefix}-b`) and who calls the after-sale
 * endpoints: the super admin, each shop's owner, a customer, and shop A's staff with only `orders` or
 * only `products`. Like the app, they are filled in before the file's tests and its own beforeAll,
 * so they can be taken apart at once.
 */
export function useTwoShopsAndTheirTeam(prefix: string) {
  const t = useCheckoutTestApp();
  const shopA = {} as Shop;
  const shopB = {} as Shop;
  const who = {} as StoreTeam;
  beforeAll(async () => {
    Object.assign(shopA, await seedShop(t.db, `${prefix}-a`));
    Object.assign(shopB, await seedShop(t.db, `${prefix}-b`));
    Object.assign(who, await signInStoreTeam(t, shopA.tenant.id, shopB.tenant.id));
    for (const permission of ['orders', 'products'] as const) {
      const username = `${prefix}-${permission}-staff`;
      await createUser(t.db, {
        username,
        password: 'staff-password',
        memberOf: [shopA.tenant.id],
        staffPermissions: [permission],
      });
      who[`${permission}Staff`] = await loginCookie(t.app, username, 'staff-password');
    }
  });
  return { t, shopA, shopB, who };
}

/** Pays the intent as the shopper would with this store's provider. */
export type Pay = (paymentIntentId: string, clientSecret: string) => Promise<unknown>;

/** Two tees and a red hoodie in size M; `lang`: the store-front language it is bought in. */
export function buyTeesAndHoodie(app: FastifyInstance, shop: Shop, email: string, pay: Pay, lang?: string) {
  const items = [
    { id: shop.tee.id, quantity: 2 },
    { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
  ];
  return buyItems(app, shop, email, items, pay, lang);
}

/**
 * `items` of `shop` bought by `email` (Ada Lovelace's details, `pay` paying) and confirmed; `lang`:
 * the store-front language it is bought in. The order and its payment's id.
 */
export async function buyItems(
  app: FastifyInstance,
  shop: Shop,
  email: string,
  items: CartItem[],
  pay: Pay,
  lang?: string,
) {
  const intent = await createIntent(app, { tenantId: shop.tenant.id, ...(lang ? { lang } : {}), items });
  expect(intent.statusCode, intent.body).toBe(200);
  const { paymentIntentId, clientSecret } = intent.json();
  await sendCheckoutDetails(app, paymentIntentId, {
    customerEmail: email,
    customerName: 'Ada Lovelace',
    shippingAddress: '12 Analytical Row, London, SW1A 1AA',
  });
  await pay(paymentIntentId, clientSecret);
  const confirmed = await confirmPayment(app, paymentIntentId, email, shop.tenant.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { orderId: confirmed.json().orderId as number, paymentIntentId: paymentIntentId as string };
}

export const newKey = () => `refund-${randomUUID()}`;

/**
 * A £7.00 refund of `orderId` (no restock) as a request leaves it that claimed it and then stopped:
 * its row written, its lease run out, nothing settled.
 */
export async function stoppedRefund(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .insert(orderRefunds)
    .values({
      tenantId,
      orderId,
      idempotencyKey: newKey(),
      requestHash: 'x',
      amountMinor: 700,
      refundedBeforeMinor: 0,
      restock: false,
      actorName: 'owner-a',
      leaseUntil: new Date(Date.now() - 1000),
    })
    .returning();
  return row!;
}

export function postRefund(
  app: FastifyInstance,
  cookie: string | undefined,
  orderId: number,
  body: unknown,
  options: { key?: string | null; tenantId?: number } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  const query = options.tenantId === undefined ? '' : `?tenantId=${options.tenantId}`;
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds${query}`,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
}

/** The order's lines: tee first, hoodie second (checkout writes them in cart order). */
export async function linesOf(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { tee: rows[0]!, hoodie: rows[1]! };
}

export async function orderRow(db: Db, orderId: number) {
  return (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
}

export function refundRowsOf(db: Db, orderId: number) {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(orderRefunds.id);
}

export function refundEventsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'refunded')))
    .orderBy(orderEvents.id);
}

export function refundEmailsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), like(emailOutbox.subject, 'Your % refund for order #%')))
    .orderBy(emailOutbox.id);
}
