// The platform's Stripe webhook (ADR 0084): verified with the platform's webhook secret (never a
// store's), then the payment is read back from Stripe and, when it paid a bill, the bill is settled.
import { actAsTenant, type Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import type { WebhookDelivery } from '../payments/payment-provider.types.ts';
import { WebhookRejectedError } from '../payments/payments.errors.ts';
import { platformStripeProvider } from '../payments/platform-account.service.ts';
import { stripeBillPayment } from './platform-account.ts';
import { settleBill } from './platform-charges.settle.ts';

export async function handlePlatformWebhook(
  ctx: Ctx,
  { delivery, now = new Date() }: { delivery: WebhookDelivery; now?: Date },
): Promise<{ received: true }> {
  if (!ctx.config.PLATFORM_STRIPE_SECRET_KEY || !ctx.config.PLATFORM_STRIPE_WEBHOOK_SECRET) {
    throw new BadRequestError('Stripe webhooks are not set up for the platform');
  }
  const provider = platformStripeProvider(ctx.config);
  let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
  try {
    event = await provider.verifyWebhook(delivery);
  } catch (error) {
    if (error instanceof WebhookRejectedError) throw new BadRequestError(error.message);
    throw error;
  }
  if (event.kind !== 'payment') return { received: true };
  const payment = await stripeBillPayment(ctx.config, event.paymentId);
  if (!payment?.succeeded) return { received: true };
  actAsTenant(ctx, payment.tenantId);
  await settleBill(ctx, {
    billId: payment.billId,
    paymentId: event.paymentId,
    method: 'stripe',
    notes: 'Charged to the card on file',
    now,
  });
  return { received: true };
}
