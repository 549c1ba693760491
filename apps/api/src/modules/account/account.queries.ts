// Customer accounts made at checkout and their single-use set-password tokens. Users are platform
// accounts, not a store's rows, so these queries have no tenant to name.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountTokens, users } from '../../db/schema/index.ts';

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

/** Inserts a password-less customer; undefined when the username was taken meanwhile. */
export async function insertCustomer(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values({ username: email, email, password: null, isAdmin: 'false' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

export async function insertAccountToken(db: Db, values: typeof accountTokens.$inferInsert) {
  await db.insert(accountTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user; undefined when it cannot be used. */
export async function consumeAccountToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

export async function updateUserPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
