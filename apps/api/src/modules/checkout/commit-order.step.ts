// Step 3, commit stock and order: one transaction that locks the snapshot and writes the order
// exactly once per intent (write-order.step.ts: the account, the order, the stock near the end and
// the store's numbers last, and with a payment taken in full its e-mails, the snapshot going
// straight to 'notified'). If stock ran out (or a discount or a second payment of one source is
// refused), the order's transaction is rolled back and the next one closes the snapshot for a
// refund under its lock, unless a parallel finalizer settled it in between (then its outcome is the
// answer; ADR 0109). A guest's account is found or made in the lock's round trip, from the
// snapshot as the caller read it, and so is its stock taken (ADR 0128); when the lock finds it
// settled or changed, that transaction is rolled back and the order written the plain way (ADR
// 0116). The order's statement may go with the COMMIT (ADR 0120): its refusal then fails the
// COMMIT, and what it wrote is read after.
import type { Ctx } from '../../context.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { DiscountRefused } from '../discounts/discount-checkout.service.ts';
import { storeAddress } from '../domains/store-address.service.ts';
import { PaymentLinkRefused, paymentLinkOfSource } from '../orders/order-payment-link-payments.service.ts';
import type { PaymentState, SavedCard } from '../payments/payment-provider.types.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { lockSnapshot, lockSnapshotAhead, type SnapshotRow } from './checkout-snapshots.queries.ts';
import { writeLinkPayment } from './link-payment.step.ts';
import { closeForRefundIn } from './refund.step.ts';
import { StockRanOut, type StockSent, stockNeeds, takeStockWithLock } from './take-stock.step.ts';
import {
  type CustomerAccount,
  type CustomerDetails,
  customerAccount,
  FINALIZE_JOB,
  FINALIZE_RECOVERY_DELAY_MS,
  type WrittenOrder,
  writeOrder,
} from './write-order.step.ts';

export type CommitOutcome =
  /** `notified`: the e-mails are queued too (the snapshot is 'notified'), so notify has nothing to do. */
  | { kind: 'ordered'; orderId: number; orderNumber?: number; newCustomer: boolean; notified: boolean }
  /** `closedNow`: this call closed it (and so starts the refund); false for a replay. */
  | { kind: 'closed'; message: string; closedNow: boolean; productId?: number };

/**
 * A snapshot priced from a source other than a cart (a draft order) names it; the index lets one
 * snapshot per source become an order (migration 0028), so of two payments racing, the second
 * waits for the first's commit, fails here and is given back like a sold-out line.
 */
const ONE_ORDER_PER_SOURCE = 'checkout_snapshots_one_order_per_source';

/** What happened to the shopper's money when no order was placed. */
function moneyBack(state: PaymentState): string {
  return state === 'requires_capture'
    ? 'Your payment has been cancelled, so you have not been charged.'
    : 'Your payment has been refunded.';
}

function sourcePaidMessage(state: PaymentState): string {
  return `This order has already been paid, so no second order was placed. ${moneyBack(state)}`;
}

function soldOutMessage(name: string, state: PaymentState): string {
  return `Sorry, "${name}" sold out while you were paying, so no order was placed. ${moneyBack(state)}`;
}

export async function commitOrder(
  ctx: Ctx,
  /** The snapshot as the caller read it, before this locks it. */
  read: SnapshotRow,
  customer: CustomerDetails,
  paymentState: PaymentState,
  /** The card the payment saved, for the subscriptions of this order (ADR 0008). */
  savedCard?: SavedCard,
  /** The store, when the caller has it: with a payment taken in full, the e-mails are queued here. */
  tenant?: TenantRow,
): Promise<CommitOutcome> {
  // Nothing left to capture, so nothing can undo the order after this commit: notify now.
  const notifyNow =
    paymentState === 'succeeded' && tenant
      ? { ctx, tenant, address: await storeAddress(ctx, tenant) }
      : undefined;
  const orderTransaction = async (withLock: boolean): Promise<CommitOutcome> => {
    const outcome = await transactionWithRetry(ctx.db, async (tx): Promise<CommitOutcome | Placing> => {
      let snapshot: SnapshotRow | undefined;
      let account: CustomerAccount | undefined;
      let stock: StockSent | undefined;
      if (withLock) {
        // A guest's account and the stock, from the snapshot as read, in the lock's round trip on
        // PostgreSQL (ADR 0116, ADR 0128); undone with the transaction when the lock finds otherwise.
        const locked = await lockSnapshotAhead(tx, read.tenantId, read.id);
        stock = await takeStockWithLock(
          { db: tx, tenantId: read.tenantId },
          read,
          accountStatementFollows(read, customer),
        );
        account = await customerAccount({ db: tx }, read, customer, notifyNow !== undefined);
        snapshot = await locked.row;
        if (!snapshot || settledOutcome(snapshot) || !sameAccountInputs(snapshot, read)) {
          throw new WithLockUndone();
        }
      } else {
        snapshot = await lockSnapshot(tx, read.tenantId, read.id);
        if (!snapshot) throw new NotFoundError('Checkout not found');
        const settled = settledOutcome(snapshot);
        if (settled) return settled;
      }
      // A payment link's snapshot (ADR 0077) pays an order that exists: no order is written.
      const linkId = paymentLinkOfSource(snapshot.sourceKey);
      try {
        if (linkId !== undefined) {
          const paid = await writeLinkPayment(ctx, tx, {
            snapshot,
            linkId,
            paymentState,
            tenant,
            finalizeJob: { name: FINALIZE_JOB, delayMs: FINALIZE_RECOVERY_DELAY_MS },
          });
          return { kind: 'ordered', ...paid };
        }
        const { written } = await writeOrder(
          tx,
          snapshot,
          customer,
          savedCard,
          notifyNow,
          { ctx, tenant },
          account,
          stock,
        );
        return { kind: 'placing', written };
      } catch (error) {
        throw refusalOf(error, paymentState) ?? error;
      }
    });
    // The order's statement may go with the COMMIT (ADR 0120): what it wrote is known once that is answered.
    return outcome.kind === 'placing' ? { kind: 'ordered', ...(await outcome.written) } : outcome;
  };
  try {
    try {
      return await orderTransaction(withLockFits(read, customer));
    } catch (error) {
      // Rolled back: the snapshot was settled meanwhile, or is not the one read. The plain way.
      if (!(error instanceof WithLockUndone)) throw error;
      return await orderTransaction(false);
    }
  } catch (thrown) {
    // An order's statement sent with the COMMIT fails that COMMIT with its own error (ADR 0120).
    const error = thrown instanceof OrderRefused ? thrown : refusalOf(thrown, paymentState);
    if (!error) throw thrown;
    // Every write of the order went back with its transaction. The snapshot is closed for a refund
    // in the next one, unless another finalizer settled it in between (the refused path is rare;
    // the common one pays no savepoint for it).
    return transactionWithRetry(ctx.db, async (tx) => {
      const snapshot = await lockSnapshot(tx, read.tenantId, read.id);
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

/** An order whose statement goes with the transaction's COMMIT: what it wrote, once that is answered. */
type Placing = { kind: 'placing'; written: Promise<WrittenOrder> };

/** What was sent with the lock (the account, the stock) was of a snapshot the lock did not find as read. */
class WithLockUndone extends Error {}

/** A guest's account is found or made by a statement; a signed-in shopper's order needs none. */
function accountStatementFollows(read: SnapshotRow, customer: CustomerDetails): boolean {
  return read.userId === null && customer.customerEmail !== '';
}

/**
 * Whether the order's account and stock can go with the snapshot's lock: an open checkout of a cart
 * (a payment link's pays an order that exists) that sends at least one of them, so that the lock,
 * sent ahead, has a statement to go with.
 */
function withLockFits(read: SnapshotRow, customer: CustomerDetails): boolean {
  return (
    read.status === 'open' &&
    paymentLinkOfSource(read.sourceKey) === undefined &&
    (accountStatementFollows(read, customer) || stockNeeds(read).length > 0)
  );
}

/**
 * The locked snapshot names the same account as the one read: the same shopper (or none), language
 * and source. Its lines, which the stock was taken for, never change once it is made.
 */
function sameAccountInputs(locked: SnapshotRow, read: SnapshotRow): boolean {
  return (
    locked.userId === read.userId && locked.language === read.language && locked.sourceKey === read.sourceKey
  );
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
