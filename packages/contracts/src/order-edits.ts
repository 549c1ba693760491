// Editing a paid order before it is sent (docs/spec/admin-and-platform.md §4 orders): add lines,
// change or remove them, and settle the difference. Pure: the server checks and prices with it,
// the admin screen previews with it.
import { z } from 'zod';
import { currencyAmountSchema } from './currencies.ts';
import { jsonIdSchema } from './fields.ts';
import { adminOrderSchema } from './orders-admin.ts';

export const ORDER_EDIT_LINES_MAX = 100;
export const ORDER_EDIT_QUANTITY_MAX = 999;

const quantity = (min: number) =>
  z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(min, min === 0 ? 'Quantity cannot be negative' : 'Quantity must be at least 1')
    .max(ORDER_EDIT_QUANTITY_MAX, `Quantity can be at most ${ORDER_EDIT_QUANTITY_MAX}`);

/** POST /api/admin/orders/{id}/edits: quantity 0 removes a line; at least one line must remain. */
export const orderEditInputSchema = z
  .object({
    add: z
      .array(
        z.object({
          productId: jsonIdSchema('Product id'),
          variantId: jsonIdSchema('Variant id').optional(),
          quantity: quantity(1),
        }),
      )
      .max(ORDER_EDIT_LINES_MAX, `Add at most ${ORDER_EDIT_LINES_MAX} lines at once`)
      .optional()
      .default([]),
    change: z
      .array(z.object({ orderItemId: jsonIdSchema('Order line id'), quantity: quantity(0) }))
      .max(ORDER_EDIT_LINES_MAX, `Change at most ${ORDER_EDIT_LINES_MAX} lines at once`)
      .optional()
      .default([]),
    /** Only work out the new totals and the difference; nothing is written. */
    preview: z.boolean().optional().default(false),
  })
  .refine((input) => input.add.length + input.change.length > 0, {
    message: 'Add a product or change a line to edit the order',
  })
  .refine((input) => new Set(input.change.map((c) => c.orderItemId)).size === input.change.length, {
    message: 'Each order line may be changed once per edit',
  });
export type OrderEditInput = z.input<typeof orderEditInputSchema>;

/** An order's line as the edit screen changes it. */
export const orderEditLineSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  variantString: z.string(),
  quantity: z.number().int(),
  unitPrice: currencyAmountSchema,
});
export type OrderEditLine = z.infer<typeof orderEditLineSchema>;

export const orderEditResultSchema = z.object({
  order: adminOrderSchema,
  /** The order's lines after the edit (before it, for a preview), with their ids. */
  lines: z.array(orderEditLineSchema),
  currency: z.string(),
  previousTotal: currencyAmountSchema,
  newTotal: currencyAmountSchema,
  /** New total less previous: positive is due from the shopper, negative refunded to them. */
  difference: currencyAmountSchema,
  refunded: currencyAmountSchema,
  amountDue: currencyAmountSchema,
  /** False for a preview, or a repeated call that found its edit already made. */
  applied: z.boolean(),
});
export type OrderEditResult = z.infer<typeof orderEditResultSchema>;

export const orderEditMessages = {
  lastLine: 'An order must keep at least one line; cancel the order instead',
  lineNotFound: 'That line is not on this order',
  productNotFound: 'That product is not in this store',
  notPaid: 'Only a paid order can be edited',
} as const;

/** Why an order cannot be edited now, or null when it can (only paid, unsent orders can). */
export function orderEditRefusal(order: {
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
}): string | null {
  if (order.status === 'cancelled' || order.paymentStatus === 'voided')
    return 'This order was cancelled and can no longer be edited';
  if (order.paymentStatus === 'refunded') return 'This order has been refunded and can no longer be edited';
  if (order.fulfillmentStatus === 'returned' || order.fulfillmentStatus === 'partially_returned')
    return 'Goods of this order were returned; it can no longer be edited';
  if (order.fulfillmentStatus !== 'unfulfilled')
    return `This order has been ${order.fulfillmentStatus.replaceAll('_', ' ')}; only an order not yet sent can be edited`;
  if (!['paid', 'partially_paid', 'partially_refunded'].includes(order.paymentStatus))
    return orderEditMessages.notPaid;
  return null;
}

/**
 * The order's discount after an edit (ADR 0032 shares it over the lines): it keeps its share of
 * the items, as a percentage code re-applied to the new subtotal would, and never exceeds the new
 * subtotal. A fixed-amount code therefore shrinks with the order as a percentage would.
 */
export function editedDiscountMinor(
  before: { discountMinor: number; subtotalMinor: number },
  subtotalMinor: number,
): number {
  if (before.discountMinor <= 0 || before.subtotalMinor <= 0 || subtotalMinor <= 0) return 0;
  const kept = Math.round((before.discountMinor * subtotalMinor) / before.subtotalMinor);
  return Math.min(kept, subtotalMinor);
}
