// Stock counts of products and variant-price rows as orders take and give them back. Each
// statement names the store; taking is conditional, so stock never goes below zero.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Prepared, preparedByShape } from '../../db/prepared.ts';
import { products, productVariants } from '../../db/schema/index.ts';

/** The row whose stock a line takes: the variant-price row that applies, else the product. */
export type StockTarget = { kind: 'product' | 'variant'; id: number };

/**
 * What taking stock tells: whether there was enough, what is left, and whether this sale made the
 * row low.
 */
export type TakenStock = { taken: false } | { taken: true; becameLow: false; stock: number } | LowStockTaken;
export type LowStockTaken = { taken: true; becameLow: true; stock: number; threshold: number };

type TakeRow = { stock: number; threshold: number; becameLow: boolean };

/**
 * `… set stock = stock - q where … and stock >= q`: not taken when there is not enough left. It
 * also tells whether the row is now at or below its low-stock level with its e-mail not yet sent
 * (`becameLow`): read from the row this statement locked, as it is after any sale that committed
 * meanwhile, so of concurrent sales only the first to reach the level sees it. That sale raises
 * the flag (flagLowStock) before it commits. Built once per kind of row (db/prepared.ts); `values`
 * fill it.
 */
export function takeStockStatement(
  tenantId: number,
  target: StockTarget,
  quantity: number,
): { statement: (db: Db) => Prepared; values: Record<string, unknown> } {
  return {
    statement: takeStockSql(target.kind, () => takeStockOf(target.kind)),
    values: { quantity, id: target.id, tenantId },
  };
}

/** takeStockStatement's two statements: a product's stock, a variant-price row's. */
const takeStockSql = preparedByShape();

function takeStockOf(kind: StockTarget['kind']): SQL {
  const [quantity, id, tenantId] = (['quantity', 'id', 'tenantId'] as const).map((name) =>
    sql.placeholder(name),
  );
  return kind === 'variant'
    ? sql`update "product_variants" set "stock" = "product_variants"."stock" - ${quantity}
where "product_variants"."id" = ${id} and "product_variants"."tenant_id" = ${tenantId}
  and "product_variants"."stock" >= ${quantity}
returning "stock" as stock, "low_stock_threshold" as threshold,
  ("stock" <= "low_stock_threshold" and not "low_stock_notified") as "becameLow"`
    : sql`update "products" set "in_stock" = "products"."in_stock" - ${quantity}
where "products"."id" = ${id} and "products"."tenant_id" = ${tenantId}
  and "products"."in_stock" >= ${quantity}
returning "in_stock" as stock, "low_stock_threshold" as threshold,
  ("in_stock" <= "low_stock_threshold" and not "low_stock_notified") as "becameLow"`;
}

/** What takeStockStatement's rows tell: none when there was not enough left. */
export function stockTaken(rows: Record<string, unknown>[]): TakenStock {
  const row = rows[0] as TakeRow | undefined;
  if (!row) return { taken: false };
  if (!row.becameLow) return { taken: true, becameLow: false, stock: Number(row.stock) };
  return { taken: true, becameLow: true, stock: Number(row.stock), threshold: Number(row.threshold) };
}

export async function takeStockRow(
  db: Db,
  tenantId: number,
  target: StockTarget,
  quantity: number,
): Promise<TakenStock> {
  const { statement, values } = takeStockStatement(tenantId, target, quantity);
  const result = (await statement(db).execute(values)) as { rows: TakeRow[] };
  return stockTaken(result.rows);
}

const idList = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`null::int`;

/**
 * Common table expressions that raise the low-stock flag of these rows, conditionally (`… where not
 * low_stock_notified and stock <= threshold`), for a statement that goes on to queue the store's
 * e-mail only when `anyFlagged`. Run in the transaction that took their stock, so the rows are
 * still locked by it.
 */
export function flagLowStockCtes(tenantId: number, rows: StockTarget[]) {
  const productIds = rows.filter((r) => r.kind === 'product').map((r) => r.id);
  const variantIds = rows.filter((r) => r.kind === 'variant').map((r) => r.id);
  return {
    ctes: sql`flagged_products as (
      update "products" set "low_stock_notified" = true
      where "tenant_id" = ${tenantId} and "id" in (${idList(productIds)})
        and not "low_stock_notified" and "in_stock" <= "low_stock_threshold"
      returning "id"
    ), flagged_variants as (
      update "product_variants" set "low_stock_notified" = true
      where "tenant_id" = ${tenantId} and "id" in (${idList(variantIds)})
        and not "low_stock_notified" and "stock" <= "low_stock_threshold"
      returning "id"
    )`,
    anyFlagged: sql`exists (select 1 from flagged_products union all select 1 from flagged_variants)`,
  };
}

export async function returnStockRow(db: Db, tenantId: number, target: StockTarget, quantity: number) {
  if (target.kind === 'variant') {
    await db
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} + ${quantity}`,
        // Back above the alert level: the next sale that takes it low e-mails again.
        lowStockNotified: sql`${productVariants.lowStockNotified} and ${productVariants.stock} + ${quantity} <= ${productVariants.lowStockThreshold}`,
      })
      .where(and(eq(productVariants.id, target.id), eq(productVariants.tenantId, tenantId)));
    return;
  }
  await db
    .update(products)
    .set({
      inStock: sql`${products.inStock} + ${quantity}`,
      lowStockNotified: sql`${products.lowStockNotified} and ${products.inStock} + ${quantity} <= ${products.lowStockThreshold}`,
    })
    .where(and(eq(products.id, target.id), eq(products.tenantId, tenantId)));
}
