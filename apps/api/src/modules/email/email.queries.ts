// The e-mail outbox: the only file that reads or writes email_outbox rows one by one.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type EmailRow = typeof emailOutbox.$inferSelect;

export async function insertEmail(db: Db, values: typeof emailOutbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
}

/** Several e-mails in one statement: their ids, in the order given. */
export async function insertEmails(db: Db, list: (typeof emailOutbox.$inferInsert)[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db.insert(emailOutbox).values(list).returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

export async function findEmail(db: Db, tenantId: number, id: number): Promise<EmailRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)));
  return row;
}

export async function updateEmailStatus(
  db: Db,
  tenantId: number,
  id: number,
  values: Pick<Partial<EmailRow>, 'status' | 'error' | 'sentAt'>,
) {
  await db
    .update(emailOutbox)
    .set(values)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)));
}
