// Confirming a sandbox payment with a test card. Like a real provider, confirming only moves the
// payment; the order is made by finalize (confirm-payment, or the delayed "webhook" job queued here).
import { timingSafeEqual } from 'node:crypto';
import type { SandboxConfirmInput } from '@storefleet/contracts';
import { sql } from 'drizzle-orm';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { queuedJobStatement } from '../jobs/jobs.service.ts';
import { PaymentFailedError } from './payments.errors.ts';
import { judgeCard, savedCardBehaviour } from './sandbox-cards.ts';
import {
  findSandboxIntent,
  findSandboxIntentAnyStore,
  succeedSandboxIntentWithWebhook,
  transitionSandboxIntent,
} from './sandbox-intents.queries.ts';
import { insertSandboxPaymentMethod, linkIntentPaymentMethod } from './sandbox-payment-methods.queries.ts';

/** How long after a successful confirm the sandbox "delivers its webhook" (checkout.finalize job). */
export const SANDBOX_WEBHOOK_DELAY_MS = 30_000;

/** The card's success and its "webhook" (the checkout.finalize job of the intent) in one statement. */
const succeedWithWebhook = succeedSandboxIntentWithWebhook((moved) =>
  queuedJobStatement(
    {
      name: 'checkout.finalize',
      payload: sql`jsonb_build_object('provider', 'sandbox', 'paymentId', ${sql.placeholder('id')}::text, 'tenantId', ${sql.placeholder('tenantId')}::int)`,
      key: sql`'checkout.finalize:sandbox:' || ${sql.placeholder('id')}::text`,
      delayMs: SANDBOX_WEBHOOK_DELAY_MS,
    },
    moved,
  ),
);

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `card`: the test card and the intent's client secret, as the card form sends them. */
export async function confirmSandboxIntent(
  ctx: Ctx,
  { intentId: id, card: input }: { intentId: string; card: SandboxConfirmInput },
): Promise<{ status: 'succeeded' }> {
  // The card form names only the intent: found by its id, its secret checked, then act for its store.
  const intent = await findSandboxIntentAnyStore(platformDb(ctx), id);
  if (!intent || !sameSecret(intent.clientSecret, input.clientSecret)) {
    throw new NotFoundError('Payment not found');
  }
  actAsTenant(ctx, intent.tenantId);
  if (intent.status === 'succeeded') return { status: 'succeeded' };
  if (intent.status === 'canceled') throw new PaymentFailedError('This payment was cancelled.');
  if (intent.status !== 'requires_payment_method') {
    throw new PaymentFailedError('This payment has been refunded.');
  }

  const outcome = judgeCard(input);
  const { tenantId } = intent;
  if (!outcome.ok) {
    await transitionSandboxIntent(ctx.db, id, tenantId, ['requires_payment_method'], {
      lastError: outcome.message,
    });
    throw new PaymentFailedError(outcome.message);
  }
  if (intent.metadata.saveCard === '1') {
    // Saved for subscription renewals, like a Stripe PaymentMethod on a Customer (ADR 0008); saved
    // before the intent succeeds, so a succeeded intent always has its card (a repeat saves nothing).
    const methodId = `sbpm_${id.slice(5)}`;
    await insertSandboxPaymentMethod(ctx.db, {
      id: methodId,
      tenantId,
      cardLast4: outcome.last4,
      expMonth: input.expMonth,
      expYear: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
      behaviour: savedCardBehaviour(input.cardNumber),
    });
    await linkIntentPaymentMethod(ctx.db, tenantId, id, methodId);
  }
  // The payment's success and its "webhook" commit together, in one statement.
  const moved = await succeedWithWebhook(ctx.db, id, tenantId, outcome.last4);
  if (!moved) {
    // Another confirm got there first (and queued the job); answer with where it left the payment.
    const now = await findSandboxIntent(ctx.db, id, tenantId);
    if (now?.status !== 'succeeded') throw new PaymentFailedError('This payment can no longer be confirmed.');
  }
  return { status: 'succeeded' };
}
