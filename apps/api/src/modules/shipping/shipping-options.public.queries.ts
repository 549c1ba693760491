// A store's active shipping options in the owner's order, and the one a checkout chose: the
// shipping reads shoppers make.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, inTenant } from '../../db/rows.ts';
import { shippingOptions } from '../../db/schema/index.ts';

export type ActiveShippingOptionRow = {
  id: number;
  name: string;
  description: string | null;
  costMinor: number;
  estimatedDays: number | null;
  translations: Record<string, Record<string, unknown> | undefined>;
};

export async function listActiveShippingOptions(
  db: Db,
  tenantId: number,
): Promise<ActiveShippingOptionRow[]> {
  return db
    .select({
      id: shippingOptions.id,
      name: shippingOptions.name,
      description: shippingOptions.description,
      costMinor: shippingOptions.costMinor,
      estimatedDays: shippingOptions.estimatedDays,
      translations: shippingOptions.translations,
    })
    .from(shippingOptions)
    .where(and(eq(shippingOptions.tenantId, tenantId), eq(shippingOptions.isActive, true)))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
}

/** The option a checkout names, if the store still offers it. */
export function findActiveShippingOptionRow(db: Db, tenantId: number, id: number) {
  return firstRow(
    db
      .select({ id: shippingOptions.id, name: shippingOptions.name, costMinor: shippingOptions.costMinor })
      .from(shippingOptions)
      .where(inTenant(shippingOptions, tenantId, { id, isActive: true })),
  );
}
