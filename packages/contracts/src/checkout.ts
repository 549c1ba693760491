// Checkout calls (spec storefront §4 Checkout, §7; DESIGN §6, §9): the store front and the API build
// against these shapes. The client's amounts are hints only; the server prices every line itself.
import { z } from 'zod';
import { checkAddressForCountry, countryCodeSchema } from './countries.ts';
import { currencyAmountSchema, currencyCodeSchema } from './currencies.ts';
import { checkoutDiscountCodeSchema, checkoutDiscountSchema } from './discounts.ts';
import { idSchema, jsonIdSchema } from './fields.ts';
import type { SelectedVariants } from './variants.ts';

export const paymentProviders = ['sandbox', 'stripe', 'sumup'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const purchaseTypes = ['one-off', 'subscription'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

/** Path on PUBLIC_URL that redirect-based confirmations (3-D Secure, SumUp) return to. */
export const orderConfirmationPath = '/order-confirmation';

/** DESIGN §6 sandbox test cards. */
export const sandboxTestCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Pays at checkout and saves, then declines every renewal (Stripe's 4000 0000 0000 0341). */
  declinesRenewals: '4000000000000341',
} as const;

const amountInput = z.union([z.number(), z.string()]);
const quantitySchema = z
  .number({ error: 'Quantity must be a whole number of at least 1' })
  .int('Quantity must be a whole number of at least 1')
  .min(1, 'Quantity must be a whole number of at least 1')
  .max(10_000, 'Quantity is too large');

export const checkoutItemInputSchema = z.object({
  id: jsonIdSchema('Product id', 'Each item needs a product id'),
  name: z.string().max(500).optional(),
  quantity: quantitySchema,
  /** The client's idea of the unit price; ignored except to flag priceChanged. */
  price: amountInput.optional(),
  selectedVariants: z.record(z.string().max(100), z.string().max(200)).optional(),
  purchaseType: z.enum(purchaseTypes).optional(),
});
export type CheckoutItemInput = z.infer<typeof checkoutItemInputSchema>;

export const createPaymentIntentInputSchema = z.object({
  amount: amountInput.optional(),
  items: z
    .array(checkoutItemInputSchema, { error: 'The cart is empty' })
    .min(1, 'The cart is empty')
    .max(100, 'A cart can hold at most 100 lines'),
  customerInfo: z.record(z.string(), z.unknown()).optional(),
  tenantId: idSchema('Tenant id', 'A store is required'),
  shippingOptionId: jsonIdSchema('Shipping option id').nullable().optional(),
  /**
   * The country the order goes to (ISO 3166-1 alpha-2, docs/decisions/0100); absent: GB, as
   * before. The shipping option must be one offered there, else a 400 saying so.
   */
  country: countryCodeSchema,
  /** A discount code (ADR 0032); empty or absent: none. A refused code is a 400 `{ message }`. */
  discountCode: checkoutDiscountCodeSchema,
  /**
   * The language the shopper checks out in (docs/decisions/0093): one of the store's languages,
   * else a 400; absent: the store's default. The order's e-mails are written in it.
   */
  lang: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(16).optional()),
  /**
   * A business buyer's VAT number (docs/decisions/0101), with its country prefix; empty or absent:
   * none. Checked by its format for `country` (no VIES look-up); a bad one is a 400 `{ message, reason }`.
   * An EU business in another EU country than the store's is reverse charged (0 %).
   */
  vatNumber: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
    z
      .string({ error: 'The VAT number must be text' })
      .trim()
      .max(30, 'The VAT number is too long')
      .optional(),
  ),
  /**
   * The currency the shopper pays in (docs/decisions/0105): the store's base currency or one it
   * sells in, else a 400 naming those it does; absent or empty: the base currency. Every amount of
   * the answer, the order, its e-mails and the provider's charge are in it.
   */
  currency: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
    currencyCodeSchema.optional(),
  ),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInputSchema>;

export const checkoutLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: currencyAmountSchema,
  lineTotal: currencyAmountSchema,
  variantString: z.string(),
  purchaseType: z.enum(purchaseTypes),
  /** Subscription lines: each renewal's unit price and interval; unitPrice is 0.00 during a trial. */
  subscription: z
    .object({
      interval: z.enum(['weekly', 'monthly', 'quarterly', 'yearly']),
      trialDays: z.number().int(),
      price: currencyAmountSchema,
    })
    .optional(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** The server's total, which is what is charged. */
  amount: currencyAmountSchema,
  currency: z.string(),
  provider: z.enum(paymentProviders),
  subtotal: currencyAmountSchema,
  shipping: currencyAmountSchema,
  shippingMethod: z.string(),
  priceChanged: z.boolean(),
  /** The order's VAT (ADR 0025): part of subtotal and shipping when prices include it, else added to them. */
  vat: currencyAmountSchema,
  pricesIncludeVat: z.boolean(),
  /**
   * The rates charged (docs/decisions/0101), highest first, as the summary shows them beside "VAT"
   * ("19%", "13.5%"); whether the reverse charge applies (an EU business buyer: no VAT charged).
   */
  vatRates: z.array(z.string()),
  reverseCharge: z.boolean(),
  lines: z.array(checkoutLineSchema),
  /** The code applied and what it took off (`amount` above is already reduced); null without a code. */
  discount: checkoutDiscountSchema.nullable(),
  /** PUBLIC_URL/order-confirmation?provider=…&tenantId=…: pass it as the provider's return_url. */
  returnUrl: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

export { normaliseUkPostcode, UK_POSTCODE_MESSAGE } from './countries.ts';

/** The checkout form's fields as the store front sends them (spec storefront §3 Order data). */
const checkoutOrderDataFields = {
  customerEmail: z
    .string({ error: 'A valid e-mail address is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('A valid e-mail address is required').max(255)),
  customerName: z.string({ error: 'Your name is required' }).trim().min(1, 'Your name is required').max(255),
  shippingAddress: z
    .string({ error: 'A shipping address is required' })
    .trim()
    .min(1, 'A shipping address is required')
    .max(1000),
  firstName: z.string().trim().max(255).optional(),
  lastName: z.string().trim().max(255).optional(),
  address: z.string().trim().max(500).optional(),
  city: z.string().trim().max(255).optional(),
  /** Empty stays empty (the spec's client may leave it out); else the country's postcode. */
  zipCode: z.string().trim().max(50).optional(),
  /** ISO 3166-1 alpha-2 (docs/decisions/0100); absent: GB, as every address was before. */
  country: countryCodeSchema,
  /** The state of a US address (its two-letter code); ignored elsewhere. */
  state: z.string().trim().max(100).nullable().optional(),
};
const checkOrderAddress = <
  T extends { country: string; zipCode?: string | undefined; state?: string | null },
>(
  value: T,
  context: z.core.$RefinementCtx,
) => checkAddressForCountry(value, context, { postcodeOptional: true });

/** The form's fields unchecked against their country: what a snapshot kept before the checks. */
export const checkoutOrderDataFieldsSchema = z.object(checkoutOrderDataFields);

/** The checkout form as the store front sends it (spec storefront §3 Order data). */
export const checkoutOrderDataSchema = checkoutOrderDataFieldsSchema.transform(checkOrderAddress);
/** The form as the server keeps it; a form from before countries names none (GB). */
export type CheckoutOrderData = Omit<z.infer<typeof checkoutOrderDataSchema>, 'country'> & {
  country?: string;
};

/**
 * Accepted only from the browser that started the checkout, which sends its checkout cookie by itself
 * (ADR 0048); a `clientSecret` in the body is ignored and proves nothing.
 */
export const checkoutDetailsInputSchema = z.object({
  orderData: checkoutOrderDataSchema,
  /**
   * The store the checkout is in, as the store front knows it (confirm-payment's `orderData.tenantId`):
   * it spares the server a look-up; another store's id finds no checkout (404).
   */
  tenantId: z.number().int().positive().optional(),
});
export type CheckoutDetailsInput = z.infer<typeof checkoutDetailsInputSchema>;

export const sandboxConfirmInputSchema = z.object({
  clientSecret: z.string({ error: 'The payment secret is missing' }).min(1).max(200),
  cardNumber: z.string({ error: 'Card number is required' }).trim().min(1, 'Card number is required').max(30),
  expMonth: z.coerce
    .number({ error: 'Expiry month is required' })
    .int()
    .min(1, 'Expiry month is invalid')
    .max(12, 'Expiry month is invalid'),
  expYear: z.coerce.number({ error: 'Expiry year is required' }).int().min(0).max(9999),
  cvc: z.string({ error: 'CVC is required' }).trim().min(1, 'CVC is required').max(4),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmInputSchema>;

export const sandboxConfirmResponseSchema = z.object({ status: z.literal('succeeded') });

export const confirmPaymentInputSchema = z.object({
  paymentIntentId: z
    .string({ error: 'A payment id is required' })
    .trim()
    .min(1, 'A payment id is required')
    .max(255),
  orderData: z
    .object({
      ...checkoutOrderDataFields,
      /** Sent by the store front; the server decides status, store, shipping and totals itself. */
      status: z.string().optional(),
      tenantId: z.coerce.number().int().optional(),
      shippingMethod: z.string().max(255).optional(),
      shippingCost: amountInput.optional(),
    })
    .transform(checkOrderAddress),
  items: z.array(z.unknown()).optional(),
});
/** What the store front sends (a form from before countries names none: GB). */
export type ConfirmPaymentInput = z.input<typeof confirmPaymentInputSchema>;

export const confirmPaymentResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  /**
   * The store's number for the order (#1001 upwards), what the shopper reads; given by the call that
   * placed the order (a repeated confirmation may leave it out: the order page reads it).
   */
  orderNumber: z.number().int().optional(),
  newCustomer: z.boolean(),
  /**
   * Lets this browser read the order on /order-confirmation (GET /api/order-confirmation/{orderId}):
   * a value signed by the server for this store and order, unguessable without its secret (ADR 0039).
   */
  confirmationToken: z.string().optional(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

/** The payment id the spec's client sends: the part of the client secret before '_secret_'. */
export function paymentIntentIdFromSecret(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

/** A line of the shopper's cart (spec storefront §3 Cart item) as the cart keeps it and checkout reads it. */
export type CartLine = {
  /** The product id. */
  id: number;
  name: string;
  /** Unit price in pounds, as the spec's cart keeps it; the server reprices at checkout. */
  price: number;
  image: string | null;
  quantity: number;
  selectedVariants: SelectedVariants;
  variantString: string;
  cartKey: string;
  purchaseType: PurchaseType;
};

/** GET /api/order-confirmation/{orderId}: the store and the token confirm-payment gave the buyer. */
export const orderConfirmationQuerySchema = z.object({
  tenantId: idSchema('Tenant id', 'A store id is required'),
  token: z.string().max(200).optional(),
});
