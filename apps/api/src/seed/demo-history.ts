// Ninety days of a demo store's past (ADR 0083): orders with their lines, timeline, fulfilments,
// refunds and cancellations, and the store front's funnel counts, so the dashboard, the orders and
// customers screens and the analytics have something to show from the first minute. Planned by a
// seeded generator (the same store and day give the same rows), dated back from `now`, written in a
// few multi-row inserts into the tables real orders use. Order numbers come from the orders' own
// trigger in date order (#1001 upwards), so a real order placed next continues them; invoice numbers
// likewise, the store's invoice counter moved to the last. Stock is left as the catalogue has it: the
// history is past trade, as if restocked since.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  discountRedemptions,
  discounts,
  funnelDays,
  invoiceSequences,
  orderEvents,
  orderItems,
  orders,
  products,
} from '../db/schema/index.ts';
import { writeHistoryFulfilments, writeHistoryRefunds } from './demo-history-after-sale.ts';
import { chunks } from './demo-history-chunks.ts';
import {
  DISCOUNT_CODES,
  type HistoryPlan,
  type HistoryProduct,
  type HistoryStore,
  type PlannedOrder,
} from './demo-history-plan.ts';
import { historyEvents } from './demo-history-timeline.ts';

export {
  DEMO_HISTORY_DAYS,
  type HistoryPlan,
  type HistoryProduct,
  type HistoryStore,
  planDemoHistory,
} from './demo-history-plan.ts';

/**
 * The discount codes the history's orders used, as checkout records a use (ADR 0032): the code in
 * the store (made, active, if the store has none of that name), its use count raised by the orders
 * that used it, and one redemption per order, so the Discounts screen counts them.
 */
async function writeDiscountUses(db: Db, tenantId: number, planned: readonly PlannedOrder[], ids: number[]) {
  const used = planned.flatMap((o, i) => (o.discountCode ? [{ o, orderId: ids[i]! }] : []));
  if (used.length === 0) return;
  const redemptions: (typeof discountRedemptions.$inferInsert)[] = [];
  for (const { code, percent } of DISCOUNT_CODES) {
    const uses = used.filter(({ o }) => o.discountCode === code);
    if (uses.length === 0) continue;
    const [existing] = await db
      .select({ id: discounts.id })
      .from(discounts)
      .where(sql`${discounts.tenantId} = ${tenantId} and lower(${discounts.code}) = lower(${code})`);
    const [row] = existing
      ? await db
          .update(discounts)
          .set({ usedCount: sql`${discounts.usedCount} + ${uses.length}` })
          .where(eq(discounts.id, existing.id))
          .returning({ id: discounts.id })
      : await db
          .insert(discounts)
          .values({ tenantId, code, type: 'percentage', value: percent, usedCount: uses.length })
          .returning({ id: discounts.id });
    for (const { o, orderId } of uses) {
      redemptions.push({
        tenantId,
        discountId: row!.id,
        orderId,
        email: o.customerEmail.toLowerCase(),
        amountMinor: o.discountMinor,
        createdAt: o.createdAt,
      });
    }
  }
  for (const part of chunks(redemptions)) await db.insert(discountRedemptions).values(part);
}

/** The store's live products as the history sells them. */
export async function historyProducts(db: Db, tenantId: number): Promise<HistoryProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      vatRate: products.vatRate,
      isDraft: products.isDraft,
      isSubscription: products.isSubscription,
    })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(products.id);
  return rows
    .filter((p) => !p.isDraft && !p.isSubscription)
    .map(({ id, name, priceMinor, vatRate }) => ({ id, name, priceMinor, vatRate }));
}

/**
 * Writes a plan for the store in bulk: orders (numbered by their trigger in date order), lines,
 * timeline, fulfilments, refunds, the invoice counter, the funnel's days. Returns the orders written.
 */
export async function writeDemoHistory(db: Db, tenantId: number, store: HistoryStore, plan: HistoryPlan) {
  const planned = plan.orders;
  const ids: number[] = [];
  for (const part of chunks(planned)) {
    const offset = ids.length;
    const rows = await db
      .insert(orders)
      .values(
        part.map((o, k) => ({
          tenantId,
          customerEmail: o.customerEmail,
          customerName: o.customerName,
          shippingAddress: o.shippingAddress,
          shippingMethod: o.shippingMethod,
          subtotalMinor: o.subtotalMinor,
          shippingMinor: o.shippingMinor,
          totalMinor: o.totalMinor,
          refundedMinor: o.refundedMinor,
          discountCode: o.discountCode,
          discountMinor: o.discountMinor,
          vatMinor: o.vatMinor,
          shippingVatMinor: o.shippingVatMinor,
          shippingVatRate: 20,
          pricesIncludeVat: true,
          currency: 'GBP',
          status: o.status,
          paymentStatus: o.paymentStatus,
          fulfillmentStatus: o.fulfillmentStatus,
          paymentProvider: 'sandbox',
          paymentIntentId: `pi_demo_${store.slug}_${offset + k + 1}`,
          invoiceNumber: offset + k + 1,
          createdAt: o.createdAt,
          updatedAt:
            o.refund?.createdAt ?? o.fulfilment?.deliveredAt ?? o.fulfilment?.createdAt ?? o.createdAt,
        })),
      )
      .returning({ id: orders.id });
    ids.push(...rows.map((r) => r.id));
  }
  const invoice = planned.length;
  if (invoice > 0) {
    await db
      .insert(invoiceSequences)
      .values({ tenantId, lastNumber: invoice })
      .onConflictDoUpdate({
        target: invoiceSequences.tenantId,
        set: { lastNumber: sql`greatest(${invoiceSequences.lastNumber}, ${invoice})` },
      });
  }

  const lineRows = planned.flatMap((o, i) =>
    o.lines.map((line) => ({ tenantId, orderId: ids[i]!, ...line })),
  );
  const lineIds: number[] = [];
  for (const part of chunks(lineRows)) {
    const rows = await db.insert(orderItems).values(part).returning({ id: orderItems.id });
    lineIds.push(...rows.map((r) => r.id));
  }
  // The lines' ids per order, in the order written.
  const linesOf: number[][] = [];
  let at = 0;
  for (const o of planned) {
    linesOf.push(lineIds.slice(at, at + o.lines.length));
    at += o.lines.length;
  }

  const written = { tenantId, store, planned, ids, linesOf };
  for (const part of chunks(historyEvents(tenantId, store, planned, ids))) {
    await db.insert(orderEvents).values(part);
  }

  await writeHistoryFulfilments(db, written);
  await writeHistoryRefunds(db, written);
  await writeDiscountUses(db, tenantId, planned, ids);

  if (plan.funnel.length > 0) {
    await db
      .insert(funnelDays)
      .values(plan.funnel.map((day) => ({ tenantId, ...day })))
      .onConflictDoNothing();
  }
  return ids;
}
