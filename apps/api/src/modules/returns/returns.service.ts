// Returns and exchanges (docs/spec/shopper-storefront.md account orders; order-lifecycle.ts). The
// customer asks for some of an order's sent lines within the store's return window (content key
// return_window_days, default 30; the returns policy is the store's returns_refunds page); the
// store approves (instructions e-mailed) or declines with a reason; marks the goods received,
// restocking the lines it chooses, which moves the order's goods to partially_returned or
// returned; then refunds through the refund path (ADR 0024: exactly once, under a key fixed for the
// return). An exchange line is replaced by another variant of its product: a cheaper one refunds the
// difference, a dearer one records it as due from the customer, collected by the store.
import {
  type AdminReturnList,
  contentKeys,
  type createReturnInputSchema,
  exchangeDifferenceMinor,
  formatMinor,
  formatMoney,
  isValidSelection,
  type OrderReturn,
  type OrderReturnOptions,
  parseMinor,
  parseOptionGroups,
  type ReturnStatus,
  resolveVariantRow,
  returnDeadline,
  returnRefusal,
  returnWindowDaysOf,
  variantString,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { type Actor, actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import {
  listProductsForCheckout,
  listVariantRowsForCheckout,
  mapVariantAttributeNames,
} from '../catalogue/checkout-products.service.ts';
import { listPublicContentOfTenant } from '../content/content.public.service.ts';
import { queueReturnNotice, type ReturnNotice } from '../email/return-notifications.service.ts';
import { lockOrder, type OrderItemRow } from '../orders/order-payment.service.ts';
import {
  findCustomerOrderForReturn,
  findOrderForReturn,
  type ReturnableOrder,
  recordReturnOnOrder,
} from '../orders/order-returns.service.ts';
import { createOrderRefund } from '../refunds/order-refunds.service.ts';
import { restockReturnedItems } from '../refunds/returned-stock.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  findListedReturn,
  insertReturn,
  type ListedReturn,
  listLinesOfReturns,
  listReturnsOfOrder,
  listReturnsOfStore,
  lockReturn,
  markLinesRestocked,
  type NewReturnLine,
  type ReturnLineRow,
  type ReturnRow,
  updateReturn,
} from './returns.queries.ts';
import { toOrderReturn } from './returns.view.ts';

type ReturnInput = z.output<typeof createReturnInputSchema>;

/** Returns still counting against what may be sent back: every one but the declined. */
const live = (r: { status: string }) => r.status !== 'declined';
/** Returns whose goods came back. */
const goodsIn = new Set(['received', 'refunded', 'exchanged']);
const sentStatuses = new Set(['fulfilled', 'partially_returned', 'returned']);

const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function storeReturnTerms(ctx: Ctx): Promise<{ windowDays: number; policy: string }> {
  const content = await listPublicContentOfTenant(ctx);
  const value = (key: string) => content.find((c) => c.key === key)?.value ?? null;
  return {
    windowDays: returnWindowDaysOf(value(contentKeys.returnWindowDays)),
    policy: value(contentKeys.returnsRefunds) ?? '',
  };
}

/** How many of each line may still be asked back: what was sent less what live returns hold. */
function returnableLines(
  target: ReturnableOrder,
  returns: ListedReturn[],
  lines: ReturnLineRow[],
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
function orderRefusal(target: ReturnableOrder, windowDays: number, now: Date): string | null {
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

function describeLines(
  lines: readonly { orderItemId: number; quantity: number }[],
  items: readonly OrderItemRow[],
): string {
  return lines
    .map((l) => `${l.quantity} × ${items.find((i) => i.id === l.orderItemId)?.productName ?? 'item'}`)
    .join(', ');
}

async function readReturn(ctx: Ctx, returnId: number): Promise<OrderReturn> {
  const tenantId = actingTenant(ctx);
  const row = await findListedReturn(ctx.db, tenantId, returnId);
  if (!row) throw new NotFoundError('Return not found');
  const [lines, target] = await Promise.all([
    listLinesOfReturns(ctx.db, tenantId, [row.id]),
    findOrderForReturn(ctx, row.orderId),
  ]);
  return toOrderReturn(row, lines, target.items);
}

/** GET /api/admin/returns: the store's returns, newest first (at most 200). */
export async function listStoreReturns(
  ctx: Ctx,
  {
    requestedTenantId,
    status,
    orderId,
  }: {
    requestedTenantId: number | undefined;
    status?: ReturnStatus | undefined;
    orderId?: number | undefined;
  },
): Promise<AdminReturnList> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const rows = await listReturnsOfStore(ctx.db, tenantId, { status, orderId, limit: 200 });
  const lines = await listLinesOfReturns(
    ctx.db,
    tenantId,
    rows.map((r) => r.id),
  );
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const orderId of new Set(rows.map((r) => r.orderId))) {
    itemsByOrder.set(orderId, (await findOrderForReturn(ctx, orderId)).items);
  }
  return { returns: rows.map((r) => toOrderReturn(r, lines, itemsByOrder.get(r.orderId) ?? [])) };
}

type AdminStep = { returnId: number; requestedTenantId: number | undefined };

/**
 * One staff step on a return in a transaction: the return locked and checked (`refuse` says why
 * it may not move), then `apply` writes it; the customer's e-mail is queued with it when given.
 */
async function staffStep(
  ctx: Ctx,
  { returnId, requestedTenantId }: AdminStep,
  refuse: (row: ReturnRow) => string | undefined,
  apply: (step: {
    db: Db;
    tenantId: number;
    row: ReturnRow;
    lines: ReturnLineRow[];
    target: ReturnableOrder;
    actor: Actor;
  }) => Promise<{ notice?: Omit<ReturnNotice, 'orderId' | 'orderNumber' | 'customerName' | 'items'> }>,
): Promise<OrderReturn> {
  const actor = requireUser(ctx);
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, tenantId);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await lockReturn(db, tenantId, returnId);
    if (!row) throw new NotFoundError('Return not found');
    const why = refuse(row);
    if (why) throw new ConflictError(why);
    const lines = await listLinesOfReturns(db, tenantId, [row.id]);
    const target = await findOrderForReturn({ db, tenantId }, row.orderId);
    const { notice } = await apply({ db, tenantId, row, lines, target, actor });
    if (notice && tenant && target.order.customerEmail !== '') {
      await queueReturnNotice(
        { db, config: ctx.config },
        {
          tenant,
          to: target.order.customerEmail,
          notice: {
            ...notice,
            orderId: row.orderId,
            orderNumber: target.order.orderNumber ?? row.orderId,
            customerName: target.order.customerName,
            items: lines.map(
              (l) =>
                `${l.quantity} × ${target.items.find((i) => i.id === l.orderItemId)?.productName ?? 'item'}`,
            ),
            supportAddress: tenant.emailSupportAddress,
          },
        },
      );
    }
  });
  return readReturn(ctx, returnId);
}

const alreadyDone: Partial<Record<ReturnStatus, string>> = {
  declined: 'This return was declined',
  received: 'This return has already been received',
  refunded: 'This return has already been refunded',
  exchanged: 'This return has already been completed as an exchange',
};

export function approveReturn(ctx: Ctx, step: AdminStep): Promise<OrderReturn> {
  return staffStep(
    ctx,
    step,
    (row) =>
      row.status === 'requested'
        ? undefined
        : row.status === 'approved'
          ? 'This return has already been approved'
          : alreadyDone[row.status as ReturnStatus],
    async ({ db, tenantId, row, actor }) => {
      await updateReturn(db, tenantId, row.id, { status: 'approved', approvedAt: new Date() });
      await recordReturnOnOrder(
        { db, tenantId },
        {
          orderId: row.orderId,
          actor,
          message: `Return #${row.id} approved by ${actor.username}; instructions e-mailed to the customer`,
          data: { returnId: row.id, step: 'approved' },
        },
      );
      return { notice: { step: 'approved' } };
    },
  );
}

export function declineReturn(
  ctx: Ctx,
  { reason, ...step }: AdminStep & { reason: string },
): Promise<OrderReturn> {
  return staffStep(
    ctx,
    step,
    (row) =>
      row.status === 'requested'
        ? undefined
        : row.status === 'approved'
          ? 'This return is already approved; mark it received or leave it open'
          : alreadyDone[row.status as ReturnStatus],
    async ({ db, tenantId, row, actor }) => {
      await updateReturn(db, tenantId, row.id, {
        status: 'declined',
        declineReason: reason,
        closedAt: new Date(),
      });
      await recordReturnOnOrder(
        { db, tenantId },
        {
          orderId: row.orderId,
          actor,
          message: `Return #${row.id} declined by ${actor.username}: ${reason}`,
          data: { returnId: row.id, step: 'declined', reason },
        },
      );
      return { notice: { step: 'declined', reason } };
    },
  );
}

export function receiveReturn(
  ctx: Ctx,
  { restockOrderItemIds, ...step }: AdminStep & { restockOrderItemIds: number[] },
): Promise<OrderReturn> {
  return staffStep(
    ctx,
    step,
    (row) =>
      row.status === 'approved'
        ? undefined
        : row.status === 'requested'
          ? 'Approve the return before marking it received'
          : alreadyDone[row.status as ReturnStatus],
    async ({ db, tenantId, row, lines, target, actor }) => {
      const unknown = restockOrderItemIds.find((id) => !lines.some((l) => l.orderItemId === id));
      if (unknown !== undefined) throw new BadRequestError('Only items in this return can be restocked');
      const restocked = lines.filter((l) => restockOrderItemIds.includes(l.orderItemId));
      const txCtx = { db, tenantId };
      await restockReturnedItems(txCtx, { items: target.items, lines: restocked });
      await markLinesRestocked(
        db,
        tenantId,
        restocked.map((l) => l.id),
      );
      await updateReturn(db, tenantId, row.id, { status: 'received', receivedAt: new Date() });
      // Everything bought is back when the returns whose goods arrived hold every unit.
      const all = await listReturnsOfOrder(db, tenantId, row.orderId);
      const inIds = new Set(all.filter((r) => r.id === row.id || goodsIn.has(r.status)).map((r) => r.id));
      const back = (await listLinesOfReturns(db, tenantId, [...inIds])).reduce((s, l) => s + l.quantity, 0);
      const bought = target.items.reduce((s, i) => s + i.quantity, 0);
      const restockText = restocked.length
        ? `; restocked ${describeLines(restocked, target.items)}`
        : '; nothing restocked';
      await recordReturnOnOrder(txCtx, {
        orderId: row.orderId,
        actor,
        message: `Return #${row.id} received by ${actor.username}${restockText}`,
        data: { returnId: row.id, step: 'received', restockOrderItemIds },
        goodsBack: back >= bought ? 'all' : 'some',
      });
      return {};
    },
  );
}

/** What the refund of a received return gives back: unexchanged lines, and a cheaper exchange's difference. */
function refundOf(lines: readonly ReturnLineRow[]) {
  const refundLines = lines
    .filter((l) => l.exchangeUnitPriceMinor === null)
    .map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity }));
  const difference = exchangeDifferenceMinor(lines);
  return {
    refundLines,
    extraMinor: difference < 0 ? -difference : 0,
    amountDueMinor: difference > 0 ? difference : 0,
    exchange: lines.some((l) => l.exchangeUnitPriceMinor !== null),
  };
}

/**
 * POST /api/admin/returns/{id}/refund: the refund through the refund path, exactly once under the
 * key `return-{id}-refund` (a repeat answers with that refund and nothing more), then the return
 * closed as refunded or exchanged; a dearer exchange's difference is recorded as due.
 */
export async function refundReturn(ctx: Ctx, step: AdminStep): Promise<OrderReturn> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: step.requestedTenantId, write: true });
  const row = await findListedReturn(ctx.db, tenantId, step.returnId);
  if (!row) throw new NotFoundError('Return not found');
  const refusal = refundRefusal(row);
  if (refusal) throw new ConflictError(refusal);
  const lines = await listLinesOfReturns(ctx.db, tenantId, [row.id]);
  const plan = refundOf(lines);
  let refundedMinor = 0;
  let refundId: number | null = null;
  if (plan.refundLines.length > 0 || plan.extraMinor > 0) {
    const { result } = await createOrderRefund(ctx, {
      orderId: row.orderId,
      requestedTenantId: tenantId,
      idempotencyKey: `return-${row.id}-refund`,
      input: {
        lines: plan.refundLines,
        amount: plan.extraMinor,
        restock: false,
        shipping: false,
        reason: `Return #${row.id}: ${row.reason}`.slice(0, 500),
      },
    });
    refundedMinor = parseMinor(result.refund.amount) ?? 0;
    refundId = result.refund.id;
  }
  const status = plan.exchange ? 'exchanged' : 'refunded';
  return staffStep(ctx, { ...step, requestedTenantId: tenantId }, refundRefusal, async ({ db, actor }) => {
    await updateReturn(db, tenantId, row.id, {
      status,
      refundedMinor,
      refundId,
      amountDueMinor: plan.amountDueMinor,
      closedAt: new Date(),
    });
    const money = (minor: number) => formatMoney(formatMinor(minor));
    const parts = [
      refundedMinor > 0 ? `${money(refundedMinor)} refunded` : 'nothing to refund',
      ...(plan.amountDueMinor > 0
        ? [`${money(plan.amountDueMinor)} due from the customer for the replacement`]
        : []),
    ];
    await recordReturnOnOrder(
      { db, tenantId },
      {
        orderId: row.orderId,
        actor,
        message: `Return #${row.id} ${status === 'exchanged' ? 'exchanged' : 'refunded'} by ${actor.username}; ${parts.join('; ')}`,
        data: {
          returnId: row.id,
          step: status,
          refundId,
          refundedMinor,
          amountDueMinor: plan.amountDueMinor,
        },
      },
    );
    return {
      notice: {
        step: status,
        refunded: refundedMinor > 0 ? money(refundedMinor) : null,
        amountDue: plan.amountDueMinor > 0 ? money(plan.amountDueMinor) : null,
      },
    };
  });
}

function refundRefusal(row: Pick<ReturnRow, 'status'>): string | undefined {
  if (row.status === 'received') return undefined;
  if (row.status === 'requested' || row.status === 'approved')
    return 'Mark the return received before refunding it';
  return alreadyDone[row.status as ReturnStatus];
}
