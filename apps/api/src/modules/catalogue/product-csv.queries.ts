// What the product CSV import and export read and write in bulk: many products and price rows in
// a few statements, so a 5,000-product file is a few hundred statements, not tens of thousands.
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories, products, productVariants, variantAttributes } from '../../db/schema/index.ts';
import {
  type ProductVariantRow,
  type ProductVariantValues,
  variantLowStockReset,
} from './product-variants.queries.ts';
import { lowStockReset, type NewProductRow, type ProductRow } from './products.queries.ts';

const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function listAllVariantRows(db: Db, tenantId: number): Promise<ProductVariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.tenantId, tenantId))
    .orderBy(asc(productVariants.productId), asc(productVariants.id));
}

export async function listVariantRowsOf(
  db: Db,
  tenantId: number,
  productIds: number[],
): Promise<ProductVariantRow[]> {
  const rows: ProductVariantRow[] = [];
  for (const ids of chunks(productIds, 1000)) {
    rows.push(
      ...(await db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.productId, ids)))
        .orderBy(asc(productVariants.productId), asc(productVariants.id))),
    );
  }
  return rows;
}

export async function listProductsById(db: Db, tenantId: number, ids: number[]): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (const part of chunks(ids, 1000)) {
    rows.push(
      ...(await db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), inArray(products.id, part)))),
    );
  }
  return rows;
}

/** Categories named in the file and not yet the store's; a name already there (any case) is kept. */
export async function insertMissingCategories(db: Db, tenantId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  for (const part of chunks(names)) {
    await db
      .insert(categories)
      .values(part.map((name) => ({ tenantId, name })))
      .onConflictDoNothing();
  }
}

export async function insertVariantAttribute(
  db: Db,
  tenantId: number,
  values: { name: string; type: string; values: string[] },
) {
  const [row] = await db
    .insert(variantAttributes)
    .values({ ...values, tenantId, description: null })
    .returning();
  return row!;
}

export async function setVariantAttributeValues(db: Db, tenantId: number, id: number, values: string[]) {
  await db
    .update(variantAttributes)
    .set({ values })
    .where(and(eq(variantAttributes.tenantId, tenantId), eq(variantAttributes.id, id)));
}

/** New products at the end of the display order, in the order given; their ids in that order. */
export async function insertProductRows(
  db: Db,
  tenantId: number,
  values: NewProductRow[],
): Promise<number[]> {
  const [last] = await db
    .select({ sortOrder: max(products.sortOrder) })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  let next = last?.sortOrder == null ? 0 : last.sortOrder + 1;
  const ids: number[] = [];
  for (const part of chunks(values)) {
    const rows = await db
      .insert(products)
      .values(part.map((v) => ({ ...v, tenantId, sortOrder: next++ })))
      .returning({ id: products.id, sortOrder: products.sortOrder });
    // RETURNING order follows VALUES order in practice, but sort by the order we gave to be sure.
    rows.sort((a, b) => a.sortOrder - b.sortOrder);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function updateProductRows(
  db: Db,
  tenantId: number,
  updates: Array<{ id: number; values: Partial<NewProductRow> }>,
): Promise<void> {
  for (const { id, values } of updates) {
    await db
      .update(products)
      .set({ ...values, ...lowStockReset(values), updatedAt: new Date() })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  }
}

export async function insertVariantRows(
  db: Db,
  tenantId: number,
  rows: Array<ProductVariantValues & { productId: number }>,
): Promise<void> {
  for (const part of chunks(rows)) {
    await db.insert(productVariants).values(part.map((row) => ({ ...row, tenantId })));
  }
}

export async function updateVariantRows(
  db: Db,
  tenantId: number,
  rows: Array<ProductVariantValues & { id: number }>,
): Promise<void> {
  for (const { id, ...values } of rows) {
    await db
      .update(productVariants)
      .set({ ...values, ...variantLowStockReset(values) })
      .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.id, id)));
  }
}

export async function countStoreProducts(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  return row?.n ?? 0;
}
