// Users and store memberships: the only file of this module that reads those tables.
import type { Membership } from '@storefleet/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants, users, userTenants } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listMemberships(db: Db, userId: number): Promise<Membership[]> {
  return db
    .select({
      tenantId: userTenants.tenantId,
      tenantName: tenants.name,
      tenantSlug: tenants.slug,
      role: userTenants.role,
    })
    .from(userTenants)
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .where(eq(userTenants.userId, userId))
    .orderBy(asc(userTenants.tenantId));
}

export async function findMembership(db: Db, userId: number, tenantId: number) {
  const [row] = await db
    .select()
    .from(userTenants)
    .where(and(eq(userTenants.userId, userId), eq(userTenants.tenantId, tenantId)));
  return row;
}

export async function countSuperAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.isAdmin, 'true'));
  return row?.n ?? 0;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertMembership(db: Db, values: typeof userTenants.$inferInsert) {
  await db.insert(userTenants).values(values);
}
