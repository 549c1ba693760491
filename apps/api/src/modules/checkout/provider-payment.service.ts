// A payment a provider reported through its webhook (modules/payments verifies and de-duplicates
// the delivery first): the checkout it paid becomes an order, then the order's payment status
// follows the provider's. Handed to the payments plugin by app.ts.
import { actingTenant, type Ctx } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from '../payments/payment-provider.types.ts';
import { finalizeCheckout } from './finalize-checkout.service.ts';
import { syncOrderPaymentStatus } from './payment-status.service.ts';

/**
 * Paid → order (refused finalizes are fine: the checkout handles its own refund); then sync status.
 * Acts for the store `ctx` acts for, the one the webhook named.
 */
export async function applyProviderPayment(
  ctx: Ctx,
  { provider, paymentId }: { provider: PaymentProvider; paymentId: string },
): Promise<void> {
  const tenantId = actingTenant(ctx);
  try {
    await finalizeCheckout(ctx, { paymentIntentId: paymentId, tenantId, provider: provider.name });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  }
  await syncOrderPaymentStatus(ctx, { provider: provider.name, payment: await provider.retrieve(paymentId) });
}
