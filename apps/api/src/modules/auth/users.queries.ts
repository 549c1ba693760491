// Users and store memberships: the only file that writes those tables (other modules go through
// users.service.ts). Users are platform accounts, not a store's rows, so most queries name no tenant.
import type { Membership } from '@storefleet/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { accountTokens, tenants, users, userTenants } from '../../db/schema/index.ts';

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
      permissions: userTenants.permissions,
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
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertMembership(db: Db, values: typeof userTenants.$inferInsert) {
  await db.insert(userTenants).values(values);
}

/** The account an e-mail address belongs to: its username first, else its e-mail field. */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${email} or lower(${users.email}) = ${email}`)
    .orderBy(sql`lower(${users.username}) = ${email} desc`, users.id)
    .limit(1);
  return row?.id;
}

/** Whether the account is a super admin or a member of any store (account_is_staff, migration 0068). */
export async function isStaffAccount(db: Db, userId: number): Promise<boolean> {
  const result = (await db.execute(sql`select account_is_staff(${userId}) as staff`)) as unknown as {
    rows: { staff: boolean }[];
  };
  return result.rows[0]?.staff === true;
}

/** findOrInsertCustomer's statement, built once with a token and once without (db/prepared.ts). */
const customerStatement = preparedByShape();

function customerSql(withToken: boolean): SQL {
  const email = sql.placeholder('email');
  const tokenInsert = withToken
    ? sql`, token as (
      insert into ${accountTokens} (token_hash, user_id, purpose, expires_at)
      select ${sql.placeholder('tokenHash')}, id, ${sql.placeholder('purpose')},
        ${sql.placeholder('expiresAt')}::timestamptz from made
    )`
    : sql``;
  return sql`
    with found as (
      select ${users.id} as id from ${users}
      where lower(${users.username}) = ${email} or lower(${users.email}) = ${email}
      order by lower(${users.username}) = ${email} desc, ${users.id} limit 1
    ), made as (
      insert into ${users} (username, email, password, is_admin, preferred_language)
      select ${email}, ${email}, null, false, ${sql.placeholder('language')} where not exists (select 1 from found)
      on conflict do nothing
      returning id
    )${tokenInsert}
    select id, false as created, account_is_staff(id) as staff from found
    union all select id, true as created, false as staff from made`;
}

/**
 * The account of `email` (lower-cased), or a new customer account for it when there is none, in
 * one statement: undefined only when a concurrent insert won the race (the caller reads it then).
 * `token`, when given, is stored for the new account only (its set-password link), in the same
 * statement. `staff`: the account found is a super admin or a member of any store (a new one never is).
 */
export async function findOrInsertCustomer(
  db: Db,
  email: string,
  language: string | null = null,
  token?: { tokenHash: string; purpose: string; expiresAt: Date },
): Promise<{ userId: number; created: boolean; staff: boolean } | undefined> {
  const statement = customerStatement(token ? 'with a token' : 'without a token', () =>
    customerSql(token !== undefined),
  );
  const result = (await statement(db).execute({
    email,
    language,
    ...(token && {
      tokenHash: token.tokenHash,
      purpose: token.purpose,
      expiresAt: token.expiresAt.toISOString(),
    }),
  })) as { rows: { id: number | string; created: boolean; staff: boolean }[] };
  const row = result.rows[0];
  return row
    ? { userId: Number(row.id), created: row.created === true, staff: row.staff === true }
    : undefined;
}

/** Sets the password; answers the account's username (what it signs in with). */
export async function updateUserPassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ username: users.username });
  return row?.username;
}

/** The e-mail of the store's first owner, if it has one. */
export async function findOwnerEmail(db: Db, tenantId: number): Promise<string | undefined> {
  const [owner] = await db
    .select({ email: users.email })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.role, 'owner')))
    .orderBy(asc(userTenants.id))
    .limit(1);
  return owner?.email ?? undefined;
}

/**
 * The accounts a password-reset request names: the one whose username it is (ignoring case), else
 * every account with that e-mail address (a few at most: one person's customer and staff accounts).
 */
export async function findAccountsByUsernameOrEmail(db: Db, usernameOrEmail: string): Promise<UserRow[]> {
  const byUsername = await findUserByUsername(db, usernameOrEmail);
  if (byUsername) return [byUsername];
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${usernameOrEmail})`)
    .orderBy(asc(users.id))
    .limit(5);
}

/** A store's members with their accounts (the Team screen, ADR 0030), owners first. */
export async function listStoreMembers(db: Db, tenantId: number) {
  return db
    .select({
      userId: userTenants.userId,
      username: users.username,
      email: users.email,
      role: userTenants.role,
      permissions: userTenants.permissions,
      joinedAt: userTenants.joinedAt,
    })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(eq(userTenants.tenantId, tenantId))
    .orderBy(sql`${userTenants.role} = 'owner' desc`, asc(userTenants.id));
}

/** The store's owners' user ids, their rows locked until the transaction ends (last-owner rule). */
export async function lockStoreOwners(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userTenants.userId })
    .from(userTenants)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.role, 'owner')))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function updateMembershipRole(
  db: Db,
  tenantId: number,
  userId: number,
  values: { role: string; permissions: string[] },
): Promise<boolean> {
  const rows = await db
    .update(userTenants)
    .set(values)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)))
    .returning({ id: userTenants.id });
  return rows.length > 0;
}

export async function deleteMembership(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userTenants)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)))
    .returning({ id: userTenants.id });
  return rows.length > 0;
}

/** An account's language (docs/decisions/0095); null when none was chosen. */
export async function findPreferredLanguage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function updatePreferredLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
}
