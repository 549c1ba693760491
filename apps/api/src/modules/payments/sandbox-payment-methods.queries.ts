// Cards the sandbox saved for off-session charges: the only file that reads or writes that table.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema/index.ts';

export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;

export async function insertSandboxPaymentMethod(db: Db, values: typeof sandboxPaymentMethods.$inferInsert) {
  await db.insert(sandboxPaymentMethods).values(values).onConflictDoNothing();
}

export async function findSandboxPaymentMethod(db: Db, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.tenantId, tenantId), eq(sandboxPaymentMethods.id, id)));
  return row;
}

/** Records on the intent which saved card it produced (merged into its metadata). */
export async function linkIntentPaymentMethod(db: Db, tenantId: number, intentId: string, methodId: string) {
  await db
    .update(sandboxPaymentIntents)
    .set({
      metadata: sql`${sandboxPaymentIntents.metadata} || ${JSON.stringify({ paymentMethodId: methodId })}::jsonb`,
    })
    .where(and(eq(sandboxPaymentIntents.tenantId, tenantId), eq(sandboxPaymentIntents.id, intentId)));
}

/** An off-session charge keyed by its id: a repeat with the same id inserts nothing. */
export async function insertSandboxChargeOnce(db: Db, values: typeof sandboxPaymentIntents.$inferInsert) {
  await db.insert(sandboxPaymentIntents).values(values).onConflictDoNothing();
}
