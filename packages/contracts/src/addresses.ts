// A customer's address book (GET/POST /api/account/addresses, PUT/DELETE /api/account/addresses/{id}):
// the checkout's shipping fields (spec storefront §3 Checkout form, without the e-mail), checked with
// the checkout's rules and messages (UK postcodes, ADR 0052), one book per customer per store.
import { z } from 'zod';
import type { CurrentUser } from './auth.ts';
import { moneySchema } from './catalogue.ts';
import { checkAddressForCountry, countryCodeSchema, postcodeCheck } from './countries.ts';
import { idSchema } from './fields.ts';

/** How many addresses a customer keeps in one store. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_BOOK_FULL_MESSAGE = `Your address book is full: it keeps at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`;

/** What an empty shipping field says, at checkout and in the address book alike. */
export const SHIPPING_FIELD_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  address: 'Enter the street address for delivery',
  city: 'Enter your town or city',
  zipCode: 'Enter your postcode',
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters`);

export const customerAddressInputSchema = z
  .object({
    firstName: required(SHIPPING_FIELD_MESSAGES.firstName, 255),
    lastName: required(SHIPPING_FIELD_MESSAGES.lastName, 255),
    address: required(SHIPPING_FIELD_MESSAGES.address, 500),
    city: required(SHIPPING_FIELD_MESSAGES.city, 255),
    zipCode: required(SHIPPING_FIELD_MESSAGES.zipCode, 50),
    /** ISO 3166-1 alpha-2 (docs/decisions/0100), chosen first; absent: GB. */
    country: countryCodeSchema,
    /** A US address's state (two-letter code); null elsewhere. */
    state: z.string().trim().max(100).nullable().optional(),
    /** Make this the address checkout fills in. The first address is the default whatever this says. */
    isDefault: z.boolean({ error: 'Say whether this is your default address' }).optional(),
  })
  .refine(...postcodeCheck())
  .transform((value, context) => checkAddressForCountry(value, context));
export type CustomerAddressInput = z.input<typeof customerAddressInputSchema>;

export const customerAddressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The store the book belongs to: as the other store-front calls name it (else the current store). */
export const addressBookQuerySchema = z.object({ tenantId: idSchema('Tenant id').optional() });

export const addressIdParamsSchema = z.object({ id: idSchema('Address id') });

/** GET /api/account/refunds?orderIds=1,2: the refunds made on the signed-in customer's own orders. */
const ORDER_IDS_MESSAGE = 'orderIds must be up to 50 order numbers separated by commas, such as 12,13';

export const customerRefundsQuerySchema = z.object({
  orderIds: z
    .string({ error: ORDER_IDS_MESSAGE })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/, ORDER_IDS_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), ORDER_IDS_MESSAGE),
});

export const customerRefundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  amount: moneySchema,
  /** ISO 4217, the order's currency. */
  currency: z.string(),
  createdAt: z.string(),
  /**
   * The credit note the refund issued (ADR 0068), downloaded from
   * GET /api/orders/{orderId}/credit-notes/{id}/pdf; null for a refund from before credit notes.
   */
  creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type CustomerRefund = z.infer<typeof customerRefundSchema>;

/** Who keeps an address book: a customer; staff and platform administrators are never customers (ADR 0061). */
export function keepsAddressBook(
  user: Pick<CurrentUser, 'isAdmin' | 'memberships'> | null | undefined,
): boolean {
  return !!user && user.isAdmin !== 'true' && user.memberships.length === 0;
}
