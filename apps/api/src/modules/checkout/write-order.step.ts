// Writing the order inside commit's transaction (commit-order.step.ts): the customer's account
// (never a staff one), the safety net's job or the discount's use, then the stock rows, then the
// order with its lines, the snapshot's move and the store's order and invoice numbers in one
// statement (ADR 0020, ADR 0025, ADR 0112). When nothing after that statement needs the order's id
// or number, the e-mails are written first with a marker for the number and go in the statement,
// the stock rows are read before it is sent, and it goes with the COMMIT: the store's counter rows
// stay locked for that round trip only (ADR 0120). Otherwise (a subscription line, or webhooks the
// store wants) the stock rows go ahead of the order's statement in its round trip (ADR 0114), and
// after it come what needs its answer: the e-mails and webhooks, which on PostgreSQL go in the
// COMMIT's round trip (ADR 0113), and the subscriptions.
// A stock row that cannot give the quantity throws StockRanOut (take-stock.step.ts), and commit
// rolls the whole transaction back (ADR 0109).
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { newSetPasswordToken } from '../account/account.service.ts';
import { ensureCustomerAccount } from '../auth/users.service.ts';
import { redeemDiscount } from '../discounts/discount-checkout.service.ts';
import type { StoreAddress } from '../domains/store-address.service.ts';
import { orderEmailsPart, queueEmailsWithNext } from '../email/email.service.ts';
import { orderNumberMarker } from '../email/order-notifications.service.ts';
import { nextInvoiceNumber } from '../invoices/invoice-numbers.service.ts';
import { enqueueJob, queuedJobDonePart } from '../jobs/jobs.service.ts';
import { createOrder, type OrderStatementPart, placeOrderAhead } from '../orders/place-order.service.ts';
import type { SavedCard } from '../payments/payment-provider.types.ts';
import { startSubscriptions } from '../product-subscriptions/subscription-checkout.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import { type SnapshotRow, snapshotOrderedPart } from './checkout-snapshots.queries.ts';
import { prepareOrderNotifications } from './notify.step.ts';
import { orderLines, orderRow } from './order-from-snapshot.ts';
import { orderWebhookEvents, wantsOrderWebhookEvents } from './order-webhook-events.ts';
import { readTakenStock, type StockSent, sendStockAhead, takeStockNow } from './take-stock.step.ts';

export type CustomerDetails = { customerEmail: string; customerName: string; shippingAddress: string | null };

export const FINALIZE_JOB = 'checkout.finalize';
/** The safety net re-runs finalize after this, in case this process stops between steps. */
export const FINALIZE_RECOVERY_DELAY_MS = 60_000;

/**
 * The one active finalize job of a payment: the sandbox's "webhook" (payments/sandbox.service.ts,
 * queued with the card under the same key) or this step's safety net, whichever came first.
 */
export const finalizeJobKey = (payment: { provider: string; paymentIntentId: string }) =>
  `${FINALIZE_JOB}:${payment.provider}:${payment.paymentIntentId}`;

/**
 * The account an order is filed under: the signed-in shopper's; else the customer account of the
 * e-mail, made when new. An e-mail of staff or a super admin gives a guest order: an anonymous
 * purchase never lands in an account that administers something (ADR 0004). Whether it is staff
 * comes with the account, in the same statement (account_is_staff reads every store's memberships).
 */
export type CustomerAccount = { userId: number; created: boolean; setPasswordToken?: string } | null;

export async function customerAccount(
  txCtx: { db: Db },
  snapshot: SnapshotRow,
  customer: CustomerDetails,
  /** The e-mails go in this transaction: a new account's set-password token is stored with it. */
  withToken: boolean,
): Promise<CustomerAccount> {
  if (snapshot.userId) return { userId: snapshot.userId, created: false };
  if (!customer.customerEmail) return null;
  const token = withToken ? newSetPasswordToken() : undefined;
  const account = await ensureCustomerAccount(txCtx, {
    email: customer.customerEmail,
    language: snapshot.language,
    token: token?.row,
  });
  if (account.staff) return null;
  const filed = { userId: account.userId, created: account.created };
  return account.created && token ? { ...filed, setPasswordToken: token.token } : filed;
}

/** What writeOrder wrote: the order, its number, whether it made the account, whether its e-mails are queued. */
export type WrittenOrder = { orderId: number; orderNumber: number; newCustomer: boolean; notified: boolean };

/** Set when this commit also does notify's work: a payment with nothing left to capture. */
export type NotifyNow = { ctx: Pick<Ctx, 'config'>; tenant: TenantRow; address: StoreAddress };

export async function writeOrder(
  tx: Db,
  snapshot: SnapshotRow,
  customer: CustomerDetails,
  savedCard: SavedCard | undefined,
  notifyNow: NotifyNow | undefined,
  lowStock: { ctx: Ctx; tenant: TenantRow | undefined },
  /** The account, when the caller found or made it already (customerAccount, in this transaction). */
  found?: CustomerAccount,
  /** The stock rows, when the caller sent them already (with the snapshot's lock, ADR 0128). */
  stockSent?: StockSent,
): Promise<{ written: Promise<WrittenOrder> }> {
  const txCtx = { db: tx, tenantId: snapshot.tenantId };
  const account =
    found === undefined ? await customerAccount(txCtx, snapshot, customer, notifyNow !== undefined) : found;
  const newCustomer = account?.created ?? false;
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
  // A discount code's use, counted late: its row stays locked from here to COMMIT (ADR 0032); the
  // use is recorded by the order's statement.
  const discountUse =
    snapshot.discountId === null
      ? undefined
      : await redeemDiscount(
          { db: tx, tenantId: snapshot.tenantId },
          {
            discountId: snapshot.discountId,
            email: customer.customerEmail,
            amountMinor: snapshot.discountMinor,
            subtotalMinor: snapshot.subtotalMinor,
          },
        );
  const writing: Writing = {
    tx,
    txCtx,
    snapshot,
    customer,
    account,
    newCustomer,
    notifyNow,
    lowStock: { ctx: lowStock.ctx, tenant: notifyNow?.tenant ?? lowStock.tenant },
    order: orderRow(snapshot, customer, account),
    stockSent,
    withOrder: [
      // The snapshot moves on with the order, in its statement. With the e-mails queued in this
      // transaction the order is finished here: 'notified', and the payment's queued finalize job
      // (the sandbox's "webhook", queued with the card) would only find it done, so it is marked
      // done in the same statement and commits with the order or not at all. A job already running
      // finds the snapshot 'notified' and stops (docs/performance.md).
      snapshotOrderedPart(
        snapshot,
        { status: notifyNow ? 'notified' : 'ordered', newCustomer },
        notifyNow ? queuedJobDonePart(finalizeJobKey(snapshot)) : undefined,
      ),
      ...(discountUse ? [discountUse] : []),
    ],
  };
  const subscriptionLines = snapshot.items.flatMap((line) =>
    line.subscription ? [{ ...line, subscription: line.subscription }] : [],
  );
  if (subscriptionLines.length || wantsOrderWebhookEvents(writing.lowStock.tenant?.webhookEvents)) {
    return { written: Promise.resolve(await placeThenWhatNeedsIt(writing, subscriptionLines, savedCard)) };
  }
  return placeWithTheCommit(writing);
}

/** What both ways of writing the order share, found before either. */
type Writing = {
  tx: Db;
  txCtx: { db: Db; tenantId: number };
  snapshot: SnapshotRow;
  customer: CustomerDetails;
  account: CustomerAccount;
  newCustomer: boolean;
  notifyNow: NotifyNow | undefined;
  /** The store's row here is the one read with the snapshot, when the caller has it. */
  lowStock: { ctx: Ctx; tenant: TenantRow | undefined };
  order: ReturnType<typeof orderRow>;
  /** The stock rows the caller sent already, if it did; else they are sent here. */
  stockSent: StockSent | undefined;
  /** The parts of the order's statement: the snapshot's move, the discount's use. */
  withOrder: OrderStatementPart[];
};

/**
 * The store's next order and invoice numbers are taken by the order's statement (ADR 0112): the
 * store's two counter rows, which every checkout of the store needs, stay locked from there to
 * COMMIT only; a rollback (a refused subscription, a retry) gives both numbers back, so they have
 * no gaps (ADR 0025).
 */
const numbered = { invoiceNumber: nextInvoiceNumber };

/**
 * Nothing after the order's statement needs its id or number (ADR 0120): the e-mails are written
 * first with a marker for the number, the stock rows taken in a round trip of their own and read,
 * and the order's statement, with the e-mails as its parts, goes with the COMMIT. The counter rows
 * are then locked for that round trip's execution and the commit, not across a turn of this
 * process's event loop.
 */
async function placeWithTheCommit(w: Writing): Promise<{ written: Promise<WrittenOrder> }> {
  const { notifyNow } = w;
  const marker = orderNumberMarker();
  const emailsPart = notifyNow
    ? orderEmailsPart(notifyNow.ctx, {
        emails: await (await prepareEmails(w, notifyNow))(marker),
        marker,
      })
    : undefined;
  const stock = w.stockSent ?? (await takeStockNow(w.txCtx, w.snapshot));
  await readTakenStock(w.tx, stock, w.lowStock);
  const { placed } = await placeOrderAhead(w.txCtx, {
    numbers: numbered,
    order: w.order,
    items: orderLines(w.snapshot),
    withOrder: emailsPart ? [...w.withOrder, emailsPart] : w.withOrder,
  });
  const written = placed.then(({ id, orderNumber }) => ({
    orderId: id,
    orderNumber,
    newCustomer: w.newCustomer,
    notified: notifyNow !== undefined,
  }));
  // Its error is the COMMIT's too, which the caller meets; nothing reads this one then.
  written.catch(() => {});
  return { written };
}

/**
 * A subscription line or webhooks the store wants need the order's id and number: the stock rows go
 * ahead of the order's statement in its round trip (ADR 0114), and what needs its answer follows
 * it (the e-mails and webhooks on PostgreSQL in the COMMIT's round trip, ADR 0113).
 */
async function placeThenWhatNeedsIt(
  w: Writing,
  subscriptionLines: (SnapshotRow['items'][number] & {
    subscription: NonNullable<SnapshotRow['items'][number]['subscription']>;
  })[],
  savedCard: SavedCard | undefined,
): Promise<WrittenOrder> {
  const { snapshot, customer, account, notifyNow } = w;
  const stock = w.stockSent ?? (await sendStockAhead(w.txCtx, snapshot));
  const placed = await createOrder(w.txCtx, {
    numbers: numbered,
    order: w.order,
    items: orderLines(snapshot),
    withOrder: w.withOrder,
  });
  const orderId = placed.id;
  const { orderNumber } = placed;
  // What the stock rows took: a row short of its quantity throws StockRanOut (and the transaction,
  // the order with it, rolls back); rows made low are told to the store in one statement.
  const low = await readTakenStock(w.tx, stock, w.lowStock);
  if (subscriptionLines.length) {
    await startSubscriptions(w.txCtx, {
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
  if (notifyNow) {
    const emails = await prepareEmails(w, notifyNow, orderId);
    await queueEmailsWithNext({ config: notifyNow.ctx.config, db: w.tx }, await emails(orderNumber));
  }
  // The store's webhooks (ADR 0075), in this transaction: a store none of whose endpoints wants
  // these events (its row, read before, says so) sends no statement at all.
  const events = orderWebhookEvents({
    snapshot,
    customer,
    orderId,
    orderNumber,
    newCustomerId: w.newCustomer && account ? account.userId : undefined,
    low,
  });
  await queueWebhookEvents(w.txCtx, { events, wanted: w.lowStock.tenant?.webhookEvents });
  return { orderId, orderNumber, newCustomer: w.newCustomer, notified: notifyNow !== undefined };
}

/** The order's e-mails, given its number (and its id, unless the order's statement writes it). */
function prepareEmails(w: Writing, notifyNow: NotifyNow, orderId?: number) {
  return prepareOrderNotifications(
    notifyNow.ctx,
    w.tx,
    notifyNow.tenant,
    w.snapshot,
    { ...w.order, ...(orderId === undefined ? {} : { id: orderId }) },
    w.newCustomer,
    notifyNow.address,
    w.account?.setPasswordToken,
  );
}
