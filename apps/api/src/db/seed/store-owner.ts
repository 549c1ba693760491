// A demo store's owner: the user account (argon2id password hash) and its 'owner' membership.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../database.ts';
import { users, userTenants } from '../schema/index.ts';

export type OwnerSeed = { tenantId: number; username: string; email: string; password: string };

/**
 * Creates the owner account and makes it a member of the store. An existing account with the same
 * name is never taken over (its password is someone else's secret): seeding stops with a clear error.
 */
export async function createStoreOwner(db: Db, owner: OwnerSeed): Promise<{ userId: number }> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${owner.username})`)
    .limit(1);
  if (taken.length > 0) {
    throw new Error(
      `Cannot seed demo data: the username '${owner.username}' is already taken. Start with DEMO_DATA=false or rename that account.`,
    );
  }
  const passwordHash = await hashPassword(owner.password);
  const [user] = await db
    .insert(users)
    .values({ username: owner.username, email: owner.email, password: passwordHash, isAdmin: 'false' })
    .returning({ id: users.id });
  if (!user) throw new Error('Cannot seed demo data: the owner account was not created');
  await db
    .insert(userTenants)
    .values({ tenantId: owner.tenantId, userId: user.id, role: 'owner', joinedAt: new Date() });
  return { userId: user.id };
}
