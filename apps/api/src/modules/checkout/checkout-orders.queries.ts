// The writes finalize makes inside its transaction: stock, the order and its lines, and the
// payment status the provider reports afterwards. Every statement names the store.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders, products, productVariants } from '../../db/schema/index.ts';
import type { StockTarget } from './reprice.step.ts';

/** `… set stock = stock - q where … and stock >= q`: false when there is not enough left. */
export async function takeStock(
  db: Db,
  tenantId: number,
  target: StockTarget,
  quantity: number,
): Promise<boolean> {
  if (target.kind === 'variant') {
    const rows = await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(
        and(
          eq(productVariants.id, target.id),
          eq(productVariants.tenantId, tenantId),
          gte(productVariants.stock, quantity),
        ),
      )
      .returning({ id: productVariants.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(products)
    .set({ inStock: sql`${products.inStock} - ${quantity}` })
    .where(and(eq(products.id, target.id), eq(products.tenantId, tenantId), gte(products.inStock, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Gives stock back when an order is undone (a capture that failed). */
export async function returnStock(db: Db, tenantId: number, target: StockTarget, quantity: number) {
  if (target.kind === 'variant') {
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(and(eq(productVariants.id, target.id), eq(productVariants.tenantId, tenantId)));
    return;
  }
  await db
    .update(products)
    .set({ inStock: sql`${products.inStock} + ${quantity}` })
    .where(and(eq(products.id, target.id), eq(products.tenantId, tenantId)));
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<number> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

export async function insertOrderItems(db: Db, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length) await db.insert(orderItems).values(values);
}

export async function findOrder(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row;
}

export async function findOrderByPayment(
  db: Db,
  tenantId: number,
  provider: string,
  paymentIntentId: string,
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.paymentProvider, provider),
        eq(orders.paymentIntentId, paymentIntentId),
      ),
    );
  return row;
}

export async function updateOrderPayment(
  db: Db,
  tenantId: number,
  orderId: number,
  values: { status?: string; refundedMinor?: number },
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}
