// The store front's conversion funnel (modules/analytics-funnel, ADR 0083): one row per store and
// day holding the day's counters, and nothing else: no shopper, address, browser or id is kept.
import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id.ts';

export const funnelDays = pgTable(
  'funnel_days',
  {
    tenantId: tenantId(),
    /** The day the events fell on (funnel-day.ts chooses it: the store's local day). */
    day: date('day', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
    addToCart: integer('add_to_cart').notNull().default(0),
    checkoutsStarted: integer('checkouts_started').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
