// The admin dashboard (spec admin §2): range 7/30/90 days, stat cards from real data, revenue per
// day, quick links and recent activity; Total Tenants and Tenant Management for super admins.
import {
  type AdminPermission,
  type DashboardRange,
  DEFAULT_DASHBOARD_RANGE,
  dashboardRangeDays,
  dashboardRanges,
  formatMoneyIn,
} from '@storefleet/contracts';
import { Activity, Building2, Mail, Package, Palette, Settings, ShoppingCart, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { RevenueChart } from './revenue-chart.tsx';

type DashboardViewProps = {
  title: string;
  isSuperAdmin: boolean;
  tenantId?: number;
  href: (path: string) => string;
  /** Whether the signed-in member may use an area (ADR 0030); quick links to others are left out. */
  mayUse?: (permission: AdminPermission) => boolean;
  /** A store's panel under the revenue chart for the chosen range's days (the conversion funnel). */
  belowChart?: (days: number) => ReactNode;
  /** Shown under the heading, before the figures (a new store's launch checklist, ADR 0081). */
  notice?: ReactNode;
};

export function DashboardView({
  title,
  isSuperAdmin,
  tenantId,
  href,
  mayUse = () => true,
  belowChart,
  notice = null,
}: DashboardViewProps) {
  const [range, setRange] = useState<DashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const stats = useDashboardStats(range, tenantId);
  const s = stats.data;
  const platform = s?.scope === 'platform';
  const cards = s
    ? [
        ...(platform ? [{ label: 'Total Tenants', value: String(s.totalTenants ?? 0) }] : []),
        { label: 'Total Orders', value: String(s.totalOrders) },
        // In the store's base currency (£12.00 for a GBP store, as the spec reads it).
        { label: 'Total Revenue', value: formatMoneyIn('en', s.totalRevenue, s.currency ?? 'GBP') },
        { label: 'Active Products', value: String(s.activeProducts) },
        { label: 'Pending Orders', value: String(s.pendingOrders) },
      ]
    : [];
  const links = [
    // A store's dashboard (a super admin's /tenant/{id}/admin) leads to that store's orders, the
    // same screen filtered to it; the platform's and a member's to /order-management.
    tenantId === undefined
      ? {
          label: 'Order Management',
          path: '/order-management',
          icon: ShoppingCart,
          prefixed: false,
          needs: 'orders',
        }
      : {
          label: 'Order Management',
          path: '/store-orders',
          icon: ShoppingCart,
          prefixed: true,
          needs: 'orders',
        },
    {
      label: 'Product Management',
      path: '/product-management',
      icon: Package,
      prefixed: true,
      needs: 'products',
    },
    { label: 'Shipping Options', path: '/shipping-options', icon: Truck, prefixed: true, needs: 'settings' },
    { label: 'Color Templates', path: '/color-settings', icon: Palette, prefixed: true, needs: 'content' },
    { label: 'Email Settings', path: '/email-settings', icon: Mail, prefixed: true, needs: 'settings' },
    { label: 'General Settings', path: '/settings', icon: Settings, prefixed: true, needs: 'member' },
    ...(isSuperAdmin
      ? [
          {
            label: 'Tenant Management',
            path: '/tenant-admin',
            icon: Building2,
            prefixed: false,
            needs: 'member',
          },
        ]
      : []),
  ].filter((link) => mayUse(link.needs as AdminPermission));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading
          title={title}
          description={platform ? 'Every store on the platform.' : "Your store's figures."}
        />
        <fieldset className="flex gap-1 rounded-md border p-1">
          <legend className="sr-only">Date range</legend>
          {dashboardRanges.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={r === range ? 'default' : 'ghost'}
              aria-pressed={r === range}
              onClick={() => setRange(r)}
            >
              {r.replace('d', '')} days
            </Button>
          ))}
        </fieldset>
      </div>
      {notice}
      {stats.isPending ? (
        <Spinner label="Loading dashboard…" className="py-16" />
      ) : stats.isError || !s ? (
        <LoadError what="dashboard stats" onRetry={() => stats.refetch()} />
      ) : (
        <>
          <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {cards.map((c) => (
              <li key={c.label}>
                <Card>
                  <CardContent className="space-y-1 p-4">
                    <p className="text-xs font-medium text-muted-foreground">{c.label}</p>
                    <p className="text-2xl font-bold tabular-nums">{c.value}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Revenue, last {range.replace('d', '')} days</CardTitle>
            </CardHeader>
            <CardContent>
              <RevenueChart days={s.revenueByDay} currency={s.currency ?? 'GBP'} />
            </CardContent>
          </Card>
          {platform ? null : belowChart?.(dashboardRangeDays[range])}
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Quick links</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 sm:grid-cols-2">
                {links.map(({ label, path, icon: Icon, prefixed }) => (
                  <Link
                    key={label}
                    href={prefixed ? href(path) : path}
                    className="flex items-center gap-3 rounded-md border p-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Icon aria-hidden="true" className="size-4 text-primary" /> {label}
                  </Link>
                ))}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Recent activity</CardTitle>
              </CardHeader>
              <CardContent>
                {s.recentActivity.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No activity yet.</p>
                ) : (
                  <ul className="space-y-3">
                    {s.recentActivity.map((a) => (
                      <li key={a.id} className="flex gap-3 text-sm">
                        <Activity
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                        />
                        <div>
                          <p>{a.description}</p>
                          <p className="text-xs text-muted-foreground">
                            {new Date(a.timestamp).toLocaleString('en-GB')}
                            {a.tenantName ? ` · ${a.tenantName}` : ''}
                          </p>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
