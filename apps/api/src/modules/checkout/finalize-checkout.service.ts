// finalizeCheckout (DESIGN §6): the one path from a paid intent to an order, used by
// POST /api/confirm-payment, both webhooks and the checkout.finalize job. Steps: authorise →
// commit stock and order → capture → notify; each safe to repeat, so a replay answers the same
// order and creates nothing.
import {
  type CheckoutOrderData,
  type ConfirmPaymentResponse,
  checkoutOrderDataFieldsSchema,
} from '@storefleet/contracts';
import { actAsTenant, type Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ProviderPayment } from '../payments/payment-provider.types.ts';
import { providerNamed } from '../payments/provider-registry.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { authorisePayment } from './authorise.step.ts';
import { capturePayment } from './capture.step.ts';
import { OutOfStockError } from './checkout-errors.ts';
import {
  findSnapshotByIntent,
  type SnapshotRow,
  saveSnapshotOrderData,
} from './checkout-snapshots.queries.ts';
import { commitOrder } from './commit-order.step.ts';
import { notifyOrder } from './notify.step.ts';
import { closeCheckoutForRefund, refundClosedCheckout } from './refund.step.ts';
import type { CustomerDetails } from './write-order.step.ts';

export type FinalizeInput = {
  paymentIntentId: string;
  /** The store that owns the intent: from the webhook's path, the job's payload or the shopper's checkout. */
  tenantId: number;
  provider?: string;
  orderData?: CheckoutOrderData;
  /** The snapshot as the caller just read it (the shopper's confirm): not read a second time. */
  snapshot?: SnapshotRow;
  /** The store's row as the caller read it with the snapshot: not read again. */
  store?: TenantRow;
};

/**
 * The form as a snapshot keeps it: read with the postcode as it was accepted then, so a checkout
 * saved before the UK postcode check (ADR 0039) still finishes with its customer's details.
 */
const storedOrderDataSchema = checkoutOrderDataFieldsSchema;

/** The form as the snapshot keeps it already (the details call sent the same): no write needed. */
function sameOrderData(stored: unknown, given: CheckoutOrderData): boolean {
  const kept = storedOrderDataSchema.safeParse(stored ?? undefined);
  if (!kept.success) return false;
  const a = kept.data as Record<string, unknown>;
  const b = given as Record<string, unknown>;
  const keys = new Set(
    [...Object.keys(a), ...Object.keys(b)].filter((k) => a[k] !== undefined || b[k] !== undefined),
  );
  return [...keys].every((k) => a[k] === b[k]);
}

function customerDetails(
  snapshot: SnapshotRow,
  payment: ProviderPayment,
  given?: CheckoutOrderData,
): CustomerDetails {
  const stored = storedOrderDataSchema.safeParse(snapshot.orderData ?? undefined);
  const data = given ?? (stored.success ? stored.data : undefined);
  return {
    customerEmail: data?.customerEmail ?? payment.customerEmail?.toLowerCase() ?? '',
    customerName: data?.customerName ?? 'Customer',
    shippingAddress: data?.shippingAddress ?? null,
  };
}

const closedError = (snapshot: SnapshotRow) =>
  new ConflictError(snapshot.failureMessage ?? 'This checkout has already been closed.');

/** Gives the money back and tells the shopper why; the job finishes the refund if this call cannot. */
async function refundAndRefuse(
  ctx: Ctx,
  snapshot: SnapshotRow,
  message: string,
  productId?: number,
): Promise<never> {
  await refundClosedCheckout(ctx, snapshot.tenantId, snapshot.provider, snapshot.paymentIntentId).catch(
    (error) =>
      ctx.log.error(
        { err: error, paymentIntentId: snapshot.paymentIntentId },
        'refund failed; the job will retry',
      ),
  );
  throw productId === undefined ? new ConflictError(message) : new OutOfStockError(message, productId);
}

export async function finalizeCheckout(ctx: Ctx, input: FinalizeInput): Promise<ConfirmPaymentResponse> {
  const { paymentIntentId, tenantId, provider: providerName } = input;
  actAsTenant(ctx, tenantId);
  const given = input.snapshot;
  const snapshot =
    given && given.paymentIntentId === paymentIntentId && given.tenantId === tenantId
      ? given
      : await findSnapshotByIntent(ctx.db, paymentIntentId, { tenantId, provider: providerName });
  if (!snapshot) throw new NotFoundError('Checkout not found');
  if (snapshot.status === 'notified' && snapshot.orderId) {
    return { success: true, orderId: snapshot.orderId, newCustomer: snapshot.newCustomer };
  }
  if (snapshot.status !== 'open' && snapshot.status !== 'ordered') throw closedError(snapshot);
  if (input.orderData && snapshot.status === 'open' && !sameOrderData(snapshot.orderData, input.orderData)) {
    await saveSnapshotOrderData(ctx.db, snapshot.tenantId, snapshot.id, input.orderData);
  }

  const tenant =
    input.store && input.store.id === snapshot.tenantId
      ? input.store
      : await getTenant(ctx, snapshot.tenantId);
  const provider = providerNamed(ctx, { tenant, name: snapshot.provider });
  const authorisation = await authorisePayment(provider, snapshot);
  if (!authorisation.ok) {
    if (await closeCheckoutForRefund(ctx, snapshot, authorisation.message)) {
      return refundAndRefuse(ctx, snapshot, authorisation.message);
    }
    return finalizeCheckout(ctx, { ...input, orderData: undefined, snapshot: undefined });
  }
  const { payment } = authorisation;

  const outcome = await commitOrder(
    ctx,
    snapshot,
    customerDetails(snapshot, payment, input.orderData),
    payment.state,
    payment.savedCard,
    tenant,
  );
  if (outcome.kind === 'closed') {
    if (outcome.closedNow) return refundAndRefuse(ctx, snapshot, outcome.message, outcome.productId);
    throw new ConflictError(outcome.message);
  }
  await capturePayment(ctx, provider, snapshot, outcome.orderId, payment);
  if (!outcome.notified) await notifyOrder(ctx, snapshot.tenantId, snapshot.id, tenant);
  return {
    success: true,
    orderId: outcome.orderId,
    ...(outcome.orderNumber === undefined ? {} : { orderNumber: outcome.orderNumber }),
    newCustomer: outcome.newCustomer,
  };
}
