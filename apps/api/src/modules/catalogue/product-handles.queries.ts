// Products by handle (ADR 0037): the handle each product has now is unique per store
// (products_tenant_handle); the handles it had before live in previous_handles for a 301.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';
import type { ProductRow } from './products.queries.ts';

/** Whether another product of the store (not `exceptId`) has `handle` now. */
export async function isProductHandleTaken(
  db: Db,
  tenantId: number,
  handle: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.handle, handle),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The live (not draft) product whose handle is `handle` now. */
export async function findLiveProductByHandle(
  db: Db,
  tenantId: number,
  handle: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.handle, handle), eq(products.isDraft, false)));
  return row;
}

/** The live product that had `handle` before a rename (the oldest such product, if several). */
export async function findLiveProductByPreviousHandle(
  db: Db,
  tenantId: number,
  handle: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.isDraft, false),
        sql`${handle} = any(${products.previousHandles})`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return row;
}
