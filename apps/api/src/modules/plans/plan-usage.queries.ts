// What a store uses of its plan: counts over its products, orders and uploads. Read-only counts of
// other domains' tables, kept here so the limit checks need no service of those modules.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, products, uploads } from '../../db/schema/index.ts';

export async function countTenantProducts(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function countTenantOrdersSince(db: Db, tenantId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, since)));
  return row?.n ?? 0;
}

export async function sumTenantUploadBytes(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)::text` })
    .from(uploads)
    .where(eq(uploads.tenantId, tenantId));
  return Number(row?.bytes ?? 0);
}
