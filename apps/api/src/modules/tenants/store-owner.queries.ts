// The owner account created with a new store (DESIGN §9 `owner`): a user and its 'owner'
// membership, written inside the store's own transaction so a store never exists half-made.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, userTenants } from '../../db/schema/index.ts';

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertStoreOwner(
  db: Db,
  owner: { tenantId: number; username: string; email: string; passwordHash: string },
): Promise<{ userId: number }> {
  const [user] = await db
    .insert(users)
    .values({ username: owner.username, email: owner.email, password: owner.passwordHash, isAdmin: 'false' })
    .returning({ id: users.id });
  await db
    .insert(userTenants)
    .values({ tenantId: owner.tenantId, userId: user!.id, role: 'owner', joinedAt: new Date() });
  return { userId: user!.id };
}
