// Step 3, commit stock and order: one transaction that finds or makes the customer's account
// (never a staff one), writes the order exactly once per intent, moves the snapshot on and takes the
// stock with conditional updates near the end: the product's row is locked for a few statements
// and the commit, not for the whole order (ADR 0020). Last come the store's order and invoice
// numbers, whose counter rows every checkout of the store shares (ADR 0025, migration 0029). A
// payment already taken in full also queues the order's e-mails here (notify's work), after the
// numbers they print, and the snapshot goes straight to 'notified'. If stock ran out, the order's
// transaction is rolled back and the next one closes the snapshot for a refund under its lock, unless
// a parallel finalizer settled it in between (then its outcome is the answer).
import { DEFAULT_VAT_RATE, webhookMoney } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { newSetPasswordToken } from '../account/account.service.ts';
import { ensureCustomerAccount, listStaffAccountsByEmail } from '../auth/users.service.ts';
import { flagLowStockCtes, type StockTarget, takeStock } from '../catalogue/product-stock.service.ts';
import { DiscountRefused, redeemDiscount } from '../discounts/discount-checkout.service.ts';
import { type StoreAddress, storeAddress } from '../domains/domains.service.ts';
import { type LowStockLine, queueLowStockEmail } from '../email/low-stock-notifications.service.ts';
import { nextInvoiceNumber } from '../invoices/invoice-numbers.service.ts';
import { enqueueJob, queuedJobDoneStatement } from '../jobs/jobs.service.ts';
import { PaymentLinkRefused, paymentLinkOfSource } from '../orders/order-payment-links.service.ts';
import { createOrder, numberOrder } from '../orders/place-order.service.ts';
import type { PaymentState, SavedCard } from '../payments/payment-provider.types.ts';
import { startSubscriptions } from '../product-subscriptions/subscription-checkout.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { wholePercentOf } from '../vat/vat-pricing.service.ts';
import { queueWebhookEvents, type WebhookEvent } from '../webhooks/webhook-events.service.ts';
import { lockSnapshot, type SnapshotRow, snapshotOrderedCtes } from './checkout-snapshots.queries.ts';
import { writeLinkPayment } from './link-payment.step.ts';
import { prepareOrderNotifications } from './notify.step.ts';
import { closeForRefundIn } from './refund.step.ts';

export type CustomerDetails = { customerEmail: string; customerName: string; shippingAddress: string | null };

export type CommitOutcome =
  /** `notified`: the e-mails are queued too (the snapshot is 'notified'), so notify has nothing to do. */
  | { kind: 'ordered'; orderId: number; orderNumber?: number; newCustomer: boolean; notified: boolean }
  /** `closedNow`: this call closed it (and so starts the refund); false for a replay. */
  | { kind: 'closed'; message: string; closedNow: boolean; productId?: number };

/** A stock row that could not give the quantity: the whole order is undone (its transaction rolls back). */
class StockRanOut extends Error {
  constructor(
    readonly productName: string,
    readonly productId: number,
  ) {
    super(`Not enough stock of "${productName}"`);
  }
}

export const FINALIZE_JOB = 'checkout.finalize';
/** The safety net re-runs finalize after this, in case this process stops between steps. */
export const FINALIZE_RECOVERY_DELAY_MS = 60_000;

/**
 * The one active finalize job of a payment: the sandbox's "webhook" (payments/sandbox.service.ts,
 * queued with the card under the same key) or this step's safety net, whichever came first.
 */
export const finalizeJobKey = (payment: { provider: string; paymentIntentId: string }) =>
  `${FINALIZE_JOB}:${payment.provider}:${payment.paymentIntentId}`;

/** Stock rows in a fixed order, quantities of lines sharing a row added up: no deadlocks, no double counting. */
function stockNeeds(snapshot: SnapshotRow) {
  const needs = new Map<
    string,
    { target: StockTarget; quantity: number; name: string; productId: number; label: string }
  >();
  for (const line of snapshot.items) {
    if (!line.stock) continue;
    const key = `${line.stock.kind}:${String(line.stock.id).padStart(12, '0')}`;
    const need = needs.get(key) ?? {
      target: line.stock,
      quantity: 0,
      name: line.name,
      productId: line.productId,
      // The low-stock e-mail names a variant row by its choice.
      label:
        line.stock.kind === 'variant' && line.variantString
          ? `${line.name} (${line.variantString})`
          : line.name,
    };
    need.quantity += line.quantity;
    needs.set(key, need);
  }
  return [...needs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, need]) => need);
}

/**
 * A snapshot priced from a source other than a cart (a draft order) names it; the index lets one
 * snapshot per source become an order (migration 0028), so of two payments racing, the second
 * waits for the first's commit, fails here and is given back like a sold-out line.
 */
const ONE_ORDER_PER_SOURCE = 'checkout_snapshots_one_order_per_source';

function sourcePaidMessage(state: PaymentState): string {
  const money =
    state === 'requires_capture'
      ? 'Your payment has been cancelled, so you have not been charged.'
      : 'Your payment has been refunded.';
  return `This order has already been paid, so no second order was placed. ${money}`;
}

function soldOutMessage(name: string, state: PaymentState): string {
  const money =
    state === 'requires_capture'
      ? 'Your payment has been cancelled, so you have not been charged.'
      : 'Your payment has been refunded.';
  return `Sorry, "${name}" sold out while you were paying, so no order was placed. ${money}`;
}

/**
 * The account an order is filed under: the signed-in shopper's; else the customer account of the
 * e-mail, made when new. An e-mail of staff or a super admin (`staffIds`) gives a guest order: an
 * anonymous purchase never lands in an account that administers something (ADR 0004).
 */
async function customerAccount(
  txCtx: { db: Db },
  snapshot: SnapshotRow,
  customer: CustomerDetails,
  staffIds: number[],
  /** The e-mails go in this transaction: a new account's set-password token is stored with it. */
  withToken: boolean,
): Promise<{ userId: number; created: boolean; setPasswordToken?: string } | null> {
  if (snapshot.userId) return { userId: snapshot.userId, created: false };
  if (!customer.customerEmail) return null;
  const token = withToken ? newSetPasswordToken() : undefined;
  const account = await ensureCustomerAccount(txCtx, {
    email: customer.customerEmail,
    language: snapshot.language,
    token: token?.row,
  });
  if (staffIds.includes(account.userId)) return null;
  return account.created && token ? { ...account, setPasswordToken: token.token } : account;
}

/** Set when this commit also does notify's work: a payment with nothing left to capture. */
type NotifyNow = { ctx: Pick<Ctx, 'config'>; tenant: TenantRow; address: StoreAddress };

async function writeOrder(
  tx: Db,
  snapshot: SnapshotRow,
  customer: CustomerDetails,
  staffIds: number[],
  savedCard: SavedCard | undefined,
  notifyNow: NotifyNow | undefined,
  lowStock: { ctx: Ctx; tenant: TenantRow | undefined },
) {
  const txCtx = { db: tx, tenantId: snapshot.tenantId };
  const account = await customerAccount(txCtx, snapshot, customer, staffIds, notifyNow !== undefined);
  const order = {
    tenantId: snapshot.tenantId,
    userId: account?.userId ?? null,
    customerEmail: customer.customerEmail,
    customerName: customer.customerName,
    shippingAddress: customer.shippingAddress,
    shippingMethod: snapshot.shippingMethod,
    subtotalMinor: snapshot.subtotalMinor,
    shippingMinor: snapshot.shippingMinor,
    totalMinor: snapshot.totalMinor,
    vatMinor: snapshot.vatMinor,
    shippingVatMinor: snapshot.shippingVatMinor,
    shippingVatRate: snapshot.shippingVatRate,
    pricesIncludeVat: snapshot.pricesIncludeVat,
    // Taxes by destination (docs/decisions/0101); a snapshot from before names no reason: UK VAT.
    ...(snapshot.taxReason
      ? {
          shippingVatRate:
            snapshot.shippingTaxRateBp === null
              ? snapshot.shippingVatRate
              : wholePercentOf(snapshot.shippingTaxRateBp),
          shippingTaxRateBp: snapshot.shippingTaxRateBp,
          taxCountry: snapshot.country,
          taxReason: snapshot.taxReason,
          buyerVatNumber: snapshot.buyerVatNumber,
          reverseCharge: snapshot.taxReason === 'reverse-charge',
        }
      : {}),
    currency: snapshot.currency,
    exchangeRate: snapshot.exchangeRate,
    language: snapshot.language,
    discountCode: snapshot.discountCode,
    discountMinor: snapshot.discountMinor,
    status: 'paid',
    paymentProvider: snapshot.provider,
    paymentIntentId: snapshot.paymentIntentId,
  };
  const newCustomer = account?.created ?? false;
  const placed = await createOrder(txCtx, {
    numberAtCommit: true,
    // The snapshot moves on with the order, in its statement. With the e-mails queued in this
    // transaction the order is finished here: 'notified', and the payment's queued finalize job
    // (the sandbox's "webhook", queued with the card) would only find it done, so it is marked done
    // in the same statement and commits with the order or not at all. A job already running finds
    // the snapshot 'notified' and stops (docs/performance.md).
    withOrder: (orderId) =>
      snapshotOrderedCtes(
        tx,
        snapshot,
        { status: notifyNow ? 'notified' : 'ordered', orderId, newCustomer },
        notifyNow ? (moved) => queuedJobDoneStatement(finalizeJobKey(snapshot), moved) : undefined,
      ),
    order,
    items: snapshot.items.map((line) => ({
      productId: line.productId > 0 ? line.productId : null,
      productName: line.name,
      quantity: line.quantity,
      priceMinor: line.unitPriceMinor,
      selectedVariants: line.selectedVariants,
      variantString: line.variantString || null,
      purchaseType: line.purchaseType,
      // A snapshot priced before VAT was recorded has neither: standard rate, VAT unknown (0).
      // The rate charged, whole per cent for vat_rate's readers and exactly in basis points.
      vatRate:
        line.taxRateBp === undefined ? (line.vatRate ?? DEFAULT_VAT_RATE) : wholePercentOf(line.taxRateBp),
      taxRateBp: line.taxRateBp ?? null,
      vatMinor: line.vatMinor ?? 0,
      discountMinor: line.discountMinor ?? 0,
    })),
  });
  const orderId = placed.id;
  const subscriptionLines = snapshot.items.flatMap((line) =>
    line.subscription ? [{ ...line, subscription: line.subscription }] : [],
  );
  if (subscriptionLines.length) {
    await startSubscriptions(txCtx, {
      tenantId: snapshot.tenantId,
      orderId,
      userId: account?.userId ?? null,
      customerEmail: customer.customerEmail,
      customerName: customer.customerName,
      provider: snapshot.provider,
      savedCard,
      lines: subscriptionLines,
    });
  }
  // The e-mails name the order's number, given last: what they need besides it is done now.
  const queueNotifications = notifyNow
    ? await prepareOrderNotifications(
        notifyNow.ctx,
        tx,
        notifyNow.tenant,
        snapshot,
        { id: orderId, ...order },
        newCustomer,
        notifyNow.address,
        account?.setPasswordToken,
      )
    : undefined;
  // Capture or notify still to come: the safety net re-runs finalize if this process stops first.
  // With the payment taken and the e-mails queued in this transaction, nothing is left to recover.
  if (!notifyNow) {
    await enqueueJob(
      { db: tx },
      {
        name: FINALIZE_JOB,
        payload: {
          provider: snapshot.provider,
          paymentId: snapshot.paymentIntentId,
          tenantId: snapshot.tenantId,
        },
        key: finalizeJobKey(snapshot),
        delayMs: FINALIZE_RECOVERY_DELAY_MS,
      },
    );
  }
  // A discount code's use, counted late: its row stays locked from here to COMMIT (ADR 0032).
  if (snapshot.discountId !== null) {
    await redeemDiscount(
      { db: tx, tenantId: snapshot.tenantId },
      {
        discountId: snapshot.discountId,
        orderId,
        email: customer.customerEmail,
        amountMinor: snapshot.discountMinor,
        subtotalMinor: snapshot.subtotalMinor,
      },
    );
  }
  // The stock rows stay locked from here to COMMIT only. A sale that takes a row to or below
  // its low-stock level while the row's e-mail is not yet sent raises the rows' flags and queues
  // ONE e-mail to the store for all it made low, in one statement more.
  const low: Array<LowStockLine & { target: StockTarget; productId: number }> = [];
  for (const need of stockNeeds(snapshot)) {
    const taken = await takeStock(
      { ...txCtx, tenantId: snapshot.tenantId },
      { target: need.target, quantity: need.quantity },
    );
    if (!taken.taken) throw new StockRanOut(need.name, need.productId);
    if (taken.becameLow) {
      low.push({
        target: need.target,
        productId: need.productId,
        name: need.label,
        stock: taken.stock,
        threshold: taken.threshold,
      });
    }
  }
  if (low.length) {
    const tenant =
      notifyNow?.tenant ??
      lowStock.tenant ??
      (await getTenant({ ...lowStock.ctx, db: tx }, snapshot.tenantId));
    await queueLowStockEmail(
      { db: tx, config: lowStock.ctx.config },
      {
        tenant,
        lines: low,
        flags: flagLowStockCtes(
          tenant.id,
          low.map((line) => line.target),
        ),
      },
    );
  }
  // Last: the store's next order and invoice numbers, in one statement that writes both on the
  // order. The store's two counter rows, which every checkout of the store needs, stay locked from
  // here to COMMIT only (the e-mails that print the number, two statements, come between); a
  // rollback (stock ran out, a retry) gives both numbers back, so they have no gaps (ADR 0025).
  const numbers = await numberOrder(txCtx, { orderId, invoiceNumber: nextInvoiceNumber(txCtx) });
  if (queueNotifications) await queueNotifications(numbers.orderNumber);
  // The store's webhooks (ADR 0075), in this transaction: a store none of whose endpoints wants
  // these events (its row, read before, says so) sends no statement at all.
  const money = (minor: number) => webhookMoney(minor, snapshot.currency);
  const orderData = {
    orderId,
    orderNumber: numbers.orderNumber,
    customerEmail: customer.customerEmail,
    customerName: customer.customerName,
    subtotal: money(snapshot.subtotalMinor),
    shipping: money(snapshot.shippingMinor),
    discount: money(snapshot.discountMinor),
    vat: money(snapshot.vatMinor),
    total: money(snapshot.totalMinor),
    items: snapshot.items.map((line) => ({
      productId: line.productId > 0 ? line.productId : null,
      name: line.name,
      variant: line.variantString || null,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
    })),
  };
  const events: WebhookEvent[] = [
    { type: 'order.created', data: orderData },
    { type: 'order.paid', data: { ...orderData, paymentProvider: snapshot.provider } },
  ];
  if (newCustomer && account) {
    events.push({
      type: 'customer.created',
      data: {
        customerId: account.userId,
        email: customer.customerEmail,
        name: customer.customerName,
        orderId,
      },
    });
  }
  if (snapshot.discountId !== null) {
    events.push({
      type: 'discount.redeemed',
      data: {
        discountId: snapshot.discountId,
        code: snapshot.discountCode,
        orderId,
        orderNumber: numbers.orderNumber,
        customerEmail: customer.customerEmail,
        amount: money(snapshot.discountMinor),
      },
    });
  }
  if (low.length) {
    events.push({
      type: 'inventory.low',
      data: {
        items: low.map((line) => ({
          productId: line.productId,
          variantId: line.target.kind === 'variant' ? line.target.id : null,
          name: line.name,
          stock: line.stock,
          threshold: line.threshold,
        })),
      },
    });
  }
  await queueWebhookEvents(txCtx, {
    events,
    wanted: (notifyNow?.tenant ?? lowStock.tenant)?.webhookEvents,
  });
  return { orderId, orderNumber: numbers.orderNumber, newCustomer, notified: notifyNow !== undefined };
}

export async function commitOrder(
  ctx: Ctx,
  snapshotId: { tenantId: number; id: number },
  customer: CustomerDetails,
  paymentState: PaymentState,
  /** The card the payment saved, for the subscriptions of this order (ADR 0008). */
  savedCard?: SavedCard,
  /** The store, when the caller has it: with a payment taken in full, the e-mails are queued here. */
  tenant?: TenantRow,
): Promise<CommitOutcome> {
  // Read before the transaction: staff memberships span stores (the platform path).
  const staffIds = customer.customerEmail ? await listStaffAccountsByEmail(ctx, customer.customerEmail) : [];
  // Nothing left to capture, so nothing can undo the order after this commit: notify now.
  const notifyNow =
    paymentState === 'succeeded' && tenant
      ? { ctx, tenant, address: await storeAddress(ctx, tenant) }
      : undefined;
  try {
    return await transactionWithRetry(ctx.db, async (tx) => {
      const snapshot = await lockSnapshot(tx, snapshotId.tenantId, snapshotId.id);
      if (!snapshot) throw new NotFoundError('Checkout not found');
      const settled = settledOutcome(snapshot);
      if (settled) return settled;
      // A payment link's snapshot (ADR 0077) pays an order that exists: no order is written.
      const linkId = paymentLinkOfSource(snapshot.sourceKey);
      try {
        const written =
          linkId === undefined
            ? await writeOrder(tx, snapshot, customer, staffIds, savedCard, notifyNow, { ctx, tenant })
            : await writeLinkPayment(ctx, tx, {
                snapshot,
                linkId,
                paymentState,
                tenant,
                finalizeJob: { name: FINALIZE_JOB, delayMs: FINALIZE_RECOVERY_DELAY_MS },
              });
        return { kind: 'ordered', ...written };
      } catch (error) {
        throw refusalOf(error, paymentState) ?? error;
      }
    });
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    // Every write of the order went back with its transaction. The snapshot is closed for a refund
    // in the next one, unless another finalizer settled it in between (the refused path is rare;
    // the common one pays no savepoint for it).
    return transactionWithRetry(ctx.db, async (tx) => {
      const snapshot = await lockSnapshot(tx, snapshotId.tenantId, snapshotId.id);
      if (!snapshot) throw new NotFoundError('Checkout not found');
      const settled = settledOutcome(snapshot);
      if (settled) return settled;
      await closeForRefundIn(tx, snapshot, error.message);
      const { productId } = error;
      return {
        kind: 'closed',
        closedNow: true,
        message: error.message,
        ...(productId === undefined ? {} : { productId }),
      };
    });
  }
}

/** What a snapshot already settled answers (a replay, or another finalizer's result); undefined while open. */
function settledOutcome(snapshot: SnapshotRow): CommitOutcome | undefined {
  if ((snapshot.status === 'ordered' || snapshot.status === 'notified') && snapshot.orderId) {
    return {
      kind: 'ordered',
      orderId: snapshot.orderId,
      newCustomer: snapshot.newCustomer,
      notified: snapshot.status === 'notified',
    };
  }
  if (snapshot.status !== 'open') {
    return {
      kind: 'closed',
      closedNow: false,
      message: snapshot.failureMessage ?? 'This checkout is closed.',
    };
  }
  return undefined;
}

/**
 * Why the order could not be written, thrown out of its transaction so that all its writes go back:
 * the message the shopper reads (a code no longer usable ends the checkout like a sold-out line,
 * ADR 0032, with its own message).
 */
class OrderRefused extends Error {
  constructor(
    message: string,
    readonly productId?: number,
  ) {
    super(message);
  }
}

function refusalOf(error: unknown, paymentState: PaymentState): OrderRefused | undefined {
  if (error instanceof StockRanOut) {
    return new OrderRefused(soldOutMessage(error.productName, paymentState), error.productId);
  }
  if (isUniqueViolation(error, ONE_ORDER_PER_SOURCE))
    return new OrderRefused(sourcePaidMessage(paymentState));
  if (error instanceof DiscountRefused || error instanceof PaymentLinkRefused)
    return new OrderRefused(error.message);
  return undefined;
}
