// GET /api/super-admin/stats: the Super Admin Dashboard's four cards from real data (DESIGN §1
// replaces the spec's fixed £29.99 and 1): stores, billing paid this calendar month, users, plans.
import { formatMinor, type PlatformSales, type SuperAdminStats } from '@storefleet/contracts';
import { type Ctx, platformReadDb, readDb } from '../../context.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { platformSalesFigures } from '../analytics/analytics-reports.service.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { countOfferedPlans } from '../plans/plans.service.ts';
import { countStores, countUsers, sumBillingPaidBetween } from './platform-stats.queries.ts';

export async function getSuperAdminStats(ctx: Ctx, now = new Date()): Promise<SuperAdminStats> {
  requireSuperAdmin(ctx);
  const month = calendarMonthOf(now);
  const [totalStores, revenueMinor, totalUsers, activePlans] = await Promise.all([
    countStores(readDb(ctx)),
    sumBillingPaidBetween(platformReadDb(ctx), month.start, month.end),
    countUsers(readDb(ctx)),
    countOfferedPlans(ctx),
  ]);
  return { totalStores, monthlyRevenue: formatMinor(revenueMinor), totalUsers, activePlans };
}

/** GET /api/super-admin/stats/sales: the operator's sales figures, from the stores' rollups. */
export async function getPlatformSales(
  ctx: Ctx,
  query: { from?: string; to?: string },
): Promise<PlatformSales> {
  requireSuperAdmin(ctx);
  return platformSalesFigures(ctx, query);
}
