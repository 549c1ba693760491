// The built-in sandbox provider (DESIGN §6): a full provider whose intents live in our database, so
// the demo store and every journey test can buy without keys. Cards are judged by
// POST /api/sandbox/payment-intents/{id}/confirm (sandbox.service.ts).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { randomText } from '../../lib/crypto.ts';
import type { PaymentProvider, PaymentState, ProviderPayment } from './payment-provider.types.ts';
import { WebhookRejectedError } from './payments.errors.ts';
import { alreadyRefunded, refundTooLarge, refuseOtherCurrency } from './refund-guards.ts';
import { judgeSavedCard } from './sandbox-cards.ts';
import {
  addSandboxRefund,
  findSandboxIntent,
  insertSandboxIntent,
  type SandboxIntentRow,
  transitionSandboxIntent,
} from './sandbox-intents.queries.ts';
import { findSandboxPaymentMethod, insertSandboxChargeOnce } from './sandbox-payment-methods.queries.ts';

const states: Record<string, PaymentState> = {
  requires_payment_method: 'requires_payment',
  succeeded: 'succeeded',
  partially_refunded: 'succeeded',
  refunded: 'succeeded',
  canceled: 'canceled',
};

export function toProviderPayment(row: SandboxIntentRow): ProviderPayment {
  return {
    id: row.id,
    state: states[row.status] ?? 'failed',
    amountMinor: row.amountMinor,
    currency: row.currency,
    refundedMinor: row.refundedMinor,
    disputed: false,
    failureMessage: row.lastError ?? undefined,
    savedCard: row.metadata.paymentMethodId
      ? { customerId: null, paymentMethodId: row.metadata.paymentMethodId }
      : undefined,
  };
}

export function createSandboxProvider(db: Db, tenantId: number): PaymentProvider {
  const read = async (id: string) => {
    const row = await findSandboxIntent(db, id, tenantId);
    if (!row) throw new Error(`Sandbox payment ${id} does not exist for store ${tenantId}`);
    return row;
  };
  return {
    name: 'sandbox',
    async createIntent(input) {
      const id = `sbpi_${randomText(12, 'hex')}`;
      const clientSecret = `${id}_secret_${randomText(16, 'base64url')}`;
      await insertSandboxIntent(db, {
        id,
        tenantId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        clientSecret,
        metadata: input.saveCard
          ? { reference: input.reference, saveCard: '1' }
          : { reference: input.reference },
      });
      return { id, clientSecret };
    },
    async retrieve(id) {
      return toProviderPayment(await read(id));
    },
    // Sandbox payments are captured when the card is confirmed, like Stripe's automatic capture.
    async capture(id) {
      return toProviderPayment(await read(id));
    },
    async cancel(id) {
      await transitionSandboxIntent(db, id, tenantId, ['requires_payment_method'], { status: 'canceled' });
    },
    async refund(id, { amountMinor, currency, refundedBeforeMinor }) {
      const row = await read(id);
      refuseOtherCurrency(row.currency, currency);
      const left = row.amountMinor - row.refundedMinor;
      if (alreadyRefunded(row.refundedMinor, amountMinor, refundedBeforeMinor)) return toProviderPayment(row);
      if (amountMinor !== undefined && amountMinor > left) throw refundTooLarge(left, row.currency);
      if (left > 0) await addSandboxRefund(db, id, tenantId, Math.min(amountMinor ?? left, left));
      return toProviderPayment(await read(id));
    },
    async verifyWebhook() {
      throw new WebhookRejectedError('The sandbox provider does not take webhooks');
    },
    savesCards: true,
    async chargeSavedCard(input) {
      // The id comes from the idempotency key, so a repeated charge finds the first one.
      const digest = createHash('sha256').update(`${tenantId}:${input.idempotencyKey}`).digest('hex');
      const id = `sbpi_${digest.slice(0, 24)}`;
      const method = await findSandboxPaymentMethod(db, tenantId, input.savedCard.paymentMethodId);
      const outcome = method
        ? judgeSavedCard(method)
        : { ok: false as const, message: 'The saved card no longer exists.' };
      await insertSandboxChargeOnce(db, {
        id,
        tenantId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        clientSecret: `${id}_secret_${randomText(16, 'base64url')}`,
        status: outcome.ok ? 'succeeded' : 'failed',
        lastError: outcome.ok ? null : outcome.message,
        cardLast4: method?.cardLast4 ?? null,
        metadata: { reference: input.idempotencyKey, offSession: '1' },
      });
      return toProviderPayment(await read(id));
    },
  };
}
