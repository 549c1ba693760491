// An order's payment link on the store front (ADR 0077): GET /api/orders/pay/{token} shows what is
// asked, POST …/payment-intent opens the checkout's intent for exactly the amount due. The shopper
// then pays and confirms like any checkout (POST /api/confirm-payment); the checkout's commit step
// records the payment on the order (orders/order-payment-link-payments.service.ts), once.
import {
  type CreatePaymentIntentResponse,
  DEFAULT_VAT_RATE,
  minorToDecimal,
  type OrderPaymentLinkView,
  orderPaymentLinkMessages,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { PricedCheckout } from '../checkout/checkout.types.ts';
import { createPricedPaymentIntent } from '../checkout/create-payment-intent.service.ts';
import { findOrderPaymentLink, paymentLinkSourceKey } from '../orders/order-payment-link-payments.service.ts';
import { getTenant, isServingShoppers } from '../tenants/tenants.service.ts';

async function linkOf(ctx: Ctx, token: string) {
  const row = await findOrderPaymentLink(ctx, token);
  if (!row) throw new NotFoundError(orderPaymentLinkMessages.linkNotFound);
  const tenant = await getTenant(ctx, row.link.tenantId);
  if (!isServingShoppers(tenant)) throw new NotFoundError(orderPaymentLinkMessages.linkNotFound);
  return { ...row, tenant };
}

type LinkRow = Awaited<ReturnType<typeof linkOf>>;

function statusOf({ link }: LinkRow, now: Date): OrderPaymentLinkView['status'] {
  if (link.paidAt) return 'paid';
  return link.expiresAt <= now ? 'expired' : 'open';
}

export async function getOrderPaymentLink(
  ctx: Ctx,
  { token }: { token: string },
): Promise<OrderPaymentLinkView> {
  const row = await linkOf(ctx, token);
  return {
    tenantId: row.tenant.id,
    storeName: row.tenant.name,
    orderNumber: row.order.orderNumber ?? row.order.id,
    customerName: row.order.customerName,
    customerEmail: row.order.customerEmail,
    shippingAddress: row.order.shippingAddress ?? '',
    amount: minorToDecimal(row.link.amountMinor, row.link.currency),
    currency: row.link.currency,
    status: statusOf(row, new Date()),
    expiresAt: row.link.expiresAt.toISOString(),
  };
}

/** One line for the amount due, with no product and no VAT of its own (the order's VAT is on its lines). */
function pricedAmountDue(row: LinkRow): PricedCheckout {
  const number = row.order.orderNumber ?? row.order.id;
  const amount = row.link.amountMinor;
  return {
    lines: [
      {
        productId: 0,
        name: `Amount due on order #${number}`,
        quantity: 1,
        unitPriceMinor: amount,
        selectedVariants: {},
        variantString: '',
        purchaseType: 'one-off',
        vatRate: DEFAULT_VAT_RATE,
        vatMinor: 0,
        discountMinor: 0,
      },
    ],
    subtotalMinor: amount,
    shippingMinor: 0,
    totalMinor: amount,
    vatMinor: 0,
    shippingVatMinor: 0,
    shippingVatRate: DEFAULT_VAT_RATE,
    pricesIncludeVat: true,
    shippingOptionId: null,
    shippingMethod: row.order.shippingMethod ?? '',
    discountMinor: 0,
  };
}

export async function payOrderPaymentLink(
  ctx: Ctx,
  { token, shopperToken, host }: { token: string; shopperToken: string; host?: string | undefined },
): Promise<CreatePaymentIntentResponse> {
  const row = await linkOf(ctx, token);
  const status = statusOf(row, new Date());
  if (status === 'paid') throw new ConflictError(orderPaymentLinkMessages.paid);
  if (status === 'expired') throw new ConflictError(orderPaymentLinkMessages.expired);
  if (row.order.amountDueMinor < row.link.amountMinor)
    throw new ConflictError('This order no longer owes this amount. Please ask the store for a new link.');
  return createPricedPaymentIntent(ctx, {
    tenant: row.tenant,
    priced: pricedAmountDue(row),
    sourceKey: paymentLinkSourceKey(row.link.id),
    orderData: {
      customerEmail: row.order.customerEmail,
      customerName: row.order.customerName,
      shippingAddress: row.order.shippingAddress ?? '',
    },
    shopperToken,
    host,
  });
}
