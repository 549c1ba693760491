// Orders written straight into the database for the admin order tests: many, quickly, with the
// fields the screens show (checkout's own tests cover how real orders come about).
import type { TestUser } from '../../../test/app.ts';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Shop } from '../checkout/checkout.test-support.ts';

/**
 * The people of the fulfilment tests, for signInUsers: the customer who buys (signed in as
 * `cust@example.com`), each shop's owner and a super admin.
 */
export function buyerOwnersAndRoot(a: Shop, b: Shop) {
  return {
    customer: { username: 'cust@example.com', password: 'cust-password', email: 'cust@example.com' },
    ownerA: { username: 'owner-a', password: 'owner-password', memberOf: [a.tenant.id] },
    ownerB: { username: 'owner-b', password: 'owner-password', memberOf: [b.tenant.id] },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  } satisfies Record<string, TestUser>;
}

export type SeedOrder = {
  customerName: string;
  customerEmail?: string;
  status?: string;
  totalMinor?: number;
  refundedMinor?: number;
  paymentIntentId?: string | null;
  createdAt?: Date;
};

export async function seedOrders(db: Db, tenantId: number, list: SeedOrder[]) {
  const rows = await db
    .insert(orders)
    .values(
      list.map((o, i) => ({
        tenantId,
        customerName: o.customerName,
        customerEmail: o.customerEmail ?? `${o.customerName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        shippingAddress: '1 Test Street, London',
        status: o.status ?? 'paid',
        totalMinor: o.totalMinor ?? 1000,
        subtotalMinor: o.totalMinor ?? 1000,
        refundedMinor: o.refundedMinor ?? 0,
        paymentProvider: o.paymentIntentId === null ? null : 'sandbox',
        paymentIntentId:
          o.paymentIntentId === null ? null : (o.paymentIntentId ?? `pi_${tenantId}_${i}_${Date.now()}`),
        createdAt: o.createdAt ?? new Date(Date.now() - (list.length - i) * 60_000),
      })),
    )
    .returning();
  await db.insert(orderItems).values(
    rows.map((o) => ({
      tenantId,
      orderId: o.id,
      productName: 'Tee',
      quantity: 2,
      priceMinor: Math.floor(o.totalMinor / 2),
      selectedVariants: { Size: 'M', Colour: 'Red' },
      variantString: 'Size: M, Colour: Red',
    })),
  );
  return rows;
}
