// The order_payment_links table (migration 0037, ADR 0077): links that collect what an order owes.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderPaymentLinks, orders } from '../../db/schema/index.ts';

export type OrderPaymentLinkRow = typeof orderPaymentLinks.$inferSelect;

/** A new link for the order; the order's earlier unpaid links stop working (one open link a time). */
export async function replaceOrderPaymentLink(
  db: Db,
  values: Pick<
    typeof orderPaymentLinks.$inferInsert,
    'tenantId' | 'orderId' | 'tokenHash' | 'amountMinor' | 'currency' | 'expiresAt'
  >,
): Promise<void> {
  await db
    .delete(orderPaymentLinks)
    .where(
      and(
        eq(orderPaymentLinks.tenantId, values.tenantId),
        eq(orderPaymentLinks.orderId, values.orderId),
        isNull(orderPaymentLinks.paidAt),
      ),
    );
  await db.insert(orderPaymentLinks).values(values);
}

/** The store of a link's token: run on the platform path, it reads that one column. */
export async function findPaymentLinkStore(platform: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await platform
    .select({ tenantId: orderPaymentLinks.tenantId })
    .from(orderPaymentLinks)
    .where(eq(orderPaymentLinks.tokenHash, tokenHash))
    .limit(1);
  return row?.tenantId;
}

/** The link with the order it collects for. */
export async function findPaymentLinkByToken(db: Db, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select({ link: orderPaymentLinks, order: orders })
    .from(orderPaymentLinks)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, orderPaymentLinks.tenantId), eq(orders.id, orderPaymentLinks.orderId)),
    )
    .where(and(eq(orderPaymentLinks.tenantId, tenantId), eq(orderPaymentLinks.tokenHash, tokenHash)));
  return row;
}

/** The order a link collects for, read without a lock: the order's row is locked before the link's. */
export async function findOrderOfPaymentLink(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ orderId: orderPaymentLinks.orderId })
    .from(orderPaymentLinks)
    .where(and(eq(orderPaymentLinks.tenantId, tenantId), eq(orderPaymentLinks.id, id)));
  return row?.orderId;
}

export async function lockPaymentLink(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(orderPaymentLinks)
    .where(and(eq(orderPaymentLinks.tenantId, tenantId), eq(orderPaymentLinks.id, id)))
    .for('update');
  return row;
}

export async function markPaymentLink(
  db: Db,
  tenantId: number,
  id: number,
  paid: { paidAt: Date; provider: string; paymentIntentId: string } | null,
): Promise<void> {
  await db
    .update(orderPaymentLinks)
    .set({
      paidAt: paid?.paidAt ?? null,
      provider: paid?.provider ?? null,
      paymentIntentId: paid?.paymentIntentId ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(orderPaymentLinks.tenantId, tenantId), eq(orderPaymentLinks.id, id)));
}

/** The payments the order's links took, oldest first: what a refund may give back besides the first. */
export async function listPaidLinksOfOrder(db: Db, tenantId: number, orderId: number) {
  const rows = await db
    .select()
    .from(orderPaymentLinks)
    .where(and(eq(orderPaymentLinks.tenantId, tenantId), eq(orderPaymentLinks.orderId, orderId)))
    .orderBy(orderPaymentLinks.paidAt, orderPaymentLinks.id);
  return rows.filter((r) => r.paidAt !== null && r.provider !== null && r.paymentIntentId !== null);
}

export async function setOrderAmountDue(
  db: Db,
  tenantId: number,
  orderId: number,
  values: { amountDueMinor: number; paymentStatus: string; status: string; totalMinor?: number },
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}
