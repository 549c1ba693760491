// Products as the Product Subscriptions screen makes and lists them. Products belong to the
// catalogue; these are the few reads and writes that screen needs, each scoped to its store.
import { and, count, eq, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories, products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

const sellsAsSubscription = or(eq(products.isSubscription, true), eq(products.hasSubscription, true));

export async function listSubscriptionProductRows(db: Db, tenantId: number) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sellsAsSubscription))
    .orderBy(products.sortOrder, products.id)
    .limit(500);
}

export async function countSubscriptionProducts(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sellsAsSubscription));
  return row?.n ?? 0;
}

export async function findProduct(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return row;
}

/** The store's own spelling of a category name, if it has one (compared ignoring case). */
export async function findCategoryName(db: Db, tenantId: number, name: string) {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), sql`lower(${categories.name}) = lower(${name})`));
  return row?.name;
}

/** Whether `image` is already some product's image in this store (reused URLs). */
export async function isProductImage(db: Db, tenantId: number, image: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.image, image)))
    .limit(1);
  return Boolean(row);
}

export async function countProducts(db: Db, tenantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.tenantId, tenantId));
  return row?.n ?? 0;
}

/** Same lock as the catalogue's product create: one plan slot cannot be taken twice. */
export async function lockStoreProducts(db: Db, tenantId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(727100, ${tenantId})`);
}

export async function insertProduct(
  db: Db,
  tenantId: number,
  values: Omit<typeof products.$inferInsert, 'tenantId' | 'sortOrder'>,
) {
  const [last] = await db
    .select({ sortOrder: max(products.sortOrder) })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  const [row] = await db
    .insert(products)
    .values({ ...values, tenantId, sortOrder: last?.sortOrder == null ? 0 : last.sortOrder + 1 })
    .returning();
  return row!;
}

/** Converts only a product not yet sold as a subscription: undefined when it already is. */
export async function markProductSubscribable(
  db: Db,
  tenantId: number,
  id: number,
  values: { subscriptionInterval: string; subscriptionTrialDays: number },
) {
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
