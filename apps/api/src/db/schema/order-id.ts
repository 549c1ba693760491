// The column that makes a row part of one order. Apart from columns.ts because it imports
// orders.ts, which itself uses columns.ts (as tenant-id.ts); not re-exported by index.ts, which
// lists tables.
import { integer } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** `order_id not null references orders on delete cascade`: a row that goes with its order. */
export const orderId = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
