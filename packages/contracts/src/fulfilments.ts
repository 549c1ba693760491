// Shipping an order with tracking, and its history as the admin order view reads it
// (fulfilment; order timeline and notes). The carriers and their tracking links live here so the
// web form's preview and the server's stored link are built by the same function.
import { z } from 'zod';
import { bodyTenantIdSchema } from './fields.ts';
import { orderEventSchema } from './order-events.ts';
import { orderReturnSchema } from './order-returns.ts';
import { customerOrderSchema } from './orders.ts';

/** The carriers a UK store ships with; `{tracking}` is the tracking number, URL-encoded. */
export const shippingCarriers = [
  {
    key: 'royal_mail',
    name: 'Royal Mail',
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking}',
  },
  { key: 'dpd', name: 'DPD', trackingUrl: 'https://track.dpd.co.uk/parcels/{tracking}' },
  { key: 'evri', name: 'Evri', trackingUrl: 'https://www.evri.com/track/parcel/{tracking}' },
  { key: 'ups', name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_GB&tracknum={tracking}' },
  {
    key: 'dhl',
    name: 'DHL',
    trackingUrl: 'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?tracking-id={tracking}',
  },
  { key: 'other', name: 'Other', trackingUrl: null },
] as const;

export type ShippingCarrier = (typeof shippingCarriers)[number]['key'];
export const shippingCarrierKeys = shippingCarriers.map((c) => c.key) as [
  ShippingCarrier,
  ...ShippingCarrier[],
];

export function carrierName(key: string): string {
  return shippingCarriers.find((c) => c.key === key)?.name ?? key;
}

/** The carrier's tracking page for a number, or null for 'other' (staff type the link themselves). */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const template = shippingCarriers.find((c) => c.key === carrier)?.trackingUrl;
  const number = trackingNumber.trim();
  if (!template || !number) return null;
  return template.replace('{tracking}', encodeURIComponent(number));
}

/** Only web links: a `javascript:` or `data:` link in a customer's e-mail or account page is refused. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const TRACKING_NUMBER_MAX = 100;
export const TRACKING_URL_MAX = 500;

export const trackingNumberSchema = z
  .string({ error: 'Tracking number is required' })
  .trim()
  .min(1, 'Tracking number is required')
  .max(TRACKING_NUMBER_MAX, `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/,
    'Tracking number may hold only letters, digits, spaces and - . / _',
  );

export const trackingUrlSchema = z
  .string({ error: 'Tracking link must be a web address' })
  .trim()
  .max(TRACKING_URL_MAX, `Tracking link must be at most ${TRACKING_URL_MAX} characters`)
  .refine((value) => value === '' || isWebUrl(value), 'Tracking link must start with http:// or https://')
  .nullish()
  .transform((value) => value || null);

export const FULFILMENT_LINES_MAX = 200;

/** One order line in a shipment and how many of it go. */
export const fulfilmentLineInputSchema = z.object({
  orderItemId: z
    .number({ error: 'Order line id must be a whole number' })
    .int('Order line id must be a whole number')
    .positive('Order line id must be a whole number'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100_000, 'Quantity must be at most 100000'),
});

/** POST /api/admin/orders/{id}/fulfilments: 'Mark as shipped'. */
export const fulfilmentInputSchema = z.object({
  tenantId: bodyTenantIdSchema,
  carrier: z.enum(shippingCarrierKeys, { error: 'Please choose a carrier' }),
  trackingNumber: trackingNumberSchema,
  /** Empty: built from the carrier when it has a tracking page. */
  trackingUrl: trackingUrlSchema,
  notifyCustomer: z.boolean({ error: 'Notify customer must be true or false' }).default(true),
  /**
   * The order lines and quantities in this parcel (a partial shipment); left out, everything not
   * yet shipped goes. Each line at most once, each quantity at most what remains of it.
   */
  lines: z
    .array(fulfilmentLineInputSchema, { error: 'Lines must be a list of order lines and quantities' })
    .min(1, 'Choose at least one line to ship')
    .max(FULFILMENT_LINES_MAX, `A shipment may hold at most ${FULFILMENT_LINES_MAX} lines`)
    .refine(
      (lines) => new Set(lines.map((l) => l.orderItemId)).size === lines.length,
      'Each order line may appear only once in a shipment',
    )
    .optional(),
});
export type FulfilmentInput = z.input<typeof fulfilmentInputSchema>;

/** POST /api/admin/orders/{id}/delivery: 'Mark as delivered'. */
export const deliveryInputSchema = z.object({
  tenantId: bodyTenantIdSchema,
  notifyCustomer: z.boolean({ error: 'Notify customer must be true or false' }).default(true),
});
export type DeliveryInput = z.input<typeof deliveryInputSchema>;

/** The statuses an order may be shipped from; only a shipped order can be marked delivered. */
export const shippableStatuses = ['paid', 'confirmed', 'processing'] as const;

export const orderFulfilmentSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  notifiedCustomer: z.boolean(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** What went in this parcel; empty for a parcel of an order with no lines. */
  lines: z.array(
    z.object({ orderItemId: z.number().int(), productName: z.string(), quantity: z.number().int() }),
  ),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/** An order line with how much of it has been shipped and how much remains (the ship dialog's pickers). */
export const orderShippingLineSchema = z.object({
  orderItemId: z.number().int(),
  productName: z.string(),
  variantString: z.string().nullable(),
  quantity: z.number().int(),
  shippedQuantity: z.number().int(),
  remainingQuantity: z.number().int(),
});
export type OrderShippingLine = z.infer<typeof orderShippingLineSchema>;

/** Whether the customer may ask to return items of the order now, as the account page offers it. */
export const orderReturnWindowSchema = z.object({
  windowDays: z.number().int(),
  /** The last day to ask (ISO); null until the goods were sent. */
  deadline: z.string().nullable(),
  /** Why nothing can be returned now (not sent, window closed, refunded), or null. */
  refusal: z.string().nullable(),
  /** No refusal and something sent is not yet being returned: "Return items" is offered. */
  canReturn: z.boolean(),
});
export type OrderReturnWindow = z.infer<typeof orderReturnWindowSchema>;

/** GET /api/orders: the customer's order with its parcels (the account page's tracking link). */
export const accountOrderSchema = customerOrderSchema.extend({
  fulfilments: z.array(orderFulfilmentSchema),
  /** Each order line, shipped and remaining (what is still to come). */
  shippingLines: z.array(orderShippingLineSchema),
  /** The order's returns as its card shows them, newest first, and whether another may be asked. */
  returns: z.array(orderReturnSchema),
  returnWindow: orderReturnWindowSchema,
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** GET /api/admin/orders/{id}/timeline: the order's current status, parcels and history, newest first. */
export const orderTimelineSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  fulfilments: z.array(orderFulfilmentSchema),
  /** Each order line, shipped and remaining. */
  shippingLines: z.array(orderShippingLineSchema),
  events: z.array(orderEventSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

export const ORDER_NOTE_MAX = 2000;

/** POST /api/admin/orders/{id}/notes. */
export const orderNoteInputSchema = z.object({
  tenantId: bodyTenantIdSchema,
  note: z
    .string({ error: 'Please write a note' })
    .trim()
    .min(1, 'Please write a note')
    .max(ORDER_NOTE_MAX, `A note must be at most ${ORDER_NOTE_MAX} characters`),
});
export type OrderNoteInput = z.input<typeof orderNoteInputSchema>;

export type FulfilmentLineInput = z.infer<typeof fulfilmentLineInputSchema>;

/** Each order line with what its parcels took so far and what remains to ship. */
export function shippingLinesOf(
  items: { id: number; productName: string; variantString: string | null; quantity: number }[],
  shipped: { orderItemId: number; quantity: number }[],
): OrderShippingLine[] {
  return items.map((item) => {
    const shippedQuantity = shipped
      .filter((s) => s.orderItemId === item.id)
      .reduce((sum, s) => sum + s.quantity, 0);
    return {
      orderItemId: item.id,
      productName: item.productName,
      variantString: item.variantString,
      quantity: item.quantity,
      shippedQuantity,
      remainingQuantity: Math.max(0, item.quantity - shippedQuantity),
    };
  });
}

export type ShipmentPlan =
  | { ok: true; lines: FulfilmentLineInput[]; complete: boolean }
  | { ok: false; kind: 'unknown_line' | 'too_many' | 'nothing_left'; message: string };

/**
 * What a parcel takes: the lines asked for, checked against what remains, or (none asked) all
 * that remains. `complete` says whether the order is then shipped in full. An order with no
 * lines at all ships whole, as it always has.
 */
export function planShipment(
  lines: OrderShippingLine[],
  requested: FulfilmentLineInput[] | undefined,
): ShipmentPlan {
  if (requested === undefined) {
    const rest = lines
      .filter((l) => l.remainingQuantity > 0)
      .map((l) => ({ orderItemId: l.orderItemId, quantity: l.remainingQuantity }));
    if (rest.length === 0 && lines.length > 0)
      return {
        ok: false,
        kind: 'nothing_left',
        message: 'Everything in this order has already been shipped',
      };
    return { ok: true, lines: rest, complete: true };
  }
  const byId = new Map(lines.map((l) => [l.orderItemId, l]));
  for (const asked of requested) {
    const line = byId.get(asked.orderItemId);
    if (!line)
      return {
        ok: false,
        kind: 'unknown_line',
        message: `Order line ${asked.orderItemId} is not part of this order`,
      };
    if (asked.quantity > line.remainingQuantity)
      return {
        ok: false,
        kind: 'too_many',
        message:
          line.remainingQuantity === 0
            ? `${line.productName} has already been shipped in full`
            : `Only ${line.remainingQuantity} of ${line.productName} remain to ship; ${asked.quantity} were asked`,
      };
  }
  const taken = new Map(requested.map((r) => [r.orderItemId, r.quantity]));
  const complete = lines.every((l) => l.remainingQuantity - (taken.get(l.orderItemId) ?? 0) === 0);
  return { ok: true, lines: requested, complete };
}
