// A store's shipping options for its admin: every option, active or not. Every query names the store.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { shippingOptions } from '../../db/schema/index.ts';

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;
export type ShippingOptionValues = Pick<
  ShippingOptionRow,
  'name' | 'description' | 'costMinor' | 'estimatedDays' | 'sortOrder' | 'isActive'
> &
  Partial<Pick<ShippingOptionRow, 'translations' | 'zoneId' | 'rateKind' | 'rateBands' | 'freeAboveMinor'>>;

export function listShippingOptions(db: Db, tenantId: number): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.tenantId, tenantId))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
}

export function insertShippingOption(
  db: Db,
  tenantId: number,
  values: ShippingOptionValues,
): Promise<ShippingOptionRow> {
  return insertedRow(
    db
      .insert(shippingOptions)
      .values({ ...values, tenantId })
      .returning(),
  );
}

export function updateShippingOptionRow(db: Db, tenantId: number, id: number, values: ShippingOptionValues) {
  return firstRow(
    db
      .update(shippingOptions)
      .set({ ...values, updatedAt: new Date() })
      .where(inTenant(shippingOptions, tenantId, { id }))
      .returning(),
  );
}

export async function deleteShippingOptionRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .delete(shippingOptions)
      .where(inTenant(shippingOptions, tenantId, { id }))
      .returning({ id: shippingOptions.id }),
  );
}
