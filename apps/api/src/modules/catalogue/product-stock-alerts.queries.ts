// Low-stock marks of the admin product list: 'out' when nothing is left, 'low' at or
// below the alert level. A product with active variant-price rows is judged by those rows: sold out
// when none has stock, low when any row is at or below its own level.
import { type SQL, sql } from 'drizzle-orm';
import { products, productVariants } from '../../db/schema/index.ts';

export type StockAlert = 'low' | 'out';

const activeRows = sql`from ${productVariants} v where v.tenant_id = ${products.tenantId} and v.product_id = ${products.id} and v.is_active`;

/** 'low' | 'out' | null for the product row of the surrounding query. */
export const productStockAlert: SQL<StockAlert | null> = sql<StockAlert | null>`(case
  when exists (select 1 ${activeRows}) then
    case when not exists (select 1 ${activeRows} and v.stock > 0) then 'out'
         when exists (select 1 ${activeRows} and v.stock <= v.low_stock_threshold) then 'low' end
  when ${products.inStock} = 0 then 'out'
  when ${products.inStock} <= ${products.lowStockThreshold} then 'low' end)`;

/** The list filter: only the products marked low, or only the sold-out ones. */
export function stockAlertWhere(filter: 'all' | StockAlert | undefined): SQL | undefined {
  if (!filter || filter === 'all') return undefined;
  return sql`${productStockAlert} = ${filter}`;
}

/** The mark of one product row read without its variant rows (a save answers with it). */
export function stockAlertOfProduct(row: { inStock: number; lowStockThreshold: number }): StockAlert | null {
  if (row.inStock === 0) return 'out';
  return row.inStock <= row.lowStockThreshold ? 'low' : null;
}
