// Outgoing webhooks per store (ADR 0075): the events a store can be told of, the endpoint a merchant
// registers (URL and events; the signing secret is shown once), and the delivery log.
import { z } from 'zod';
import { minorToDecimal } from './currencies.ts';

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.refunded',
  'order.fulfilled',
  'order.cancelled',
  'product.created',
  'product.updated',
  'product.deleted',
  'inventory.low',
  'customer.created',
  'discount.redeemed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What the screen says of each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'An order is placed',
  'order.paid': 'An order is paid',
  'order.refunded': 'An order is refunded (in part or whole)',
  'order.fulfilled': 'Items of an order are sent',
  'order.cancelled': 'An order is cancelled',
  'product.created': 'A product is added',
  'product.updated': 'A product is changed',
  'product.deleted': 'A product is deleted',
  'inventory.low': 'A sale takes stock to its low-stock level',
  'customer.created': 'A new customer account is made at checkout',
  'discount.redeemed': 'A discount code is used',
};

/** The signing secret's start, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** At most this many endpoints per store. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

const eventsSchema = z
  .array(
    z
      .string({ error: 'Events are texts such as order.paid' })
      .refine((event) => WEBHOOK_EVENTS.includes(event as WebhookEventType), {
        error: (issue) =>
          `Unknown event "${String(issue.input).slice(0, 40)}": events are ${WEBHOOK_EVENTS.join(', ')}`,
      }),
    { error: 'Choose at least one event' },
  )
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length * 2, 'Too many events');

const urlSchema = z
  .string({ error: 'Give the URL the events are sent to' })
  .trim()
  .min(1, 'Give the URL the events are sent to')
  .max(2000, 'The URL is too long (at most 2,000 characters)')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
    error: 'The URL must be a full address starting with https:// (or http://)',
  });

/** POST /api/admin/webhooks. */
export const webhookEndpointInputSchema = z.object({ url: urlSchema, events: eventsSchema });
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** PUT /api/admin/webhooks/{id}: what is given changes; `enabled` turns it off or on again. */
export const webhookEndpointUpdateSchema = z.object({
  url: urlSchema.optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

/** An endpoint as listed: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the platform turned it off (failing for 3 days); null otherwise. */
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The answer to creating an endpoint: the record and, this once, its signing secret. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One event sent (or being sent) to one endpoint, with its last attempt. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status; null when it did not answer (timeout, refused connection). */
  responseStatus: z.number().int().nullable(),
  /** The first 500 characters of its answer. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

// ---- what an event's `data` holds (docs/api.md, "Webhooks") ----

/**
 * An amount with its currency: `{ amount: "12.50", currency: "GBP" }`, `{ amount: "1250", currency:
 * "JPY" }` (decimal text with the currency's own minor digits, as the API: docs/decisions/0105).
 */
export type WebhookMoney = { amount: string; currency: string };

export function webhookMoney(minor: number, currency: string): WebhookMoney {
  return { amount: minorToDecimal(minor, currency), currency };
}
