// An order's history as the admin order view shows it, newest first (the order timeline).
import { z } from 'zod';

/** Everything that can happen to an order after it is placed. */
export const orderEventKinds = [
  'placed',
  'paid',
  'status_changed',
  'refunded',
  'fulfilled',
  'delivered',
  'email_sent',
  'email_failed',
  'note',
  /** A return asked for, approved, declined, received, refunded or exchanged (modules/returns). */
  'return',
  /** Lines added, changed or removed before the order was sent (modules/order-edits). */
  'edited',
  /** A link to pay what the order still owes, sent to the customer (ADR 0077). */
  'payment_link',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** Who made it happen: a member of staff, the payment provider, the customer, or the platform. */
export const orderEventSources = ['staff', 'provider', 'customer', 'system'] as const;
export type OrderEventSource = (typeof orderEventSources)[number];

export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(orderEventKinds),
  source: z.enum(orderEventSources),
  /** The member of staff's name as it was then; null for the provider, customer or system. */
  actorName: z.string().nullable(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
