// The after-sale part of the demo history (seed/demo-history.ts): its parcels with their lines, and
// its refunds with their lines and credit notes, written as the real steps write them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  creditNoteSequences,
  creditNotes,
  orderFulfilmentLines,
  orderFulfilments,
  orderRefundLines,
  orderRefunds,
} from '../db/schema/index.ts';
import { creditNoteLinesOf } from '../modules/invoices/credit-notes.service.ts';
import { chunks } from './demo-history-chunks.ts';
import type { HistoryStore, PlannedOrder } from './demo-history-plan.ts';

/** What the after-sale rows hang on: the store, its planned orders, and the ids written for them. */
export type WrittenHistory = {
  tenantId: number;
  store: HistoryStore;
  planned: readonly PlannedOrder[];
  /** The orders' ids, in the plan's order. */
  ids: readonly number[];
  /** Each order's lines' ids, in the order written. */
  linesOf: readonly (readonly number[])[];
};

/** The sent orders' parcels (Royal Mail, tracked), each with all its order's lines. */
export async function writeHistoryFulfilments(
  db: Db,
  { tenantId, store, planned, ids, linesOf }: WrittenHistory,
) {
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
}

/** The refunds with their lines, and each refund's credit note, numbered in the order made. */
export async function writeHistoryRefunds(
  db: Db,
  { tenantId, store, planned, ids, linesOf }: WrittenHistory,
) {
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
}
