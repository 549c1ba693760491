// Collecting what an order still owes after a dearer edit or exchange (ADR 0077): the store sends a
// payment link, the customer pays the exact amount due by card through the store's checkout.
import { z } from 'zod';
import { currencyAmountSchema } from './currencies.ts';

/** How long a payment link works. */
export const ORDER_PAYMENT_LINK_DAYS = 14;

export const orderPaymentLinkMessages = {
  linkNotFound: 'This payment link is not valid. Please ask the store for a new one.',
  paid: 'This amount has already been paid. Thank you.',
  expired: 'This payment link has expired. Please ask the store for a new one.',
  nothingDue: 'This order has nothing left to pay',
  noEmail: 'This order has no customer e-mail to send a payment link to',
} as const;

export const orderPaymentLinkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, orderPaymentLinkMessages.linkNotFound);

/** The store-front path of an order's payment link. */
export const orderPaymentLinkPath = (token: string) => `/pay/order/${token}`;

/** POST /api/admin/orders/{id}/payment-link: the e-mail went to `to`; the link itself is only in it. */
export const sendOrderPaymentLinkResponseSchema = z.object({
  sent: z.literal(true),
  to: z.string(),
  amountDue: currencyAmountSchema,
  currency: z.string(),
  expiresAt: z.string(),
});
export type SendOrderPaymentLinkResponse = z.infer<typeof sendOrderPaymentLinkResponseSchema>;

export const orderPaymentLinkStatuses = ['open', 'paid', 'expired'] as const;

/** GET /api/orders/pay/{token}: what the link asks the customer to pay. */
export const orderPaymentLinkViewSchema = z.object({
  tenantId: z.number().int(),
  storeName: z.string(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.string(),
  amount: currencyAmountSchema,
  currency: z.string(),
  status: z.enum(orderPaymentLinkStatuses),
  expiresAt: z.string(),
});
export type OrderPaymentLinkView = z.infer<typeof orderPaymentLinkViewSchema>;
