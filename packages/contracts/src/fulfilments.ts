// Shipping an order with tracking, and its history as the admin order view reads it
// (fulfilment; order timeline and notes). The carriers and their tracking links live here so the
// web form's preview and the server's stored link are built by the same function.
import { z } from 'zod';
import { bodyTenantIdSchema } from './fields.ts';
import { orderEventSchema } from './order-events.ts';
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

/** POST /api/admin/orders/{id}/fulfilments: 'Mark as shipped'. */
export const fulfilmentInputSchema = z.object({
  tenantId: bodyTenantIdSchema,
  carrier: z.enum(shippingCarrierKeys, { error: 'Please choose a carrier' }),
  trackingNumber: trackingNumberSchema,
  /** Empty: built from the carrier when it has a tracking page. */
  trackingUrl: trackingUrlSchema,
  notifyCustomer: z.boolean({ error: 'Notify customer must be true or false' }).default(true),
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
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/** GET /api/orders: the customer's order with its parcels (the account page's tracking link). */
export const accountOrderSchema = customerOrderSchema.extend({
  fulfilments: z.array(orderFulfilmentSchema),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** GET /api/admin/orders/{id}/timeline: the order's current status, parcels and history, newest first. */
export const orderTimelineSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  fulfilments: z.array(orderFulfilmentSchema),
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
