// The card a store keeps on file with the platform (ADR 0084): GET, PUT and DELETE
// /api/billing/payment-method for the store's owner (the `settings` permission). Saving a card
// retries the store's unpaid bills at once. Allowed while the store is read-only for an unpaid bill:
// updating the card is how the owner pays it.
import type { BillingAccount, CardSetup, saveCardInputSchema } from '@storefleet/contracts';
import { formatMinor } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { saveSandboxCard } from '../payments/platform-account.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { recordBillingStep } from './billing.timeline.ts';
import {
  type CardOnFileRow,
  deleteCardOnFile,
  findCardOnFile,
  listBillingEvents,
  upsertCardOnFile,
} from './card-on-file.queries.ts';
import {
  createStripeCardSetup,
  detachStripeCard,
  platformProviderName,
  readStripeCardSetup,
  stripeCardDetails,
} from './platform-account.ts';
import { retryOpenBills } from './platform-charges.charge.ts';
import { listChargeableBills } from './platform-charges.queries.ts';
import { orderLimitReached } from './usage-limits.service.ts';

const NO_ACCOUNT = 'The platform cannot keep cards yet: its payment account is not set up.';

/** The sandbox's test cards by their first digit, as a card network would name them. */
function sandboxBrand(cardNumber: string): string {
  const first = cardNumber.replace(/\D/g, '')[0];
  if (first === '4') return 'visa';
  if (first === '5' || first === '2') return 'mastercard';
  if (first === '3') return 'amex';
  return 'card';
}

const brandName = (brand: string) =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' })[brand] ?? brand;

export async function getBillingAccount(ctx: Ctx, requestedTenantId?: number): Promise<BillingAccount> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const [tenant, card, open, events, orderLimit] = await Promise.all([
    getTenant(ctx, tenantId),
    findCardOnFile(ctx.db, tenantId),
    listChargeableBills(ctx.db, tenantId),
    listBillingEvents(ctx.db, tenantId),
    orderLimitReached(ctx),
  ]);
  const owed = open.filter((b) => b.status !== 'paid');
  const pastDue = owed.filter((b) => b.status === 'past_due');
  const firstPastDue = pastDue
    .map((b) => b.pastDueAt)
    .filter((d): d is Date => d !== null)
    .sort()[0];
  const nextCharges = owed
    .map((b) => b.nextChargeAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const provider = platformProviderName(ctx.config);
  return {
    provider,
    publishableKey: provider === 'stripe' ? (ctx.config.PLATFORM_STRIPE_PUBLISHABLE_KEY ?? null) : null,
    card: card && card.provider === provider ? cardView(card) : null,
    paysByTransfer: tenant.paysByTransfer,
    amountDue: formatMinor(owed.reduce((sum, b) => sum + b.amountMinor, 0)),
    currency: 'GBP',
    nextChargeAt: nextCharges[0]?.toISOString() ?? null,
    pastDue: pastDue.length
      ? {
          amount: formatMinor(pastDue.reduce((sum, b) => sum + b.amountMinor, 0)),
          currency: 'GBP',
          since: (firstPastDue ?? new Date()).toISOString(),
          nextRetryAt: nextCharges[0]?.toISOString() ?? null,
          lastError: pastDue.find((b) => b.lastChargeError)?.lastChargeError ?? null,
        }
      : null,
    orderLimit,
    timeline: events.map((e) => ({
      kind: e.kind,
      message: e.message,
      amount: e.amountMinor === null ? null : formatMinor(e.amountMinor),
      currency: e.currency,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

function cardView(card: CardOnFileRow) {
  return {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    updatedAt: card.updatedAt.toISOString(),
  };
}

/** POST /api/billing/payment-method/setup: a SetupIntent for Stripe Elements (Stripe only). */
export async function createCardSetup(ctx: Ctx, requestedTenantId?: number): Promise<CardSetup> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const provider = platformProviderName(ctx.config);
  if (!provider) throw new ConflictError(NO_ACCOUNT);
  if (provider !== 'stripe') {
    throw new ConflictError(
      'The platform takes test cards: send the card to PUT /api/billing/payment-method',
    );
  }
  const existing = await findCardOnFile(ctx.db, tenantId);
  return createStripeCardSetup(ctx.config, {
    tenantId,
    customerId: existing?.provider === 'stripe' ? existing.customerId : null,
  });
}

export async function saveCard(
  ctx: Ctx,
  input: z.output<typeof saveCardInputSchema> & { tenantId?: number; now?: Date },
): Promise<BillingAccount> {
  const now = input.now ?? new Date();
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: input.tenantId });
  const provider = platformProviderName(ctx.config);
  if (!provider) throw new ConflictError(NO_ACCOUNT);
  const previous = await findCardOnFile(ctx.db, tenantId);
  let saved: Omit<CardOnFileRow, 'id' | 'createdAt' | 'updatedAt' | 'tenantId'>;
  if (provider === 'stripe') {
    if (!input.setupIntentId) throw new BadRequestError('The card setup id is missing');
    const setup = await readStripeCardSetup(ctx.config, { tenantId, setupIntentId: input.setupIntentId });
    if (!setup) throw new BadRequestError('This card has not been confirmed. Please enter it again.');
    const details = await stripeCardDetails(ctx.config, setup.paymentMethodId);
    saved = { provider, customerId: setup.customerId, paymentMethodId: setup.paymentMethodId, ...details };
  } else {
    const { cardNumber, expMonth, expYear, cvc } = input;
    if (!cardNumber) throw new BadRequestError('Card number is required');
    if (expMonth === undefined || expYear === undefined) throw new BadRequestError('Expiry date is required');
    if (!cvc) throw new BadRequestError('CVC is required');
    const card = await saveSandboxCard(ctx, { cardNumber, expMonth, expYear, cvc });
    saved = {
      provider,
      customerId: null,
      paymentMethodId: card.paymentMethodId,
      brand: sandboxBrand(cardNumber),
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }
  const row = await upsertCardOnFile(ctx.db, { tenantId, ...saved });
  if (previous?.provider === 'stripe' && previous.paymentMethodId !== row.paymentMethodId) {
    await detachStripeCard(ctx.config, previous.paymentMethodId);
  }
  await recordBillingStep(ctx, {
    tenantId,
    kind: previous ? 'card_replaced' : 'card_saved',
    message: `${brandName(row.brand)} card ending ${row.last4} (expires ${String(row.expMonth).padStart(2, '0')}/${row.expYear}) saved for bills.`,
    now,
    audit: false,
  });
  // A new card pays what is past due at once (dunning's immediate retry).
  await retryOpenBills(ctx, now);
  return getBillingAccount(ctx, tenantId);
}

export async function removeCard(
  ctx: Ctx,
  { tenantId: requestedTenantId, now = new Date() }: { tenantId?: number; now?: Date } = {},
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const removed = await deleteCardOnFile(ctx.db, tenantId);
  if (!removed) throw new NotFoundError('There is no card on file');
  if (removed.provider === 'stripe') await detachStripeCard(ctx.config, removed.paymentMethodId);
  await recordBillingStep(ctx, {
    tenantId,
    kind: 'card_removed',
    message: `${brandName(removed.brand)} card ending ${removed.last4} removed: bills are sent by e-mail until a card is added.`,
    now,
    audit: false,
  });
}
