// The order's side of an edit before it is sent (docs/spec/admin-and-platform.md §4 orders): the
// lines rewritten, stock taken for what was added and given back for what was taken off, the
// totals repriced as checkout prices them (the discount kept as its share of the items, VAT per
// line, shipping unchanged), what the shopper owes on top recorded as the order's amount due, the
// timeline entry and the shopper's e-mail, in one transaction. A lower total is refunded by the
// caller (modules/order-edits) through the exactly-once refund path, which orders cannot import.
//
// Money: the order's total stays what the shopper is charged in all. A dearer edit raises it by the
// difference, owed until paid (amount_due_minor); a cheaper one lowers what is owed first, and what
// is left is refunded, so it shows as refunded beside the total, as a line refund does.
// The read (the lines and their prices) is order-edit.read.ts; the e-mail order-edit-email.ts.
import { createHash } from 'node:crypto';
import {
  type AdminOrder,
  convertPrice,
  editedDiscountMinor,
  formatMinorIn,
  minorToDecimal,
  type OrderEditInput,
  type OrderEditLine,
  orderEditMessages,
  orderEditRefusal,
  shareDiscount,
  type VatRate,
} from '@storefleet/contracts';
import type { Actor, Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { returnStock, type StockTarget, takeStock } from '../catalogue/product-stock.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { priceVat } from '../vat/vat-pricing.service.ts';
import { findAdminOrder } from './admin-orders.queries.ts';
import { toAdminOrder } from './admin-orders.view.ts';
import { listItemsOfOrders, type OrderItemRow } from './customer-orders.queries.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import {
  deleteOrderItems,
  findOrderEditEvent,
  insertEditedOrderItems,
  listRefundedItemIds,
  updateOrderEditedTotals,
  updateOrderItemFigures,
} from './order-edit.queries.ts';
import {
  addedLines,
  chargedForLines,
  type EditInput,
  type NewLine,
  stockTargetsOf,
} from './order-edit.read.ts';
import { editEmail } from './order-edit-email.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { orderLinesInLanguage } from './order-lines-language.service.ts';
import { newOrderPaymentLink, paymentLinkOrigin, statusesWithDue } from './order-payment-links.service.ts';
import { lockOrderForStatus } from './order-status.queries.ts';
import { findOrderRow } from './order-writes.queries.ts';

export type { OrderEditInput };

/** What an edit did (or, for a preview, would do), in pence of the order's currency. */
export type OrderEditOutcome = {
  tenantId: number;
  actor: Actor;
  currency: string;
  previousTotalMinor: number;
  newTotalMinor: number;
  /** What the caller refunds through the refund path (0 when nothing is given back). */
  refundMinor: number;
  amountDueMinor: number;
  applied: boolean;
  /** The refund's key: fixed for the edit, so a repeated call refunds nothing twice. */
  refundKey: string;
  canRefund: boolean;
};

/**
 * Edits the order, or with `preview` only works out what the edit would do. `editKey` names the edit
 * (the caller's Idempotency-Key): a repeated call finds the edit already made and answers with it.
 */
export async function applyOrderEdit(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    editKey,
    input,
  }: { orderId: number; requestedTenantId: number | undefined; editKey: string; input: EditInput },
): Promise<OrderEditOutcome> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: !input.preview });
  const refundKey = `order-${orderId}-edit-${createHash('sha256').update(editKey).digest('hex').slice(0, 40)}`;
  const existing = input.preview ? undefined : await findOrderEditEvent(ctx.db, tenantId, orderId, editKey);
  const current = await findOrderRow(ctx.db, tenantId, orderId);
  if (!current) throw new NotFoundError('Order not found');
  const canRefund = Boolean(current.paymentProvider && current.paymentIntentId);
  if (existing) {
    return {
      tenantId,
      actor,
      currency: current.currency,
      previousTotalMinor: Number(existing.previousTotalMinor),
      newTotalMinor: Number(existing.newTotalMinor),
      refundMinor: Number(existing.refundMinor),
      amountDueMinor: current.amountDueMinor,
      applied: false,
      refundKey,
      canRefund,
    };
  }
  const tenant = await getTenant(ctx, tenantId);
  const origin = input.preview ? '' : await paymentLinkOrigin(ctx, tenant);
  const run = async (db: Db): Promise<OrderEditOutcome> => {
    const order = input.preview ? current : await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    const refusal = orderEditRefusal(order);
    if (refusal) throw new ConflictError(refusal);
    const items = await listItemsOfOrders(db, [order]);
    for (const change of input.change)
      if (!items.some((i) => i.id === change.orderItemId))
        throw new BadRequestError(orderEditMessages.lineNotFound);
    const quantityOf = (item: OrderItemRow) =>
      input.change.find((c) => c.orderItemId === item.id)?.quantity ?? item.quantity;
    const removed = items.filter((i) => quantityOf(i) === 0);
    const refundedIds = await listRefundedItemIds(
      db,
      tenantId,
      removed.map((i) => i.id),
    );
    if (refundedIds.length > 0)
      throw new ConflictError(
        'A line that was partly refunded cannot be removed; lower its quantity instead',
      );
    const lines: NewLine[] = [
      ...items
        .filter((i) => quantityOf(i) > 0)
        .map((i) => ({
          itemId: i.id,
          productId: i.productId,
          name: i.productName,
          quantity: quantityOf(i),
          unitPriceMinor: i.priceMinor,
          vatRate: i.vatRate,
          selectedVariants: i.selectedVariants,
          variantString: i.variantString,
          purchaseType: i.purchaseType,
          stock: null,
        })),
      ...(await addedLines(db, tenantId, {
        add: input.add,
        toOrderCurrency: (minor) =>
          order.currency === tenant.currency
            ? minor
            : convertPrice(minor, tenant.currency, order.currency, order.exchangeRate),
      })),
    ];
    if (lines.length === 0) throw new BadRequestError(orderEditMessages.lastLine);

    // Repriced as checkout prices: the discount shared over the lines, then VAT per line.
    const totals = lines.map((l) => l.quantity * l.unitPriceMinor);
    const subtotalMinor = totals.reduce((sum, t) => sum + t, 0);
    const lineDiscountBefore = items.reduce((sum, i) => sum + i.discountMinor, 0);
    const shippingDiscount = Math.max(0, order.discountMinor - lineDiscountBefore);
    const shares = shareDiscount(
      totals,
      editedDiscountMinor(
        { discountMinor: lineDiscountBefore, subtotalMinor: order.subtotalMinor },
        subtotalMinor,
      ),
    );
    const vat = priceVat({
      lines: lines.map((l, i) => ({
        lineTotalMinor: totals[i]! - shares[i]!,
        vatRate: l.vatRate as VatRate,
      })),
      shippingMinor: order.shippingMinor - shippingDiscount,
      pricesIncludeVat: order.pricesIncludeVat,
    });
    const previousTotalMinor = chargedForLines(order, items);
    const newTotalMinor = vat.totalMinor;
    const difference = newTotalMinor - previousTotalMinor;
    const dueLowered = difference < 0 ? Math.min(order.amountDueMinor, -difference) : 0;
    const refundMinor = difference < 0 ? -difference - dueLowered : 0;
    const amountDueMinor = order.amountDueMinor + (difference > 0 ? difference : -dueLowered);
    const outcome = {
      tenantId,
      actor,
      currency: order.currency,
      previousTotalMinor,
      newTotalMinor,
      refundMinor,
      amountDueMinor,
      applied: !input.preview,
      refundKey,
      canRefund,
    };
    if (input.preview) return outcome;

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
      (m): m is { name: string; target: StockTarget; delta: number } =>
        m.target !== undefined && m.delta !== 0,
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
    if (order.customerEmail !== '') {
      // Something new to pay: the e-mail carries a link for all that is due (ADR 0077).
      const link =
        amountDueMinor > order.amountDueMinor
          ? await newOrderPaymentLink({ db }, { order: { ...order, amountDueMinor }, origin })
          : null;
      // The shopper reads the lines' products in the order's language (docs/decisions/0095).
      const shown = await orderLinesInLanguage(txCtx, {
        language: order.language,
        defaultLanguage: tenant.defaultLanguage,
        lines: lines.map((l, i) => ({
          id: i,
          productId: l.productId,
          productName: l.name,
          selectedVariants: l.selectedVariants,
          variantString: l.variantString,
        })),
      });
      const email = editEmail(
        tenant,
        order,
        lines.map((l, i) => ({
          name: shown.get(i)?.name ?? l.name,
          variantString: shown.get(i)?.variantString || null,
          quantity: l.quantity,
          unitPriceMinor: l.unitPriceMinor,
        })),
        {
          totalMinor: newTotalMinor,
          dueMinor: amountDueMinor > 0 ? amountDueMinor : null,
          refundMinor: refundMinor > 0 && canRefund ? refundMinor : null,
          payUrl: link?.url ?? null,
        },
      );
      await queueEmail({ db, config: ctx.config }, { tenantId, to: order.customerEmail, orderId, ...email });
    }
    return outcome;
  };
  if (input.preview) return run(ctx.db);
  return ctx.db.transaction((tx) => run(tx as unknown as Db));
}

/** The order as the admin reads it, after an edit, with its lines' ids. */
export async function readEditedOrder(
  ctx: Ctx,
  { orderId, tenantId }: { orderId: number; tenantId: number },
): Promise<{ order: AdminOrder; lines: OrderEditLine[] }> {
  const order = await findAdminOrder(ctx.db, tenantId, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const items = await listItemsOfOrders(ctx.db, [order]);
  return {
    order: toAdminOrder(order, items),
    lines: items.map((i) => ({
      orderItemId: i.id,
      productId: i.productId,
      name: i.productName,
      variantString: i.variantString ?? '',
      quantity: i.quantity,
      unitPrice: minorToDecimal(i.priceMinor, order.currency),
    })),
  };
}
