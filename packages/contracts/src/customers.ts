// The store admin's Customers screen (DESIGN §9): everyone who bought from the
// store, grouped by e-mail address, with their orders and addresses in this store only (ADR 0028).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { currencyAmountSchema } from './currencies.ts';
import { idSchema } from './fields.ts';

export const CUSTOMER_PAGE_SIZE = 20;

/** GET /api/admin/customers (and its CSV twin, which ignores limit and offset). */
export const adminCustomersQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  search: z.string().trim().max(255, { error: 'Search must be at most 255 characters' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(200, { error: 'Limit must be at most 200' })
    .default(CUSTOMER_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int({ error: 'Offset must be a whole number' })
    .min(0, { error: 'Offset must be 0 or more' })
    .max(10_000_000, { error: 'Offset is too large' })
    .default(0),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;

/**
 * A customer's id: the lower-cased e-mail address in base64url (RFC 4648 §5, no padding), so it is
 * stable, needs no table and is the same whether or not the customer has an account.
 */
export const customerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,400}$/, { error: 'Customer id is not valid' });

/** 'Account': has set a password; 'Invited': has an account without one; 'Guest': no account. */
export const customerAccountStatuses = ['Account', 'Invited', 'Guest'] as const;
export type CustomerAccountStatus = (typeof customerAccountStatuses)[number];

export const adminCustomerSchema = z.object({
  id: z.string(),
  /** The name and e-mail on the customer's latest order in this store. */
  name: z.string(),
  email: z.string(),
  ordersCount: z.number().int(),
  /** Paid-for orders less refunds (pending and cancelled orders took nothing), as the dashboard. */
  totalSpent: moneySchema,
  lastOrderAt: z.string(),
  accountStatus: z.enum(customerAccountStatuses),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.number().int(),
  /** The store's number for the order (#1001 upwards), what the screen shows; `id` stays internal. */
  orderNumber: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  /** In the order's currency (docs/decisions/0105). */
  total: currencyAmountSchema,
  refunded: currencyAmountSchema,
  currency: z.string(),
  itemCount: z.number().int(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

/** The newest orders shown in a customer's view (ordersCount says how many there are in all). */
export const CUSTOMER_VIEW_ORDER_LIMIT = 100;
export const CUSTOMER_VIEW_ADDRESS_LIMIT = 20;

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  orders: z.array(adminCustomerOrderSchema),
  /** Distinct shipping addresses of their orders here, most recently used first. */
  addresses: z.array(z.string()),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
