// The card a store keeps on file with the platform (ADR 0084) and the store's billing timeline: the
// only file that reads or writes platform_payment_methods and billing_events.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingEvents, platformPaymentMethods } from '../../db/schema/index.ts';

export type CardOnFileRow = typeof platformPaymentMethods.$inferSelect;
export type BillingEventRow = typeof billingEvents.$inferSelect;

export async function findCardOnFile(db: Db, tenantId: number): Promise<CardOnFileRow | undefined> {
  const [row] = await db
    .select()
    .from(platformPaymentMethods)
    .where(eq(platformPaymentMethods.tenantId, tenantId));
  return row;
}

/** One card per store: a new one replaces the old (the unique index on tenant_id). */
export async function upsertCardOnFile(
  db: Db,
  values: Omit<typeof platformPaymentMethods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<CardOnFileRow> {
  const now = new Date();
  const [row] = await db
    .insert(platformPaymentMethods)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: platformPaymentMethods.tenantId,
      set: { ...values, createdAt: now, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteCardOnFile(db: Db, tenantId: number): Promise<CardOnFileRow | undefined> {
  const [row] = await db
    .delete(platformPaymentMethods)
    .where(eq(platformPaymentMethods.tenantId, tenantId))
    .returning();
  return row;
}

export async function insertBillingEvent(
  db: Db,
  values: Omit<typeof billingEvents.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(billingEvents).values(values);
}

/** The store's billing timeline, newest first. */
export function listBillingEvents(db: Db, tenantId: number, limit = 50): Promise<BillingEventRow[]> {
  return db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.tenantId, tenantId))
    .orderBy(desc(billingEvents.createdAt), desc(billingEvents.id))
    .limit(limit);
}
