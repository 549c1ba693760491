// The shopper's own calls on a checkout after the intent exists: the form (details) and the confirm.
// Each acts for the store that owns the intent and is accepted only from the browser that created
// it, by its checkout cookie (shopper-proof.ts); a stranger who knows the intent id, even with its
// client secret, gets 403 and changes nothing.
import {
  type CheckoutOrderData,
  type ConfirmPaymentResponse,
  countryName,
  DEFAULT_COUNTRY,
  ID_MAX,
} from '@storefleet/contracts';
import { actAsTenant, actingTenant, type Ctx, platformDb } from '../../context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { assertCustomerMayUse } from '../discounts/discount-checkout.service.ts';
import {
  findSnapshotByIntent,
  findSnapshotStore,
  findSnapshotWithStoreByIntent,
  type SnapshotRow,
  saveOwnOpenSnapshotOrderData,
  saveSnapshotOrderData,
} from './checkout-snapshots.queries.ts';
import { finalizeCheckout } from './finalize-checkout.service.ts';
import { orderConfirmationToken } from './order-confirmation.service.ts';
import { assertShoppersCheckout, proofHash, type ShopperProof } from './shopper-proof.ts';

/**
 * Acts for the store the request names (the store front sends it with confirm-payment), else for
 * the one that owns the intent, found by a narrow lookup. A store that does not own the intent
 * simply has no such checkout: 404.
 */
async function actForCheckout(ctx: Ctx, paymentIntentId: string, namedTenantId?: number): Promise<void> {
  const named =
    namedTenantId !== undefined &&
    Number.isInteger(namedTenantId) &&
    namedTenantId > 0 &&
    namedTenantId <= ID_MAX
      ? namedTenantId
      : undefined;
  const tenantId = named ?? (await findSnapshotStore(platformDb(ctx), paymentIntentId));
  if (tenantId === undefined) throw new NotFoundError('Checkout not found');
  actAsTenant(ctx, tenantId);
}

/** The acting store's checkout of `paymentIntentId` if the caller is the shopper who started it: else 404 or 403. */
async function getShoppersCheckout(
  ctx: Ctx,
  paymentIntentId: string,
  proof: ShopperProof,
): Promise<SnapshotRow> {
  const snapshot = await findSnapshotByIntent(ctx.db, paymentIntentId);
  if (!snapshot) throw new NotFoundError('Checkout not found');
  assertShoppersCheckout(snapshot, proof);
  return snapshot;
}

/** POST /api/checkout/{id}/details: the form, kept so a webhook-made order has the shopper's details. */
export async function saveCheckoutDetails(
  ctx: Ctx,
  {
    paymentIntentId,
    orderData,
    proof,
    tenantId,
  }: { paymentIntentId: string; orderData: CheckoutOrderData; proof: ShopperProof; tenantId?: number },
): Promise<void> {
  await actForCheckout(ctx, paymentIntentId, tenantId);
  // The usual post (the shopper's own open checkout, the priced country, no discount) is one write;
  // anything else reads the row and answers as below.
  if (
    proof.shopperToken &&
    (await saveOwnOpenSnapshotOrderData(
      ctx.db,
      actingTenant(ctx),
      {
        paymentIntentId,
        shopperTokenHash: proofHash(proof.shopperToken),
        country: orderData.country ?? DEFAULT_COUNTRY,
      },
      orderData,
    ))
  )
    return;
  const snapshot = await getShoppersCheckout(ctx, paymentIntentId, proof);
  assertSameDestination(snapshot, orderData);
  // A code limited per customer: said now, before the card is charged (ADR 0032).
  if (snapshot.discountId !== null && snapshot.status === 'open') {
    await assertCustomerMayUse(ctx, { discountId: snapshot.discountId, email: orderData.customerEmail });
  }
  // Once the order exists its details are settled; a late form post changes nothing.
  await saveSnapshotOrderData(ctx.db, snapshot.tenantId, snapshot.id, orderData);
}

/**
 * The shipping was priced for the country create-payment-intent named (docs/decisions/0100): an
 * address in another country is refused before the card is charged, so an option is never used
 * where it is not offered. Read from the snapshot already in hand: no statement more.
 */
function assertSameDestination(snapshot: SnapshotRow, orderData: CheckoutOrderData): void {
  const country = orderData.country ?? DEFAULT_COUNTRY;
  if (snapshot.status !== 'open' || snapshot.country === country) return;
  throw new BadRequestError(
    `Shipping was priced for ${countryName(snapshot.country)}, not ${countryName(country)}: choose shipping for your address again`,
  );
}

/**
 * `newCustomer` as the buyer's browser is told it (ADR 0048). Anyone may type any e-mail into a
 * guest checkout, so a guest is told the same whether the account is new or already existed: true,
 * and the store front says to check the e-mail. A buyer signed in when the checkout started
 * (the order goes to their own account, nothing to reveal) is told false. The snapshot keeps the real answer, which
 * decides whether a set-password e-mail goes out.
 */
function answeredNewCustomer(snapshot: SnapshotRow): boolean {
  return snapshot.userId === null;
}

/** POST /api/confirm-payment: the shopper's own confirm; finalize does the rest. */
export async function confirmShoppersPayment(
  ctx: Ctx,
  input: { paymentIntentId: string; orderData: CheckoutOrderData; tenantId?: number; proof: ShopperProof },
): Promise<ConfirmPaymentResponse> {
  // The snapshot with its store's row, which finalize needs too: one statement for both.
  await actForCheckout(ctx, input.paymentIntentId, input.tenantId);
  const found = await findSnapshotWithStoreByIntent(ctx.db, input.paymentIntentId);
  if (!found) throw new NotFoundError('Checkout not found');
  const { snapshot, store } = found;
  assertShoppersCheckout(snapshot, input.proof);
  assertSameDestination(snapshot, input.orderData);
  const result = await finalizeCheckout(ctx, {
    paymentIntentId: snapshot.paymentIntentId,
    tenantId: snapshot.tenantId,
    provider: snapshot.provider,
    orderData: input.orderData,
    snapshot,
    store,
  });
  // The buyer's browser may read its order on /order-confirmation (ADR 0039).
  return {
    ...result,
    newCustomer: answeredNewCustomer(snapshot),
    confirmationToken: orderConfirmationToken(ctx.config, snapshot.tenantId, result.orderId),
  };
}
