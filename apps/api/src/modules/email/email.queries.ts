// The e-mail outbox, and the address a store's own notifications go to.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailOutbox, tenants, users, userTenants } from '../../db/schema/index.ts';

export type EmailRow = typeof emailOutbox.$inferSelect;

export async function insertEmail(db: Db, values: typeof emailOutbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
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

/** The store's support address, else its owner's e-mail. */
export async function findStoreNotificationAddress(db: Db, tenantId: number): Promise<string | undefined> {
  const [tenant] = await db
    .select({ support: tenants.emailSupportAddress })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (tenant?.support) return tenant.support;
  const [owner] = await db
    .select({ email: users.email })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.role, 'owner')))
    .orderBy(asc(userTenants.id))
    .limit(1);
  return owner?.email ?? undefined;
}
