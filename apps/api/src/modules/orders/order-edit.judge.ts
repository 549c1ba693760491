// Step 2 of an order edit, judge (docs/spec/admin-and-platform.md §4 orders): the edit checked
// against the order as it stands (the order can be edited, every changed line is the order's, a
// partly refunded line is not removed, a line is left), the lines it leaves, and the totals repriced
// as checkout prices them (the discount kept as its share of the items, VAT per line, shipping
// unchanged). Nothing here writes; the read is order-edit.read.ts, the writes order-edit.apply.ts.
//
// Money: the order's total stays what the shopper is charged in all. A dearer edit raises it by the
// difference, owed until paid (amount_due_minor); a cheaper one lowers what is owed first, and what
// is left is refunded, so it shows as refunded beside the total, as a line refund does.
import {
  convertPrice,
  editedDiscountMinor,
  orderEditMessages,
  orderEditRefusal,
  shareDiscount,
  type VatRate,
} from '@storefleet/contracts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { priceVat, type VatPricing } from '../vat/vat-pricing.service.ts';
import { listItemsOfOrders, type OrderItemRow, type OrderRow } from './customer-orders.queries.ts';
import { listRefundedItemIds } from './order-edit.queries.ts';
import { addedLines, chargedForLines, type EditInput, type NewLine } from './order-edit.read.ts';

/** The edit's figures, in pence of the order's currency. */
export type OrderEditPricing = {
  subtotalMinor: number;
  /** The part of the order's discount that was taken off its shipping, kept as it was. */
  shippingDiscount: number;
  /** Each line's share of the discount, in the order of the lines. */
  shares: number[];
  vat: VatPricing;
  previousTotalMinor: number;
  newTotalMinor: number;
  difference: number;
  /** How much of what was owed a cheaper edit takes off. */
  dueLowered: number;
  refundMinor: number;
  amountDueMinor: number;
};

/** An edit judged against its order: the lines before and after it, and what they come to. */
export type JudgedOrderEdit = {
  items: OrderItemRow[];
  /** A line's quantity once edited (0 when it is taken off). */
  quantityOf: (item: OrderItemRow) => number;
  removed: OrderItemRow[];
  lines: NewLine[];
  pricing: OrderEditPricing;
};

/** Checks the edit against the order and works out its lines and figures; refuses what cannot be. */
export async function judgeOrderEdit(
  ctx: { db: Db; tenantId: number },
  { order, tenant, input }: { order: OrderRow; tenant: TenantRow; input: EditInput },
): Promise<JudgedOrderEdit> {
  const { db, tenantId } = ctx;
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
    throw new ConflictError('A line that was partly refunded cannot be removed; lower its quantity instead');
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
  return { items, quantityOf, removed, lines, pricing: priceOrderEdit(order, items, lines) };
}

/** The edited lines repriced, and what the difference leaves owed or to refund. */
function priceOrderEdit(
  order: OrderRow,
  items: readonly OrderItemRow[],
  lines: readonly NewLine[],
): OrderEditPricing {
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
  return {
    subtotalMinor,
    shippingDiscount,
    shares,
    vat,
    previousTotalMinor,
    newTotalMinor,
    difference,
    dueLowered,
    refundMinor,
    amountDueMinor,
  };
}
