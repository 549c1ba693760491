// A demo store's owner: the user account (argon2id password hash) and its 'owner' membership,
// written through auth, which owns the users and user_tenants tables.

import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/password.service.ts';
import { createStoreOwner as createOwnerAccount, isUsernameTaken } from '../modules/auth/users.service.ts';

export type OwnerSeed = { tenantId: number; username: string; email: string; password: string };

/**
 * Creates the owner account and makes it a member of the store. An existing account with the same
 * name is never taken over (its password is someone else's secret): seeding stops with a clear error.
 */
export async function createStoreOwner(db: Db, owner: OwnerSeed): Promise<{ userId: number }> {
  if (await isUsernameTaken({ db }, owner.username)) {
    throw new Error(
      `Cannot seed demo data: the username '${owner.username}' is already taken. Start with DEMO_DATA=false or rename that account.`,
    );
  }
  const passwordHash = await hashPassword(owner.password);
  const { tenantId, username, email } = owner;
  return createOwnerAccount({ db }, { tenantId, username, email, passwordHash });
}
