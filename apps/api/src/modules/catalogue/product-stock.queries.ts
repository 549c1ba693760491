// Stock counts of products and variant-price rows as orders take and give them back. Each
// statement names the store; taking is conditional, so stock never goes below zero.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow } from '../../db/rows.ts';
import { products, productVariants } from '../../db/schema/index.ts';

/** The row whose stock a line takes: the variant-price row that applies, else the product. */
export type StockTarget = { kind: 'product' | 'variant'; id: number };

/** `… set stock = stock - q where … and stock >= q`: false when there is not enough left. */
export async function takeStockRow(
  db: Db,
  tenantId: number,
  target: StockTarget,
  quantity: number,
): Promise<boolean> {
  if (target.kind === 'variant') {
    return anyRow(
      db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${quantity}` })
        .where(
          and(
            eq(productVariants.id, target.id),
            eq(productVariants.tenantId, tenantId),
            gte(productVariants.stock, quantity),
          ),
        )
        .returning({ id: productVariants.id }),
    );
  }
  return anyRow(
    db
      .update(products)
      .set({ inStock: sql`${products.inStock} - ${quantity}` })
      .where(
        and(eq(products.id, target.id), eq(products.tenantId, tenantId), gte(products.inStock, quantity)),
      )
      .returning({ id: products.id }),
  );
}

export async function returnStockRow(db: Db, tenantId: number, target: StockTarget, quantity: number) {
  if (target.kind === 'variant') {
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(and(eq(productVariants.id, target.id), eq(productVariants.tenantId, tenantId)));
    return;
  }
  await db
    .update(products)
    .set({ inStock: sql`${products.inStock} + ${quantity}` })
    .where(and(eq(products.id, target.id), eq(products.tenantId, tenantId)));
}
