// Category reads and writes: the only catalogue file that touches the categories table.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow } from '../../db/rows.ts';
import { categories } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
type CategoryValues = {
  name: string;
  description: string | null;
  translations?: Record<string, Record<string, unknown> | undefined>;
};

export async function listCategoryRows(db: Db, tenantId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function findCategoryRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  return row;
}

/** Names are unique per store ignoring case; `exceptId` skips the row being renamed. */
export async function findCategoryByName(
  db: Db,
  tenantId: number,
  name: string,
  exceptId?: number,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, tenantId),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    );
  return row;
}

/**
 * The store's category of this name (ignoring case), made when there is none yet: the insert does
 * nothing on the lower(name) unique index, so two saves naming the same new category make one.
 */
export async function ensureCategoryRow(db: Db, tenantId: number, name: string): Promise<CategoryRow> {
  const existing = await findCategoryByName(db, tenantId, name);
  if (existing) return existing;
  const [row] = await db
    .insert(categories)
    .values({ tenantId, name, description: null })
    .onConflictDoNothing()
    .returning();
  return row ?? ((await findCategoryByName(db, tenantId, name)) as CategoryRow);
}

export async function insertCategoryRow(db: Db, tenantId: number, values: CategoryValues) {
  const [row] = await db
    .insert(categories)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateCategoryRow(db: Db, tenantId: number, id: number, values: CategoryValues) {
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row;
}

export async function deleteCategoryRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .delete(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
      .returning({ id: categories.id }),
  );
}
