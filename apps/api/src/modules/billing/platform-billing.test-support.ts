// Shared by the platform-billing loop tests (sandbox and Stripe): their platform fixture, the store's
// bills, its timeline, its row, the owner's mail, and the job run at a fixed moment.
import { asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { auditLog, billing, billingEvents, emailOutbox, tenants, users } from '../../db/schema/index.ts';
import { createPlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { runPlatformBilling } from './platform-charges.service.ts';

export const at = (iso: string) => new Date(iso);

export function billsOf(db: Db, tenantId: number) {
  return db.select().from(billing).where(eq(billing.tenantId, tenantId)).orderBy(asc(billing.id));
}

export async function timelineKinds(db: Db, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: billingEvents.kind })
    .from(billingEvents)
    .where(eq(billingEvents.tenantId, tenantId))
    .orderBy(asc(billingEvents.id));
  return rows.map((r) => r.kind);
}

export async function storeRow(db: Db, tenantId: number) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return row!;
}

export async function billingAuditEvents(db: Db, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ after: auditLog.after, actor: auditLog.actorName })
    .from(auditLog)
    .where(sql`${auditLog.tenantId} = ${tenantId} and ${auditLog.actorName} = 'Platform billing'`)
    .orderBy(asc(auditLog.id));
  return rows.map((r) => String(r.after?.event));
}

export async function mailTo(db: Db, address: string): Promise<string[]> {
  const rows = await db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
  return rows.map((r) => r.subject);
}

export async function giveEmail(db: Db, username: string, email: string) {
  await db.update(users).set({ email }).where(eq(users.username, username));
}

/** The hourly job as it runs at `now`. */
export function runJobAt(ctx: Ctx, now: string) {
  return runPlatformBilling(ctx, at(now));
}

/**
 * The platform fixture of a billing-loop test (the app with `config`): store A's trial ends at
 * `trialEndsAt`, and its owner reads the bills' mail at `ownerAEmail`.
 */
export async function createBillingLoopFixture(options: {
  trialEndsAt: string;
  ownerAEmail: string;
  config?: Record<string, string>;
}) {
  const t = await createPlatformFixture({ config: options.config });
  await t.db
    .update(tenants)
    .set({ trialEndsAt: at(options.trialEndsAt) })
    .where(eq(tenants.id, t.storeA.id));
  await giveEmail(t.db, 'owner-a', options.ownerAEmail);
  return t;
}
