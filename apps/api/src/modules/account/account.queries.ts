// Single-use tokens e-mailed to account holders (set-password for customers made at checkout,
// password reset for anyone): the only file that touches account_tokens.
// Tokens belong to platform accounts, not a store's rows, so these queries have no tenant to name.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountTokens } from '../../db/schema/index.ts';

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

/** Every still-usable token of the user is spent: after a password change no older link works. */
/** Spends the account's unused links of one kind: a new password-reset link replaces the older ones. */
export async function spendUserTokensOf(db: Db, userId: number, purpose: string, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

export async function spendUserTokens(db: Db, userId: number, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}
