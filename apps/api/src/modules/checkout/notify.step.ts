// Step 5, notify: queues the order's e-mails and marks the snapshot 'notified' in one transaction,
// so however many finalizers reach this point, the e-mails go once. A payment already taken in
// full (nothing left to capture) has its e-mails queued by the commit step itself, in the order's
// own transaction (queueOrderNotifications), and never comes here (ADR 0020).
import { formatTaxRate } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import {
  createSetPasswordToken,
  forgotPasswordUrl,
  SET_PASSWORD_TOKEN_TTL_MS,
  setPasswordUrl,
  signInUrl,
} from '../account/account.service.ts';
import { type StoreAddress, storeAddress } from '../domains/store-address.service.ts';
import { type OutgoingEmail, queueEmailsWithNext } from '../email/email.service.ts';
import { type EmailOrder, orderEmails, storeNoticeAddress } from '../email/order-notifications.service.ts';
import { findOrder } from '../orders/order-payment.service.ts';
import {
  paymentLinkOfSource,
  sendPaymentLinkReceipt,
} from '../orders/order-payment-link-payments.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { lockSnapshot, moveSnapshot, type SnapshotRow } from './checkout-snapshots.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type TaxFields = 'taxReason' | 'country' | 'shippingMinor' | 'shippingTaxRateBp' | 'shippingVatRate';

/**
 * The rates charged and a reverse charge, for an order taxed outside the UK (docs/decisions/0101);
 * a UK order's e-mails stay as they were.
 */
function taxNotes(snapshot: Pick<SnapshotRow, 'items' | TaxFields>): {
  rates?: string[];
  reverseCharge?: boolean;
} {
  if (!snapshot.taxReason || (snapshot.taxReason === 'home' && snapshot.country === 'GB')) return {};
  if (snapshot.taxReason === 'reverse-charge') return { reverseCharge: true };
  const rates = snapshot.items.map((line) => line.taxRateBp ?? line.vatRate * 100);
  if (snapshot.shippingMinor > 0) rates.push(snapshot.shippingTaxRateBp ?? snapshot.shippingVatRate * 100);
  return {
    rates: [...new Set(rates.filter((rate) => rate > 0))].sort((a, b) => b - a).map(formatTaxRate),
  };
}

/** What the e-mails need of the order; the commit step has it in hand, notify reads it back. */
export type NotifiedOrder = Omit<EmailOrder, 'orderId' | 'orderNumber' | 'lines' | 'vat'> & {
  id: number;
  /** Null only on a row the numbering trigger never saw; the id stands in then. */
  orderNumber: number | null;
  userId: number | null;
  vatMinor: number;
  pricesIncludeVat: boolean;
  discountCode: string | null;
  discountMinor: number;
};

/**
 * Queues the order's e-mails in the caller's transaction: for an account made by this order its
 * set-password link; for a guest order filed under an account the e-mail already had (the shopper
 * was not signed in), a note that it was added there, since a guest is told to check their e-mail
 * either way (ADR 0048).
 */
export async function queueOrderNotifications(
  ctx: Pick<Ctx, 'config'>,
  tx: Db,
  tenant: TenantRow,
  snapshot: Pick<SnapshotRow, 'items' | 'userId' | 'language' | TaxFields>,
  order: NotifiedOrder,
  newCustomer: boolean,
  address: StoreAddress,
): Promise<void> {
  const write = await prepareOrderNotifications(ctx, tx, tenant, snapshot, order, newCustomer, address);
  await queueEmailsWithNext({ config: ctx.config, db: tx }, await write(order.orderNumber ?? order.id));
}

/**
 * The e-mails' reads and writes that need no order number (the set-password token, the store's
 * notice address), now; the answer writes the e-mails given the number, for the caller to queue
 * (in one statement, the outbox rows with their job). Checkout writes them before its order has a
 * number, with a marker in its place that the order's statement replaces (ADR 0120).
 */
export async function prepareOrderNotifications(
  ctx: Pick<Ctx, 'config'>,
  tx: Db,
  tenant: TenantRow,
  snapshot: Pick<SnapshotRow, 'items' | 'userId' | 'language' | TaxFields>,
  /** Without `id` when the order's statement tags the e-mails with it. */
  order: Omit<NotifiedOrder, 'orderNumber' | 'id'> & { id?: number },
  newCustomer: boolean,
  address: StoreAddress,
  /** The new account's set-password token when its insert stored one (commit's one statement). */
  setPasswordToken?: string,
): Promise<(orderNumber: number | string) => Promise<OutgoingEmail[]>> {
  // The links go to the store's own address (docs/deployment.md, "Store addresses"), read by the
  // caller before its transaction.
  const pages = { ...address, slug: tenant.slug };
  const setPassword =
    newCustomer && order.userId
      ? {
          username: order.customerEmail,
          link: setPasswordUrl(
            pages,
            setPasswordToken ?? (await createSetPasswordToken({ db: tx }, order.userId)),
          ),
          validDays: SET_PASSWORD_TOKEN_TTL_MS / DAY_MS,
        }
      : undefined;
  // The order's sign-in pages in its language where the store offers it (docs/decisions/0095).
  const pageLanguage =
    snapshot.language !== tenant.defaultLanguage && tenant.languages.includes(snapshot.language)
      ? snapshot.language
      : undefined;
  const existingAccount =
    !newCustomer && order.userId && snapshot.userId === null
      ? {
          signIn: signInUrl(pages, pageLanguage),
          forgotPassword: forgotPasswordUrl(pages, pageLanguage),
        }
      : undefined;
  const storeAddress = await storeNoticeAddress({ db: tx }, tenant);
  return (orderNumber) =>
    orderEmails(
      { config: ctx.config, db: tx },
      {
        tenant,
        setPassword,
        existingAccount,
        storeAddress,
        order: {
          orderId: order.id,
          orderNumber,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          shippingAddress: order.shippingAddress,
          shippingMethod: order.shippingMethod,
          subtotalMinor: order.subtotalMinor,
          shippingMinor: order.shippingMinor,
          totalMinor: order.totalMinor,
          currency: order.currency,
          vat: {
            vatMinor: order.vatMinor,
            pricesIncludeVat: order.pricesIncludeVat,
            ...taxNotes(snapshot),
          },
          language: snapshot.language,
          discount: order.discountCode
            ? { code: order.discountCode, amountMinor: order.discountMinor }
            : null,
          lines: snapshot.items.map((line) => ({
            name: line.name,
            variantString: line.variantString,
            ...(line.shown ? { shown: line.shown } : {}),
            quantity: line.quantity,
            unitPriceMinor: line.unitPriceMinor,
          })),
        },
      },
    );
}

export async function notifyOrder(
  ctx: Ctx,
  tenantId: number,
  snapshotId: number,
  tenant?: TenantRow,
): Promise<void> {
  const store = tenant ?? (await getTenant({ ...ctx, tenantId }, tenantId));
  const address = await storeAddress(ctx, store);
  await transactionWithRetry(ctx.db, async (tx) => {
    const snapshot = await lockSnapshot(tx, tenantId, snapshotId);
    if (snapshot?.status !== 'ordered' || !snapshot.orderId) return;
    const txCtx = { ...ctx, db: tx, tenantId };
    // A payment link's payment (ADR 0077): the receipt, not an order's confirmation.
    const linkId = paymentLinkOfSource(snapshot.sourceKey);
    if (linkId !== undefined) {
      await sendPaymentLinkReceipt(txCtx, { tenant: tenant ?? (await getTenant(txCtx, tenantId)), linkId });
      await moveSnapshot(tx, tenantId, snapshotId, ['ordered'], { status: 'notified' });
      return;
    }
    const order = await findOrder(txCtx, snapshot.orderId);
    if (!order) return;
    await queueOrderNotifications(ctx, tx, store, snapshot, order, snapshot.newCustomer, address);
    await moveSnapshot(tx, tenantId, snapshotId, ['ordered'], { status: 'notified' });
  });
}
