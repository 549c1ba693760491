// Returns and exchanges (modules/returns): the customer asks to send back some of an order's lines
// within the store's return window; the store approves (instructions e-mailed) or declines with a
// reason, marks the goods received (restocking the lines it chooses) and refunds through the refund
// path (ADR 0024). An exchange sends another variant of the same product instead: a cheaper one
// refunds the difference, a dearer one records the difference as due, collected by the store.
import { z } from 'zod';
import { idSchema, jsonIdSchema } from './fields.ts';
import { afterSaleLineSchema } from './order-refunds.ts';

export const returnStatuses = [
  'requested',
  'approved',
  'declined',
  'received',
  'refunded',
  'exchanged',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The store's return window when it has not set one (content key return_window_days). */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;
export const MAX_RETURN_WINDOW_DAYS = 365;

/** The window a stored value gives: whole days 0–365, else the default. */
export function returnWindowDaysOf(value: string | null | undefined): number {
  if (value == null || !/^\s*\d{1,3}\s*$/.test(value)) return DEFAULT_RETURN_WINDOW_DAYS;
  const days = Number(value);
  return days <= MAX_RETURN_WINDOW_DAYS ? days : DEFAULT_RETURN_WINDOW_DAYS;
}

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for: the window counted from when the goods were sent or arrived. */
export function returnDeadline(sentAt: Date, windowDays: number): Date {
  return new Date(sentAt.getTime() + windowDays * DAY_MS);
}

/** Why these lines cannot be returned, or undefined when they can (quantities already summed per line). */
export function returnRefusal(
  asked: readonly { orderItemId: number; quantity: number }[],
  lines: readonly { orderItemId: number; name: string; returnable: number }[],
): string | undefined {
  if (asked.length === 0) return 'Choose at least one item to return';
  const seen = new Set<number>();
  for (const line of asked) {
    if (seen.has(line.orderItemId)) return 'Each item may be listed once';
    seen.add(line.orderItemId);
    const held = lines.find((l) => l.orderItemId === line.orderItemId);
    if (!held) return 'That item is not part of this order';
    if (line.quantity > held.returnable) {
      return held.returnable === 0
        ? `${held.name} cannot be returned again: all of it is already being returned`
        : `You can return at most ${held.returnable} of ${held.name}`;
    }
  }
  return undefined;
}

/**
 * What an exchange's replacement costs against what was paid, in minor units over the quantity:
 * negative is owed to the customer (refunded), positive is owed by the customer (due).
 */
export function exchangeDifferenceMinor(
  lines: readonly { quantity: number; unitPriceMinor: number; exchangeUnitPriceMinor: number | null }[],
): number {
  return lines.reduce(
    (sum, l) =>
      l.exchangeUnitPriceMinor === null
        ? sum
        : sum + (l.exchangeUnitPriceMinor - l.unitPriceMinor) * l.quantity,
    0,
  );
}

const reasonSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `Keep the ${label.toLowerCase()} under 500 characters`);

export const returnLineInputSchema = z.object({
  orderItemId: jsonIdSchema('Order line'),
  quantity: z
    .number({ error: 'Enter how many to return' })
    .int('Enter a whole number to return')
    .min(1, 'Return at least 1 of an item')
    .max(100_000, 'That is more than the order holds'),
});

export const exchangeLineInputSchema = z.object({
  orderItemId: jsonIdSchema('Order line'),
  /** The variant choice wanted instead, as the product page names it: { Size: 'L' }. */
  variants: z
    .record(z.string().trim().min(1).max(100), z.string().trim().min(1).max(100), {
      error: 'Choose the variant wanted instead',
    })
    .refine(
      (v) => Object.keys(v).length > 0 && Object.keys(v).length <= 10,
      'Choose the variant wanted instead',
    ),
});

/** POST /api/orders/{id}/returns */
export const createReturnInputSchema = z.object({
  lines: z.array(returnLineInputSchema).min(1, 'Choose at least one item to return').max(200),
  reason: reasonSchema('Reason'),
  /** Lines (among those returned) to replace by another variant instead of refunding. */
  exchange: z.array(exchangeLineInputSchema).max(200).optional().default([]),
});
export type CreateReturnInput = z.input<typeof createReturnInputSchema>;

export const declineReturnInputSchema = z.object({ reason: reasonSchema('Reason') });

export const receiveReturnInputSchema = z.object({
  /** The order lines whose returned items go back on the shelf; the rest are not restocked. */
  restockOrderItemIds: z.array(jsonIdSchema('Order line')).max(200).optional().default([]),
});

export const returnLineSchema = z.object({
  orderItemId: z.number().int(),
  name: z.string(),
  variantString: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  restockedQuantity: z.number().int(),
  /** The replacement of an exchange, or null when the line is refunded. */
  exchange: z.object({ variantString: z.string(), unitPrice: z.string() }).nullable(),
});

export const orderReturnSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  status: z.enum(returnStatuses),
  reason: z.string(),
  declineReason: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  currency: z.string(),
  lines: z.array(returnLineSchema),
  /** What the returned lines were paid, before any discount share. */
  itemsTotal: z.string(),
  /** Replacement prices less what was paid: negative is refunded, positive is due from the customer. */
  exchangeDifference: z.string(),
  refunded: z.string(),
  /** What a dearer exchange leaves the customer owing; the store collects it outside the card. */
  amountDue: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** GET /api/orders/{id}/returns: what the customer's return form needs, and the returns so far. */
export const orderReturnOptionsSchema = z.object({
  orderId: z.number().int(),
  windowDays: z.number().int(),
  /** Null until the goods were sent. */
  deadline: z.string().nullable(),
  /** Why nothing can be returned now, or null when a return may be asked for. */
  refusal: z.string().nullable(),
  /** The store's returns policy as it published it (HTML), or an empty string. */
  policy: z.string(),
  lines: z.array(
    afterSaleLineSchema.extend({
      returnable: z.number().int(),
      /** The line's variant choice, and the product's option groups it may be exchanged within (empty: no exchange). */
      selectedVariants: z.record(z.string(), z.string()),
      exchangeOptions: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    }),
  ),
  returns: z.array(orderReturnSchema),
});
export type OrderReturnOptions = z.infer<typeof orderReturnOptionsSchema>;

export const adminReturnsQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  status: z.enum(returnStatuses, { error: 'Unknown return status' }).optional(),
  /** Only this order's returns (the admin order dialog's returns panel). */
  orderId: idSchema('Order id').optional(),
});

export const adminReturnListSchema = z.object({ returns: z.array(orderReturnSchema) });
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
};
