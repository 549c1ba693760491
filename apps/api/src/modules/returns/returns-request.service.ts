// Returns, step 1: the customer's request (docs/spec/shopper-storefront.md account orders): what of
// an order may be returned within the store's window, the exchange variants offered and priced, and
// the request itself. The store's steps are in returns.service.ts, the refund in returns-settle.service.ts.
import {
  contentKeys,
  type createReturnInputSchema,
  isValidSelection,
  type OrderReturn,
  type OrderReturnOptions,
  parseOptionGroups,
  resolveVariantRow,
  returnDeadline,
  returnRefusal,
  returnWindowDaysOf,
  variantString,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import {
  listProductsForCheckout,
  listVariantRowsForCheckout,
  mapVariantAttributeNames,
} from '../catalogue/checkout-products.service.ts';
import { listPublicContentOfTenant } from '../content/content.public.service.ts';
import { lockOrder, type OrderItemRow } from '../orders/order-payment.service.ts';
import {
  findCustomerOrderForReturn,
  type ReturnableOrder,
  recordReturnOnOrder,
} from '../orders/order-returns.service.ts';
import {
  insertReturn,
  type ListedReturn,
  listLinesOfReturns,
  listReturnsOfOrder,
  type NewReturnLine,
  type ReturnLineRow,
} from './returns.queries.ts';
import { toOrderReturn } from './returns.view.ts';
import { describeLines, live, longDate, readReturn, sentStatuses } from './returns-steps.ts';

type ReturnInput = z.output<typeof createReturnInputSchema>;

/** Returns still counting against what may be sent back: every one but the declined. */
async function storeReturnTerms(ctx: Ctx): Promise<{ windowDays: number; policy: string }> {
  const content = await listPublicContentOfTenant(ctx);
  const value = (key: string) => content.find((c) => c.key === key)?.value ?? null;
  return {
    windowDays: returnWindowDaysOf(value(contentKeys.returnWindowDays)),
    policy: value(contentKeys.returnsRefunds) ?? '',
  };
}

/** What deciding a return needs of an order: its statuses, its sold lines, when its goods were sent. */
export type ReturnSubject = {
  order: Pick<ReturnableOrder['order'], 'paymentStatus' | 'status' | 'fulfillmentStatus'>;
  items: ReturnableOrder['items'];
  sentAt: Date | undefined;
};

/** How many of each line may still be asked back: what was sent less what live returns hold. */
export function returnableLines(
  target: ReturnSubject,
  returns: readonly Pick<ListedReturn, 'id' | 'status'>[],
  lines: readonly ReturnLineRow[],
  optionsOf: (productId: number | null) => { name: string; values: string[] }[] = () => [],
) {
  const sent = sentStatuses.has(target.order.fulfillmentStatus);
  const liveIds = new Set(returns.filter(live).map((r) => r.id));
  return target.items.map((item) => {
    const held = lines
      .filter((l) => l.orderItemId === item.id && liveIds.has(l.returnId))
      .reduce((sum, l) => sum + l.quantity, 0);
    return {
      orderItemId: item.id,
      name: item.productName,
      variantString: item.variantString ?? '',
      quantity: item.quantity,
      returnable: sent ? Math.max(0, item.quantity - held) : 0,
      selectedVariants: item.selectedVariants,
      exchangeOptions: optionsOf(item.productId),
    };
  });
}

/** Why the order takes no return now (not sent, window closed, refunded), or null. */
export function orderRefusal(target: ReturnSubject, windowDays: number, now: Date): string | null {
  const { order, sentAt } = target;
  if (order.paymentStatus === 'refunded' || order.status === 'cancelled')
    return 'This order has already been refunded in full, so it cannot be returned';
  if (!sentStatuses.has(order.fulfillmentStatus) || !sentAt)
    return 'Only items that were sent can be returned; this order has not been sent yet';
  const deadline = returnDeadline(sentAt, windowDays);
  if (now > deadline)
    return `The ${windowDays}-day return window for this order closed on ${longDate(deadline)}`;
  return null;
}

async function readOrderReturns(ctx: Ctx, target: ReturnableOrder) {
  const tenantId = actingTenant(ctx);
  const returns = await listReturnsOfOrder(ctx.db, tenantId, target.order.id);
  const lines = await listLinesOfReturns(
    ctx.db,
    tenantId,
    returns.map((r) => r.id),
  );
  return { returns, lines };
}

/** GET /api/orders/{id}/returns: the customer's return form and their returns of the order. */
export async function getReturnOptions(ctx: Ctx, orderId: number): Promise<OrderReturnOptions> {
  const target = await findCustomerOrderForReturn(ctx, orderId);
  const terms = await storeReturnTerms(ctx);
  const { returns, lines } = await readOrderReturns(ctx, target);
  return {
    orderId,
    windowDays: terms.windowDays,
    deadline: target.sentAt ? returnDeadline(target.sentAt, terms.windowDays).toISOString() : null,
    refusal: orderRefusal(target, terms.windowDays, new Date()),
    policy: terms.policy,
    lines: returnableLines(target, returns, lines, await exchangeOptionsOf(ctx, target.items)),
    returns: returns.map((r) => toOrderReturn(r, lines, target.items)),
  };
}

/** The option groups of each line's product, for exchanging within them (a product without options: none). */
async function exchangeOptionsOf(ctx: Ctx, items: readonly OrderItemRow[]) {
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const products = productIds.length ? await listProductsForCheckout(ctx, productIds) : [];
  return (productId: number | null) => {
    const product = products.find((p) => p.id === productId);
    return product ? parseOptionGroups(product.sizes ?? []) : [];
  };
}

/** The replacement an exchange line asks for, priced as checkout prices it (variant row, else the product). */
async function priceExchanges(
  ctx: Ctx,
  items: readonly OrderItemRow[],
  input: ReturnInput,
): Promise<Map<number, { variants: Record<string, string>; label: string; unitPriceMinor: number }>> {
  const out = new Map<number, { variants: Record<string, string>; label: string; unitPriceMinor: number }>();
  if (input.exchange.length === 0) return out;
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const [products, rows, names] = await Promise.all([
    listProductsForCheckout(ctx, productIds),
    listVariantRowsForCheckout(ctx, productIds),
    mapVariantAttributeNames(ctx),
  ]);
  for (const wanted of input.exchange) {
    if (out.has(wanted.orderItemId)) throw new BadRequestError('Each item may be exchanged once');
    if (!input.lines.some((l) => l.orderItemId === wanted.orderItemId))
      throw new BadRequestError('An exchanged item must also be among the items returned');
    const item = items.find((i) => i.id === wanted.orderItemId);
    const product = products.find((p) => p.id === item?.productId);
    if (!item || !product) throw new BadRequestError('That item can no longer be exchanged');
    const groups = parseOptionGroups(product.sizes ?? []);
    for (const [group, value] of Object.entries(wanted.variants)) {
      if (!isValidSelection(groups, { [group]: value }))
        throw new BadRequestError(`${product.name} does not come in ${group} ${value}`);
    }
    const chosen = { ...item.selectedVariants, ...wanted.variants };
    const same = Object.entries(chosen).every(
      ([k, v]) => (item.selectedVariants[k] ?? '').toLowerCase() === v.toLowerCase(),
    );
    if (same) throw new BadRequestError('Choose a different variant to exchange for');
    const row = resolveVariantRow(
      rows.filter((r) => r.productId === product.id),
      names,
      chosen,
    );
    out.set(item.id, {
      variants: chosen,
      label: variantString(chosen),
      unitPriceMinor: row?.priceMinor ?? product.priceMinor,
    });
  }
  return out;
}

/** POST /api/orders/{id}/returns: the customer asks; their own sent order only, within the window. */
export async function requestReturn(
  ctx: Ctx,
  { orderId, input }: { orderId: number; input: ReturnInput },
): Promise<OrderReturn> {
  const target = await findCustomerOrderForReturn(ctx, orderId);
  const tenantId = actingTenant(ctx);
  const terms = await storeReturnTerms(ctx);
  const refusal = orderRefusal(target, terms.windowDays, new Date());
  if (refusal) throw new ConflictError(refusal);
  const exchanges = await priceExchanges(ctx, target.items, input);
  const created = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const txCtx = { ...ctx, db };
    // Two requests at once queue on the order's row, so neither returns what the other holds.
    await lockOrder(txCtx, orderId);
    const { returns, lines } = await readOrderReturns(txCtx, target);
    const held = returnableLines(target, returns, lines);
    const why = returnRefusal(input.lines, held);
    if (why) throw new BadRequestError(why);
    const newLines: NewReturnLine[] = input.lines.map((line) => {
      const item = target.items.find((i) => i.id === line.orderItemId)!;
      const exchange = exchanges.get(line.orderItemId);
      return {
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        unitPriceMinor: item.priceMinor,
        exchangeVariants: exchange?.variants ?? null,
        exchangeVariantString: exchange?.label ?? null,
        exchangeUnitPriceMinor: exchange?.unitPriceMinor ?? null,
      };
    });
    const row = await insertReturn(
      db,
      tenantId,
      { orderId, reason: input.reason, currency: target.order.currency },
      newLines,
    );
    await recordReturnOnOrder(txCtx, {
      orderId,
      actor: null,
      message: `Return #${row.id} requested by the customer (${describeLines(newLines, target.items)}): ${input.reason}`,
      data: { returnId: row.id, step: 'requested', exchange: exchanges.size > 0 },
    });
    return row;
  });
  return readReturn(ctx, created.id);
}
