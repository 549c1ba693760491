// Orders, refunds and cancellations written straight into the tables for the analytics tests, with
// the timeline events the real paths write ('placed', 'refunded', 'status_changed'), and the same
// figures computed in memory: what the rollups must equal.
import { todayIn } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  orderEvents,
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  products,
} from '../../db/schema/index.ts';

export type TestLine = { productId: number | null; name: string; quantity: number; priceMinor: number };
export type TestOrder = {
  email: string;
  createdAt: Date;
  lines: TestLine[];
  discountMinor?: number;
  discountCode?: string | null;
  shippingMinor?: number;
  vatMinor?: number;
  paid: boolean;
  /** The order's currency (the store's base one unless named) and its rate to the base (docs/decisions/0105). */
  currency?: string;
  exchangeRate?: string;
};

export async function writeOrder(db: Db, tenantId: number, o: TestOrder) {
  const subtotal = o.lines.reduce((s, l) => s + l.quantity * l.priceMinor, 0);
  const discount = Math.min(o.discountMinor ?? 0, subtotal);
  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      customerEmail: o.email,
      customerName: o.email.split('@')[0] ?? 'Shopper',
      subtotalMinor: subtotal,
      shippingMinor: o.shippingMinor ?? 0,
      totalMinor: subtotal - discount + (o.shippingMinor ?? 0),
      discountMinor: discount,
      discountCode: discount > 0 ? (o.discountCode ?? 'SAVE10') : null,
      vatMinor: o.vatMinor ?? 0,
      ...(o.currency ? { currency: o.currency } : {}),
      ...(o.exchangeRate ? { exchangeRate: o.exchangeRate } : {}),
      status: o.paid ? 'paid' : 'pending',
      paymentStatus: o.paid ? 'paid' : 'pending',
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    })
    .returning();
  // The order's discount shared over its lines, the last line taking what rounding leaves.
  let left = discount;
  const items = await db
    .insert(orderItems)
    .values(
      o.lines.map((l, i) => {
        const share =
          i === o.lines.length - 1
            ? left
            : Math.floor((discount * l.quantity * l.priceMinor) / Math.max(subtotal, 1));
        left -= share;
        return {
          tenantId,
          orderId: order!.id,
          productId: l.productId,
          productName: l.name,
          quantity: l.quantity,
          priceMinor: l.priceMinor,
          discountMinor: share,
        };
      }),
    )
    .returning();
  await db.insert(orderEvents).values({
    tenantId,
    orderId: order!.id,
    kind: 'placed',
    message: 'Order placed',
    createdAt: o.createdAt,
  });
  return { order: order!, items };
}

/** A succeeded refund of `quantity` of one line (its price each) and `shippingMinor` of shipping. */
export async function writeRefund(
  db: Db,
  tenantId: number,
  input: {
    orderId: number;
    itemId: number;
    quantity: number;
    amountMinor: number;
    shippingMinor?: number;
    at: Date;
  },
) {
  const key = `refund-${input.orderId}-${input.itemId}-${input.at.getTime()}-${Math.random()}`;
  const [refund] = await db
    .insert(orderRefunds)
    .values({
      tenantId,
      orderId: input.orderId,
      idempotencyKey: key.slice(0, 100),
      requestHash: 'x'.repeat(64),
      status: 'succeeded',
      amountMinor: input.amountMinor + (input.shippingMinor ?? 0),
      shippingMinor: input.shippingMinor ?? 0,
      refundedBeforeMinor: 0,
      leaseUntil: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  await db.insert(orderRefundLines).values({
    tenantId,
    refundId: refund!.id,
    orderItemId: input.itemId,
    quantity: input.quantity,
    amountMinor: input.amountMinor,
  });
  await db
    .insert(orderEvents)
    .values({ tenantId, orderId: input.orderId, kind: 'refunded', message: 'Refunded', createdAt: input.at });
  return refund!;
}

/** Cancels an order: a paid one is refunded whole (on `at`), an unpaid one voided. */
export async function cancelOrder(
  db: Db,
  tenantId: number,
  input: { order: Awaited<ReturnType<typeof writeOrder>>; paid: boolean; at: Date; refundedMinor: number },
) {
  const { order, items } = input.order;
  if (input.paid) {
    const left = order.totalMinor - order.shippingMinor - input.refundedMinor;
    if (left > 0) {
      await writeRefund(db, tenantId, {
        orderId: order.id,
        itemId: items[0]!.id,
        quantity: 1,
        amountMinor: left,
        shippingMinor: order.shippingMinor,
        at: input.at,
      });
    }
  }
  await db
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: input.paid ? 'refunded' : 'voided', updatedAt: input.at })
    .where(eq(orders.id, order.id));
  await db.insert(orderEvents).values({
    tenantId,
    orderId: order.id,
    kind: 'status_changed',
    message: 'Cancelled',
    createdAt: input.at,
  });
}

export async function addProduct(db: Db, tenantId: number, name: string, category: string | null) {
  const [row] = await db
    .insert(products)
    .values({ tenantId, name, priceMinor: 100, category } as never)
    .returning();
  return row!;
}

export type ModelDay = {
  orders: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  netMinor: number;
  units: number;
  newCustomerOrders: number;
  returningCustomerOrders: number;
};

/** The figures straight from what was written, per day: the direct computation the rollups must equal. */
export class SalesModel {
  private readonly paid: TestOrder[] = [];
  private readonly refunds: { goodsMinor: number; at: Date }[] = [];
  constructor(private readonly timeZone: string) {}

  order(o: TestOrder): void {
    if (o.paid) this.paid.push(o);
  }

  refund(goodsMinor: number, at: Date): void {
    this.refunds.push({ goodsMinor, at });
  }

  /** Day (YYYY-MM-DD) → figures, only days with an order or a refund. */
  days(): Map<string, ModelDay> {
    const days = new Map<string, ModelDay>();
    const day = (at: Date) => {
      const key = todayIn(this.timeZone, at);
      let d = days.get(key);
      if (!d) {
        d = {
          orders: 0,
          grossMinor: 0,
          discountsMinor: 0,
          refundsMinor: 0,
          netMinor: 0,
          units: 0,
          newCustomerOrders: 0,
          returningCustomerOrders: 0,
        };
        days.set(key, d);
      }
      return d;
    };
    for (const o of this.paid) {
      const d = day(o.createdAt);
      const gross = o.lines.reduce((s, l) => s + l.quantity * l.priceMinor, 0);
      const discount = Math.min(o.discountMinor ?? 0, gross);
      d.orders += 1;
      d.grossMinor += gross;
      d.discountsMinor += discount;
      d.netMinor += gross - discount;
      d.units += o.lines.reduce((s, l) => s + l.quantity, 0);
      const email = o.email.toLowerCase();
      const before = this.paid.some(
        (p) => p.email.toLowerCase() === email && p.createdAt.getTime() < o.createdAt.getTime(),
      );
      if (before) d.returningCustomerOrders += 1;
      else d.newCustomerOrders += 1;
    }
    for (const r of this.refunds) {
      const d = day(r.at);
      d.refundsMinor += r.goodsMinor;
      d.netMinor -= r.goodsMinor;
    }
    return days;
  }
}
