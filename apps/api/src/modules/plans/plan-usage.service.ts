// A store's usage against its plan, for the owner's Subscription Management screen.
// maxProducts and maxStorage are enforced where products and uploads are written (catalogue and
// uploads services, through getTenantPlanLimits); maxOrders is only reported, with a warning as
// it nears the limit, because a shopper's paid order is never refused for it.
import { ORDER_USAGE_WARNING_RATIO, type PlanUsage } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { getTenantPlanLimits } from './plan-limits.service.ts';
import { countTenantOrdersSince, countTenantProducts, sumTenantUploadBytes } from './plan-usage.queries.ts';
import { normalizeLimits } from './plans.service.ts';

const MB = 1024 * 1024;

/** The caller has checked who may read the acting store. */
export async function getPlanUsage(ctx: Ctx, now = new Date()): Promise<PlanUsage> {
  const tenantId = actingTenant(ctx);
  const { limits } = await getTenantPlanLimits(ctx);
  const [productCount, ordersThisMonth, storageBytes] = await Promise.all([
    countTenantProducts(ctx.db, tenantId),
    countTenantOrdersSince(ctx.db, tenantId, calendarMonthOf(now).start),
    sumTenantUploadBytes(ctx.db, tenantId),
  ]);
  const normalized = normalizeLimits(limits);
  return {
    products: productCount,
    ordersThisMonth,
    storageBytes,
    // A store with a few small images has used something: never 0 once it has a file.
    storageMb: storageBytes > 0 ? Math.max(0.1, Math.round((storageBytes / MB) * 10) / 10) : 0,
    limits: normalized,
    orderWarning: orderWarning(ordersThisMonth, normalized.maxOrders),
  };
}

/** A sentence for the owner once monthly orders reach 80% of the plan's limit. */
export function orderWarning(ordersThisMonth: number, maxOrders: number | null): string | null {
  if (maxOrders == null || ordersThisMonth < maxOrders * ORDER_USAGE_WARNING_RATIO) return null;
  if (ordersThisMonth >= maxOrders) {
    return `Your store has reached its plan's ${maxOrders} orders this month. Orders are still accepted; upgrade your plan to keep within it.`;
  }
  return `Your store has taken ${ordersThisMonth} of its plan's ${maxOrders} orders this month. Consider upgrading your plan.`;
}
