// Product rows as the admin screens read and write them, including the Product Subscriptions
// screen's (stock moves in product-stock.queries.ts). Every query names the tenant.
import { and, asc, count, eq, getTableColumns, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow } from '../../db/rows.ts';
import { products } from '../../db/schema/index.ts';
import { type ProductSearchStep, productSearchOrder, productSearchWhere } from './product-search.queries.ts';
import { productStockAlert, type StockAlert, stockAlertWhere } from './product-stock-alerts.queries.ts';
import { productWeightMissing, weightMissingWhere } from './product-weights.queries.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

export type ProductFilter = {
  status: 'all' | 'live' | 'draft';
  category?: string;
  search?: string;
  /** Only low-stock or sold-out products. */
  stock?: 'all' | StockAlert;
  /** Only the products without a weight (docs/decisions/0102). */
  weight?: 'all' | 'missing';
  limit: number;
  offset: number;
};

function filterWhere(
  tenantId: number,
  filter: ProductFilter,
  step: ProductSearchStep = 'words',
): SQL | undefined {
  return and(
    eq(products.tenantId, tenantId),
    filter.status === 'all' ? undefined : eq(products.isDraft, filter.status === 'draft'),
    filter.category ? sql`lower(${products.category}) = lower(${filter.category})` : undefined,
    filter.search ? productSearchWhere(filter.search, step) : undefined,
    stockAlertWhere(filter.stock),
    weightMissingWhere(filter.weight),
  );
}

/**
 * The store's products in display order (sortOrder, then id), or with a search the matching ones
 * most relevant first (the store front's matching, ADR 0033); one page, with the total.
 */
export async function listProductRows(db: Db, tenantId: number, filter: ProductFilter) {
  const page = await listProductPage(db, tenantId, filter, 'words');
  // Nothing has every word: the products that resemble the search (a typo), as on the store front.
  return filter.search && page.total === 0 ? listProductPage(db, tenantId, filter, 'similar') : page;
}

async function listProductPage(db: Db, tenantId: number, filter: ProductFilter, step: ProductSearchStep) {
  const where = filterWhere(tenantId, filter, step);
  const rows = await db
    .select({
      ...getTableColumns(products),
      stockAlert: productStockAlert,
      weightMissing: productWeightMissing,
    })
    .from(products)
    .where(where)
    .orderBy(
      ...(filter.search
        ? productSearchOrder(filter.search, step)
        : [asc(products.sortOrder), asc(products.id)]),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProductRow(db: Db, tenantId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return row;
}

export async function countProductRows(db: Db, tenantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.tenantId, tenantId));
  return row?.n ?? 0;
}

/** Serialises product creation per store, so two requests cannot both take the last plan slot. */
export async function lockTenantProducts(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727100, ${tenantId})`);
}

export async function insertProductRow(db: Db, tenantId: number, values: NewProductRow): Promise<ProductRow> {
  const [last] = await db
    .select({ sortOrder: max(products.sortOrder) })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  const sortOrder = last?.sortOrder == null ? 0 : last.sortOrder + 1;
  const [row] = await db
    .insert(products)
    .values({ ...values, tenantId, sortOrder })
    .returning();
  return row!;
}

/**
 * Stock or alert level set above the level again clears the low-stock e-mail's flag, so the next
 * sale that takes it low e-mails the store again.
 */
export function lowStockReset(values: Partial<NewProductRow>) {
  if (values.inStock === undefined && values.lowStockThreshold === undefined) return {};
  const stock = values.inStock ?? products.inStock;
  const threshold = values.lowStockThreshold ?? products.lowStockThreshold;
  return {
    lowStockNotified: sql`case when ${stock} > ${threshold} then false else ${products.lowStockNotified} end`,
  };
}

export async function updateProductRow(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<NewProductRow>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, ...lowStockReset(values), updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row;
}

export async function deleteProductRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .delete(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
      .returning({ id: products.id }),
  );
}

/** Ids of the store's products in their current display order. */
export async function listProductOrder(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return rows.map((r) => r.id);
}

/** sortOrder = position in `orderedIds`, in one statement. */
export async function writeProductOrder(db: Db, tenantId: number, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${products} set sort_order = v.position, updated_at = now()
    from (values ${values}) as v(id, position)
    where ${products.tenantId} = ${tenantId} and ${products.id} = v.id and ${products.sortOrder} <> v.position`);
}

export async function isProductImageOfTenant(db: Db, tenantId: number, image: string): Promise<boolean> {
  return isImageUsedByProducts(db, tenantId, image);
}

/** Whether any of the store's products shows this URL, as its `image` or anywhere in its gallery. */
export async function isImageUsedByProducts(db: Db, tenantId: number, url: string): Promise<boolean> {
  const inGallery = sql`${products.images} @> ${JSON.stringify([{ url }])}::jsonb`;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), or(eq(products.image, url), inGallery)))
    .limit(1);
  return row !== undefined;
}

/** Product count per category name (lower-cased) for the store. */
export async function countProductsByCategory(db: Db, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: sql<string>`lower(${products.category})`, n: count() })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .groupBy(sql`lower(${products.category})`);
  return new Map(rows.map((r) => [r.category, r.n]));
}

export async function renameProductCategory(db: Db, tenantId: number, from: string, to: string) {
  await db
    .update(products)
    .set({ category: to, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), sql`lower(${products.category}) = lower(${from})`));
}

const sellsAsSubscription = or(eq(products.isSubscription, true), eq(products.hasSubscription, true));

/** Products sold only as a subscription or also as one, in display order. */
export async function listSubscriptionProductRows(db: Db, tenantId: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sellsAsSubscription))
    .orderBy(products.sortOrder, products.id)
    .limit(500);
}

export async function countSubscriptionProductRows(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sellsAsSubscription));
  return row?.n ?? 0;
}

/** Converts only a product not yet sold as a subscription: undefined when it already is. */
export async function markProductSubscribable(
  db: Db,
  tenantId: number,
  id: number,
  values: { subscriptionInterval: string; subscriptionTrialDays: number },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, hasSubscription: true, updatedAt: new Date() })
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.id, id),
        eq(products.isSubscription, false),
        eq(products.hasSubscription, false),
      ),
    )
    .returning();
  return row;
}
