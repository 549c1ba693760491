// Dunning for a store with a bill past due (ADR 0084): after the grace period the store's admin is
// read-only, after 30 days the store is suspended; each hold is a step on the billing timeline and
// an e-mail to the owner. Paying lifts it (platform-charges.settle.ts).
import { type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { findPlanForReference } from '../plans/plans.service.ts';
import { setTenantBillingHold } from '../tenants/tenant-plan.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { cardLink, emailStoreOwner, money, recordBillingStep } from './billing.timeline.ts';
import { listPastDueBills, listStoresInDunning } from './platform-charges.queries.ts';
import { restoreIfPaidUp } from './platform-charges.settle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days past due before the store's admin turns read-only; a plan's `limits.graceDays` overrides it. */
export const DEFAULT_GRACE_DAYS = 14;
/** Days past due before the store is suspended (the closed-store page). */
export const SUSPEND_AFTER_DAYS = 30;

/** Read-only after the grace period, suspended after 30 days, for each store with a bill past due. */
export async function runDunning(ctx: Ctx, now: Date): Promise<void> {
  for (const { tenantId } of await listStoresInDunning(platformDb(ctx))) {
    const storeCtx = tenantCtx(ctx, tenantId);
    const [oldest] = await listPastDueBills(storeCtx.db, tenantId);
    if (!oldest?.pastDueAt) {
      await restoreIfPaidUp(storeCtx, now);
      continue;
    }
    const tenant = await getTenant(storeCtx, tenantId);
    const plan = await findPlanForReference(storeCtx, tenant.subscriptionPlan);
    const limits = (plan?.limits ?? {}) as { graceDays?: number | null };
    const graceDays = limits.graceDays ?? DEFAULT_GRACE_DAYS;
    const daysPastDue = (now.getTime() - oldest.pastDueAt.getTime()) / DAY_MS;
    if (daysPastDue >= SUSPEND_AFTER_DAYS && tenant.billingHold !== 'suspended') {
      // An operator's own suspension or deactivation is left as it is.
      if (tenant.status !== 'active') continue;
      await setTenantBillingHold(storeCtx, { billingHold: 'suspended', status: 'suspended' });
      await recordBillingStep(storeCtx, {
        tenantId,
        kind: 'suspended',
        message: `Suspended: ${money(oldest.amountMinor)} unpaid for ${SUSPEND_AFTER_DAYS} days. Paying reopens the store at once.`,
        bill: oldest,
        now,
      });
      await emailStoreOwner(storeCtx, {
        subject: 'Your store is suspended: a bill is unpaid',
        lines: [
          `Your bill of ${money(oldest.amountMinor)} has been unpaid for ${SUSPEND_AFTER_DAYS} days, so your store is closed to shoppers.`,
          `Update your card to pay it and reopen the store at once: ${cardLink(ctx)}`,
        ],
      });
    } else if (daysPastDue >= graceDays && !tenant.billingHold && daysPastDue < SUSPEND_AFTER_DAYS) {
      await setTenantBillingHold(storeCtx, { billingHold: 'read_only' });
      await recordBillingStep(storeCtx, {
        tenantId,
        kind: 'read_only',
        message: `Read-only: ${money(oldest.amountMinor)} unpaid for ${graceDays} days. The store front keeps selling.`,
        bill: oldest,
        now,
      });
      await emailStoreOwner(storeCtx, {
        subject: 'Your store admin is read-only: a bill is unpaid',
        lines: [
          `Your bill of ${money(oldest.amountMinor)} has been unpaid for ${graceDays} days, so changes in your store's admin are disabled. Your store front keeps selling.`,
          `Update your card to pay it: ${cardLink(ctx)}`,
        ],
      });
    }
  }
}
