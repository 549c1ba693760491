// Step 3 of an order edit, apply, in the caller's transaction with the order locked: stock taken for
// what was added and given back for what was taken off, the lines rewritten, the order's totals and
// what the shopper owes on top recorded as its amount due, and the timeline entry. The edit was
// judged first (order-edit.judge.ts); the shopper's e-mail is order-edit.notify.ts.
import { formatMinorIn } from '@storefleet/contracts';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError } from '../../lib/errors.ts';
import { returnStock, type StockTarget, takeStock } from '../catalogue/product-stock.service.ts';
import type { OrderRow } from './customer-orders.queries.ts';
import { staffActor } from './order-access.service.ts';
import type { JudgedOrderEdit } from './order-edit.judge.ts';
import {
  deleteOrderItems,
  insertEditedOrderItems,
  updateOrderEditedTotals,
  updateOrderItemFigures,
} from './order-edit.queries.ts';
import { stockTargetsOf } from './order-edit.read.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { statusesWithDue } from './order-payment-links.service.ts';

/** Writes a judged edit to the order: its stock, lines, totals and timeline entry. */
export async function writeOrderEdit(
  ctx: { db: Db; tenantId: number },
  {
    order,
    actor,
    editKey,
    judged,
  }: { order: OrderRow; actor: Actor; editKey: string; judged: JudgedOrderEdit },
): Promise<void> {
  const { db, tenantId } = ctx;
  const orderId = order.id;
  const { items, quantityOf, removed, lines, pricing } = judged;
  const { subtotalMinor, shippingDiscount, shares, vat, difference, dueLowered } = pricing;
  const { previousTotalMinor, newTotalMinor, refundMinor, amountDueMinor } = pricing;

  // Stock: one move per line, taken first so a refusal leaves nothing written.
  const targets = await stockTargetsOf(db, tenantId, items);
  const txCtx = { db, tenantId };
  const moves = [
    ...items.map((i) => ({
      name: i.productName,
      target: targets.get(i.id),
      delta: quantityOf(i) - i.quantity,
    })),
    ...lines
      .filter((l) => l.itemId === null)
      .map((l) => ({ name: l.name, target: l.stock ?? undefined, delta: l.quantity })),
  ].filter(
    (m): m is { name: string; target: StockTarget; delta: number } => m.target !== undefined && m.delta !== 0,
  );
  for (const move of moves.filter((m) => m.delta > 0)) {
    const taken = await takeStock(txCtx, { target: move.target, quantity: move.delta });
    if (!taken.taken) throw new ConflictError(`Not enough stock of ${move.name} for this change`);
  }
  for (const move of moves.filter((m) => m.delta < 0))
    await returnStock(txCtx, { target: move.target, quantity: -move.delta });

  await deleteOrderItems(
    db,
    tenantId,
    removed.map((i) => i.id),
  );
  for (const [i, line] of lines.entries()) {
    if (line.itemId === null) continue;
    await updateOrderItemFigures(db, tenantId, line.itemId, {
      quantity: line.quantity,
      vatMinor: vat.lineVatMinor[i] ?? 0,
      discountMinor: shares[i] ?? 0,
    });
  }
  await insertEditedOrderItems(
    db,
    tenantId,
    orderId,
    lines.flatMap((line, i) =>
      line.itemId === null
        ? [
            {
              productId: line.productId,
              productName: line.name,
              quantity: line.quantity,
              priceMinor: line.unitPriceMinor,
              selectedVariants: line.selectedVariants,
              variantString: line.variantString,
              purchaseType: line.purchaseType,
              vatRate: line.vatRate,
              vatMinor: vat.lineVatMinor[i] ?? 0,
              discountMinor: shares[i] ?? 0,
            },
          ]
        : [],
    ),
  );
  await updateOrderEditedTotals(db, tenantId, orderId, {
    subtotalMinor,
    discountMinor: shares.reduce((sum, s) => sum + s, 0) + shippingDiscount,
    vatMinor: vat.vatMinor,
    shippingVatMinor: vat.shippingVatMinor,
    shippingVatRate: vat.shippingVatRate,
    totalMinor: order.totalMinor + (difference > 0 ? difference : -dueLowered),
    // Owing makes the order partially paid until the link is paid (ADR 0077).
    ...statusesWithDue(order, amountDueMinor),
  });
  const changes = [
    ...items
      .filter((i) => quantityOf(i) !== i.quantity)
      .map((i) =>
        quantityOf(i) === 0
          ? `removed ${i.quantity} × ${i.productName}`
          : `${i.productName} ${i.quantity} → ${quantityOf(i)}`,
      ),
    ...lines.filter((l) => l.itemId === null).map((l) => `added ${l.quantity} × ${l.name}`),
  ];
  const money = (minor: number) => formatMinorIn(minor, order.currency);
  const settled =
    refundMinor > 0
      ? `; ${money(refundMinor)} to refund`
      : amountDueMinor > order.amountDueMinor
        ? `; ${money(amountDueMinor - order.amountDueMinor)} due from the customer`
        : '';
  await recordOrderEvent(db, {
    tenantId,
    orderId,
    kind: 'edited',
    source: 'staff',
    actor: staffActor(actor),
    message: `Order edited by ${actor.username}: ${changes.join(', ')}. Total ${money(previousTotalMinor)} → ${money(newTotalMinor)}${settled}`,
    data: {
      editKey,
      changes,
      previousTotalMinor,
      newTotalMinor,
      refundMinor,
      amountDueMinor,
      currency: order.currency,
    },
  });
}
