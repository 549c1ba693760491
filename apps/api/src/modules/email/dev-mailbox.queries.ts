// The development mailbox's read: every store's outbox, newest first, with the store's name. It
// spans stores, so the caller passes the platform path (context.ts platformDb).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailOutbox, tenants } from '../../db/schema/index.ts';

export async function listAllEmails(platform: Db, page: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    platform
      .select({ email: emailOutbox, storeName: tenants.name })
      .from(emailOutbox)
      .innerJoin(tenants, eq(tenants.id, emailOutbox.tenantId))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    platform.select({ n: sql<number>`count(*)::int` }).from(emailOutbox),
  ]);
  return { rows, total: count?.n ?? 0 };
}
