// Where checkout meets subscriptions: an order with subscription lines starts one product
// subscription per line, in the order's own transaction (exactly once, like the order), and an
// order that is undone takes its subscriptions with it.
import { actingTenant, type Ctx } from '../../context.ts';
import type { SavedCard } from '../payments/payment-provider.types.ts';
import { firstBillingDate } from './billing-interval.ts';
import { cancelOrderSubscriptions, insertSubscriptions } from './product-subscriptions.queries.ts';

export type SubscriptionLine = {
  productId: number;
  quantity: number;
  selectedVariants: Record<string, string>;
  variantString: string;
  subscription: {
    interval: 'weekly' | 'monthly' | 'quarterly' | 'yearly';
    trialDays: number;
    recurringMinor: number;
  };
};

export type StartSubscriptionsInput = {
  tenantId: number;
  orderId: number;
  userId: number | null;
  customerEmail: string;
  customerName: string;
  provider: string;
  savedCard: SavedCard | undefined;
  lines: SubscriptionLine[];
  now?: Date;
};

export async function startSubscriptions(
  ctx: Pick<Ctx, 'db'>,
  input: StartSubscriptionsInput,
): Promise<void> {
  const now = input.now ?? new Date();
  await insertSubscriptions(
    ctx.db,
    input.lines.map((line) => {
      const first = firstBillingDate(now, line.subscription.interval, line.subscription.trialDays);
      return {
        tenantId: input.tenantId,
        productId: line.productId,
        userId: input.userId,
        orderId: input.orderId,
        customerEmail: input.customerEmail,
        customerName: input.customerName,
        status: 'active',
        amountMinor: line.subscription.recurringMinor * line.quantity,
        interval: line.subscription.interval,
        quantity: line.quantity,
        selectedVariants: line.selectedVariants,
        variantString: line.variantString || null,
        startDate: now,
        nextBillingDate: first.date,
        billingAnchorDay: first.anchorDay,
        paymentProvider: input.provider,
        providerCustomerId: input.savedCard?.customerId ?? null,
        providerPaymentMethodId: input.savedCard?.paymentMethodId ?? null,
      };
    }),
  );
}

/** The subscriptions the acting store's order `orderId` started. */
export async function cancelSubscriptionsOfOrder(ctx: Pick<Ctx, 'db' | 'tenantId'>, orderId: number) {
  await cancelOrderSubscriptions(ctx.db, actingTenant(ctx), orderId);
}
