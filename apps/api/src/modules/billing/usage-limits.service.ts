// A plan's orders-per-month limit (ADR 0087). A store over it keeps selling: a shopper's order is
// never refused, and nothing is added to the checkout. The hourly billing job counts each limited
// store's orders of the month (outside any order's transaction), and the first time in a month a
// store is over, its owner gets one e-mail offering the next plan up; the admin shows a banner with
// a link to the plan change while the store is over (GET /api/billing/payment-method, orderLimit).
import type { BillingAccount } from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { findStoreOwnerEmail } from '../auth/users.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { getPlanUsage } from '../plans/plan-usage.service.ts';
import { findPlanForReference, listAllPlanRows } from '../plans/plans.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { platformEmail } from './platform-email.ts';
import { claimUsageNotice, listStoresWithOrderLimit } from './usage-limits.queries.ts';

type OrderLimit = NonNullable<BillingAccount['orderLimit']>;

/** The acting store's orders this month against its plan's limit, when it has reached it; else null. */
export async function orderLimitReached(ctx: Ctx, now = new Date()): Promise<OrderLimit | null> {
  const tenantId = actingTenant(ctx);
  const usage = await getPlanUsage(ctx, now);
  const maxOrders = usage.limits.maxOrders;
  if (maxOrders == null || usage.ordersThisMonth < maxOrders) return null;
  const tenant = await getTenant(ctx, tenantId);
  const [current, plans] = await Promise.all([
    findPlanForReference(ctx, tenant.subscriptionPlan),
    listAllPlanRows(ctx),
  ]);
  // The next plan up: the cheapest offered plan dearer than this one that allows more orders.
  const allows = (limits: Record<string, unknown>) => {
    const max = limits.maxOrders;
    return typeof max !== 'number' || max > usage.ordersThisMonth;
  };
  const next = plans
    .filter((p) => p.isActive && p.priceMinor > (current?.priceMinor ?? 0) && allows(p.limits))
    .sort((a, b) => a.priceMinor - b.priceMinor)[0];
  return {
    ordersThisMonth: usage.ordersThisMonth,
    maxOrders,
    planName: current?.name ?? null,
    nextPlan: next ? { id: next.id, name: next.name } : null,
  };
}

/** The hourly sweep: the owner of each store over its limit this month is told once. */
export async function notifyOrderLimits(ctx: Ctx, now: Date): Promise<number> {
  let told = 0;
  const month = now.toISOString().slice(0, 7);
  for (const { tenantId } of await listStoresWithOrderLimit(platformDb(ctx))) {
    const storeCtx = tenantCtx(ctx, tenantId);
    const over = await orderLimitReached(storeCtx, now);
    if (!over) continue;
    const claimed = await claimUsageNotice(storeCtx.db, {
      tenantId,
      month,
      ordersThisMonth: over.ordersThisMonth,
      maxOrders: over.maxOrders,
      now,
    });
    if (!claimed) continue;
    const to = await findStoreOwnerEmail({ db: storeCtx.db, tenantId });
    if (!to) continue;
    const tenant = await getTenant(storeCtx, tenantId);
    const subject = `${tenant.name} has taken more orders this month than its plan includes`;
    const lines = [
      `Your store has taken ${over.ordersThisMonth} orders this month; the ${over.planName ?? 'current'} plan includes ${over.maxOrders}. Your store keeps selling: no shopper's order is refused.`,
      over.nextPlan
        ? `The ${over.nextPlan.name} plan allows more orders. Change your plan: ${ctx.config.PUBLIC_URL}/subscription`
        : `See your plan: ${ctx.config.PUBLIC_URL}/subscription`,
    ];
    await queueEmail(storeCtx, { tenantId, to, ...platformEmail(subject, lines) });
    told++;
  }
  return told;
}
