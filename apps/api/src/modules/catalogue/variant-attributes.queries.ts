// Variant attribute reads and writes: the only catalogue file that touches variant_attributes.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow } from '../../db/rows.ts';
import { variantAttributes } from '../../db/schema/index.ts';

export type VariantAttributeRow = typeof variantAttributes.$inferSelect;
type AttributeValues = { name: string; type: string; values: string[]; description: string | null };

export async function listVariantAttributeRows(db: Db, tenantId: number): Promise<VariantAttributeRow[]> {
  return db
    .select()
    .from(variantAttributes)
    .where(eq(variantAttributes.tenantId, tenantId))
    .orderBy(asc(variantAttributes.id));
}

export async function findVariantAttributeRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(variantAttributes)
    .where(and(eq(variantAttributes.tenantId, tenantId), eq(variantAttributes.id, id)));
  return row;
}

export async function findVariantAttributeByName(db: Db, tenantId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select()
    .from(variantAttributes)
    .where(
      and(
        eq(variantAttributes.tenantId, tenantId),
        sql`lower(${variantAttributes.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(variantAttributes.id, exceptId),
      ),
    );
  return row;
}

export async function insertVariantAttributeRow(db: Db, tenantId: number, values: AttributeValues) {
  const [row] = await db
    .insert(variantAttributes)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateVariantAttributeRow(
  db: Db,
  tenantId: number,
  id: number,
  values: AttributeValues,
) {
  const [row] = await db
    .update(variantAttributes)
    .set(values)
    .where(and(eq(variantAttributes.tenantId, tenantId), eq(variantAttributes.id, id)))
    .returning();
  return row;
}

export async function deleteVariantAttributeRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .delete(variantAttributes)
      .where(and(eq(variantAttributes.tenantId, tenantId), eq(variantAttributes.id, id)))
      .returning({ id: variantAttributes.id }),
  );
}
