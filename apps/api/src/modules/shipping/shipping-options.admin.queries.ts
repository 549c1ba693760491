// A store's shipping options for its admin: every option, active or not. Every query names the store.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shippingOptions } from '../../db/schema/index.ts';

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;
export type ShippingOptionValues = Pick<
  ShippingOptionRow,
  'name' | 'description' | 'costMinor' | 'estimatedDays' | 'sortOrder' | 'isActive'
>;

export function listShippingOptions(db: Db, tenantId: number): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.tenantId, tenantId))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
}

export async function insertShippingOption(
  db: Db,
  tenantId: number,
  values: ShippingOptionValues,
): Promise<ShippingOptionRow> {
  const [row] = await db
    .insert(shippingOptions)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateShippingOptionRow(
  db: Db,
  tenantId: number,
  id: number,
  values: ShippingOptionValues,
): Promise<ShippingOptionRow | undefined> {
  const [row] = await db
    .update(shippingOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shippingOptions.tenantId, tenantId), eq(shippingOptions.id, id)))
    .returning();
  return row;
}

export async function deleteShippingOptionRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shippingOptions)
    .where(and(eq(shippingOptions.tenantId, tenantId), eq(shippingOptions.id, id)))
    .returning({ id: shippingOptions.id });
  return rows.length > 0;
}
