// A store's e-mail settings (tenants.email_*) and its e-mail log (email_outbox), by store.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailOutbox, tenants } from '../../db/schema/index.ts';

export type EmailSettingsValues = {
  emailStoreName: string;
  emailFromAddress: string;
  emailSupportAddress: string;
  emailProcessingTime: string;
  emailBrandColor: string;
  emailLogoUrl: string | null;
  emailCustomMessage: string | null;
};

export async function updateEmailSettingsRow(db: Db, tenantId: number, values: EmailSettingsValues) {
  const rows = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

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

/** Who a store's mail is from (email-brand.ts senderOf). */
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
