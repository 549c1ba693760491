// GET /api/admin/dashboard-stats (spec admin §2 Admin Dashboard, §3 Dashboard stats): real figures
// for the chosen range. A super admin naming no store sees the platform (with Total Tenants); a
// member, or a super admin naming a store, sees that store.
import {
  type DashboardRange,
  type DashboardStats,
  dashboardRangeDays,
  formatMinor,
  formatMoneyIn,
  minorToDecimal,
} from '@storefleet/contracts';
import { type Ctx, platformReadDb, readDb } from '../../context.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import {
  countLiveProducts,
  countPendingOrders,
  countTenants,
  listRecentOrders,
  listRecentTenants,
  revenueByDay,
  type Scope,
  storeBaseCurrency,
  sumOrdersSince,
} from './dashboard-stats.queries.ts';

const DAY_MS = 86_400_000;
const RECENT = 8;

/** The first instant of the range: today counts as one of its days (UTC). */
export function rangeStart(range: DashboardRange, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (dashboardRangeDays[range] - 1) * DAY_MS);
}

export async function getDashboardStats(
  ctx: Ctx,
  query: { range: DashboardRange; tenantId?: number },
): Promise<DashboardStats> {
  const actor = requireUser(ctx);
  const platform = actor.isSuperAdmin && query.tenantId === undefined;
  const scope: Scope = platform
    ? {}
    : { tenantId: await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId }) };
  // The platform's figures span stores: the named platform path; a store's, its own handle.
  // Read-heavy: from the replica when it holds the caller's own writes (ADR 0018).
  const db = platform ? platformReadDb(ctx) : readDb(ctx);
  const since = rangeStart(query.range);
  const [totals, days, pendingOrders, activeProducts, totalTenants, recentOrders, recentTenants, currency] =
    await Promise.all([
      sumOrdersSince(db, scope, since),
      revenueByDay(db, scope, since),
      countPendingOrders(db, scope),
      countLiveProducts(db, scope),
      platform ? countTenants(db) : Promise.resolve(null),
      listRecentOrders(db, scope, RECENT),
      platform ? listRecentTenants(db, RECENT) : Promise.resolve([]),
      scope.tenantId === undefined ? Promise.resolve(null) : storeBaseCurrency(db, scope.tenantId),
    ]);

  const byDate = new Map(days.map((d) => [d.date, d]));
  const revenue = Array.from({ length: dashboardRangeDays[query.range] }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const day = byDate.get(date);
    return { date, revenue: formatMinor(day?.revenueMinor ?? 0), orders: day?.orders ?? 0 };
  });

  const activity = [
    ...recentOrders.map((o) => ({
      id: `order-${o.id}`,
      // The order's own amount in its own currency (a description of one order, not a sum).
      description: `Order #${o.id} from ${o.customerName}: ${formatMoneyIn('en', minorToDecimal(o.totalMinor, o.currency), o.currency)} (${o.status.replaceAll('_', ' ')})`,
      timestamp: o.createdAt.toISOString(),
      ...(platform ? { tenantName: o.tenantName } : {}),
    })),
    ...recentTenants.map((t) => ({
      id: `tenant-${t.id}`,
      description: `Store created: ${t.name}`,
      timestamp: t.createdAt.toISOString(),
      tenantName: t.name,
    })),
  ]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, RECENT);

  return {
    range: query.range,
    scope: platform ? 'platform' : 'store',
    tenantId: scope.tenantId ?? null,
    totalTenants,
    totalOrders: totals.orders,
    currency,
    totalRevenue: formatMinor(totals.revenueMinor),
    activeProducts,
    pendingOrders,
    revenueByDay: revenue,
    recentActivity: activity,
  };
}
