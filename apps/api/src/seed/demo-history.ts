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
  creditNoteSequences,
  creditNotes,
  discountRedemptions,
  discounts,
  funnelDays,
  invoiceSequences,
  orderEvents,
  orderFulfilmentLines,
  orderFulfilments,
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  products,
} from '../db/schema/index.ts';
import { creditNoteLinesOf } from '../modules/invoices/credit-notes.service.ts';
import {
  DISCOUNT_CODES,
  type HistoryPlan,
  type HistoryProduct,
  type HistoryStore,
  type PlannedOrder,
} from './demo-history-plan.ts';

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

const CHUNK = 400;
function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
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

  const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
  const events = planned.flatMap((o, i) => {
    const orderId = ids[i]!;
    const list: (typeof orderEvents.$inferInsert)[] = [
      {
        tenantId,
        orderId,
        kind: 'placed',
        source: 'customer',
        message: `Order placed by ${o.customerName} for ${money(o.totalMinor)}`,
        data: { totalMinor: o.totalMinor },
        createdAt: o.createdAt,
      },
    ];
    if (o.paymentStatus !== 'voided') {
      list.push({
        tenantId,
        orderId,
        kind: 'paid',
        source: 'provider',
        message: `Payment of ${money(o.totalMinor)} received (sandbox)`,
        data: { totalMinor: o.totalMinor },
        createdAt: o.createdAt,
      });
    } else {
      list.push({
        tenantId,
        orderId,
        kind: 'status_changed',
        source: 'staff',
        actorName: store.ownerName,
        message: 'Order cancelled: the payment was released',
        data: { from: 'paid', to: 'cancelled' },
        createdAt: new Date(o.createdAt.getTime() + 3_600_000),
      });
    }
    if (o.fulfilment) {
      list.push({
        tenantId,
        orderId,
        kind: 'fulfilled',
        source: 'staff',
        actorName: store.ownerName,
        message: `Sent with Royal Mail, tracking ${o.fulfilment.trackingNumber}`,
        data: { carrier: 'Royal Mail', trackingNumber: o.fulfilment.trackingNumber },
        createdAt: o.fulfilment.createdAt,
      });
      if (o.fulfilment.deliveredAt) {
        list.push({
          tenantId,
          orderId,
          kind: 'delivered',
          source: 'system',
          message: 'Delivered',
          data: {},
          createdAt: o.fulfilment.deliveredAt,
        });
      }
    }
    if (o.refund) {
      list.push({
        tenantId,
        orderId,
        kind: 'refunded',
        source: 'staff',
        actorName: store.ownerName,
        message: `Refunded ${money(o.refund.amountMinor)}: ${o.refund.reason}`,
        data: { amountMinor: o.refund.amountMinor },
        createdAt: o.refund.createdAt,
      });
    }
    return list;
  });
  for (const part of chunks(events)) await db.insert(orderEvents).values(part);

  const sent = planned.flatMap((o, i) => (o.fulfilment ? [{ o, i }] : []));
  const fulfilmentIds: number[] = [];
  for (const part of chunks(sent)) {
    const rows = await db
      .insert(orderFulfilments)
      .values(
        part.map(({ o, i }) => ({
          tenantId,
          orderId: ids[i]!,
          carrier: 'Royal Mail',
          trackingNumber: o.fulfilment!.trackingNumber,
          notifiedCustomer: true,
          createdByName: store.ownerName,
          deliveredAt: o.fulfilment!.deliveredAt,
          createdAt: o.fulfilment!.createdAt,
        })),
      )
      .returning({ id: orderFulfilments.id });
    fulfilmentIds.push(...rows.map((r) => r.id));
  }
  const fulfilmentLines = sent.flatMap(({ o, i }, n) =>
    o.lines.map((line, l) => ({
      tenantId,
      fulfilmentId: fulfilmentIds[n]!,
      orderItemId: linesOf[i]![l]!,
      quantity: line.quantity,
    })),
  );
  for (const part of chunks(fulfilmentLines)) await db.insert(orderFulfilmentLines).values(part);

  const refunded = planned.flatMap((o, i) => (o.refund ? [{ o, i, refund: o.refund }] : []));
  const refundIds: number[] = [];
  if (refunded.length > 0) {
    const refundRows = await db
      .insert(orderRefunds)
      .values(
        refunded.map(({ i, refund }) => ({
          tenantId,
          orderId: ids[i]!,
          idempotencyKey: `demo-history-${ids[i]}`,
          requestHash: 'demo-history',
          status: 'succeeded',
          amountMinor: refund.amountMinor,
          shippingMinor: refund.shippingMinor,
          refundedBeforeMinor: 0,
          restock: false,
          reason: refund.reason,
          actorName: store.ownerName,
          leaseUntil: refund.createdAt,
          createdAt: refund.createdAt,
          updatedAt: refund.createdAt,
        })),
      )
      .returning({ id: orderRefunds.id });
    refundIds.push(...refundRows.map((r) => r.id));
    await db.insert(orderRefundLines).values(
      refunded.flatMap(({ i, refund }, n) =>
        refund.lines.map((line) => ({
          tenantId,
          refundId: refundRows[n]!.id,
          orderItemId: linesOf[i]![line.line]!,
          quantity: line.quantity,
          amountMinor: line.amountMinor,
        })),
      ),
    );
  }

  await writeDiscountUses(db, tenantId, planned, ids);
  if (refunded.length > 0) {
    // Each refund's credit note, as a real refund's settling writes it (ADR 0068): numbered 1, 2, 3…
    // in the order the refunds were made, the store's counter moved to the last, so the next real
    // refund's note continues the series.
    const byDate = refundIds
      .map((refundId, n) => ({ refundId, ...refunded[n]! }))
      .sort((x, y) => x.refund.createdAt.getTime() - y.refund.createdAt.getTime() || x.refundId - y.refundId);
    const notes = byDate.map(({ o, i, refund, refundId }, n) => {
      const lines = creditNoteLinesOf(
        {
          pricesIncludeVat: true,
          shippingMethod: o.shippingMethod,
          shippingVatRate: 20,
          shippingVatMinor: o.shippingVatMinor,
        },
        o.lines.map((line, l) => ({
          id: linesOf[i]![l]!,
          productName: line.productName,
          variantString: null,
          quantity: line.quantity,
          priceMinor: line.priceMinor,
          vatRate: line.vatRate,
          vatMinor: line.vatMinor,
        })),
        {
          amountMinor: refund.amountMinor,
          shippingMinor: refund.shippingMinor,
          lines: refund.lines.map((line) => ({
            orderItemId: linesOf[i]![line.line]!,
            quantity: line.quantity,
            amountMinor: line.amountMinor,
          })),
          refundedBefore: new Map(),
        },
      );
      return {
        tenantId,
        orderId: ids[i]!,
        refundId,
        number: n + 1,
        invoiceNumber: i + 1,
        currency: 'GBP',
        amountMinor: refund.amountMinor,
        vatMinor: lines.reduce((sum, l) => sum + l.vatMinor, 0),
        pricesIncludeVat: true,
        lines,
        createdAt: refund.createdAt,
      };
    });
    for (const part of chunks(notes)) await db.insert(creditNotes).values(part);
    await db
      .insert(creditNoteSequences)
      .values({ tenantId, lastNumber: notes.length })
      .onConflictDoUpdate({
        target: creditNoteSequences.tenantId,
        set: { lastNumber: sql`greatest(${creditNoteSequences.lastNumber}, ${notes.length})` },
      });
  }

  if (plan.funnel.length > 0) {
    await db
      .insert(funnelDays)
      .values(plan.funnel.map((day) => ({ tenantId, ...day })))
      .onConflictDoNothing();
  }
  return ids;
}
