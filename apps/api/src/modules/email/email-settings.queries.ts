// A store's e-mail log (email_outbox) and who its mail is from (read from tenants.email_*; tenants
// writes those columns), by store.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailOutbox, tenants } from '../../db/schema/index.ts';

export async function listEmailPage(db: Db, tenantId: number, page: { limit: number; offset: number }) {
  const where = and(eq(emailOutbox.tenantId, tenantId));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Who a store's mail is from (email-brand.service.ts senderOf). */
export async function findTenantSender(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      name: tenants.name,
      emailStoreName: tenants.emailStoreName,
      emailFromAddress: tenants.emailFromAddress,
      emailSupportAddress: tenants.emailSupportAddress,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}
