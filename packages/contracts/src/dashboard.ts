// The admin dashboard (spec admin §2 Admin Dashboard, §3 Dashboard stats, §7, §9 ranges).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { idSchema } from './fields.ts';

export const dashboardRanges = ['7d', '30d', '90d'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '30d';
export const dashboardRangeDays: Record<DashboardRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const dashboardStatsQuerySchema = z.object({
  range: z.enum(dashboardRanges, { error: 'Range must be 7d, 30d or 90d' }).default(DEFAULT_DASHBOARD_RANGE),
  tenantId: idSchema('Tenant id').optional(),
});

export const dashboardStatsSchema = z.object({
  range: z.enum(dashboardRanges),
  /** 'platform' for a super admin without a store in view, else that store. */
  scope: z.enum(['platform', 'store']),
  tenantId: z.number().int().nullable(),
  /** Super admins only (null for a store's own view). */
  totalTenants: z.number().int().nullable(),
  totalOrders: z.number().int(),
  /**
   * The currency of totalRevenue and revenueByDay: the store's base currency, every order converted
   * at its own rate (docs/decisions/0106). Null for the platform's view, which adds up the stores'
   * figures as they are.
   */
  currency: z.string().nullable(),
  totalRevenue: moneySchema,
  activeProducts: z.number().int(),
  pendingOrders: z.number().int(),
  revenueByDay: z.array(z.object({ date: z.string(), revenue: moneySchema, orders: z.number().int() })),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      timestamp: z.string(),
      tenantName: z.string().optional(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
