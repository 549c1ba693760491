// The order a renewal makes. Orders belong to the orders domain, but a renewal order is written in
// the same transaction as the renewal's bookkeeping, so it is inserted here; the unique
// (provider, payment id) key of orders still makes it exactly-once per charge.

import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export async function insertRenewalOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  item: Omit<typeof orderItems.$inferInsert, 'orderId'>,
): Promise<number | undefined> {
  const [row] = await db.insert(orders).values(order).onConflictDoNothing().returning({ id: orders.id });
  if (!row) return undefined;
  await db.insert(orderItems).values({ ...item, orderId: row.id });
  return row.id;
}
