// /super-admin (spec admin §2 Super Admin Dashboard): Payment Management and Create New Store,
// four figures from real data, the plans, and the Customer Stores table.
import { formatPlanPrice } from '@storefleet/contracts';
import { CreditCard, Layers, Plus, Store, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error.tsx';
import { StatCard, StatGrid } from '@/components/stat-card.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useSubscriptionPlans } from '@/features/plans/api/get-subscription-plans.ts';
import { usePlatformStats } from '@/features/tenants-admin/api/get-platform-stats.ts';
import { TenantFormDialog } from '@/features/tenants-admin/components/tenant-form-dialog.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { CustomerStores } from './customer-stores.tsx';
import { PlatformSales } from './platform-sales.tsx';

export function SuperAdminDashboardRoute() {
  useDocumentTitle('Super Admin Dashboard');
  const stats = usePlatformStats();
  const plans = useSubscriptionPlans();
  const [creating, setCreating] = useState(false);
  const figure = (value: number | string | undefined) => (stats.isPending ? '…' : (value ?? '—'));

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading
          title="Super Admin Dashboard"
          description="Every store on the platform, its plan and billing."
        />
        <div className="flex flex-wrap gap-2">
          <Link href="/billing-management" className={buttonVariants({ variant: 'outline' })}>
            <CreditCard aria-hidden="true" />
            Payment Management
          </Link>
          <Button onClick={() => setCreating(true)} disabled={!plans.data}>
            <Plus aria-hidden="true" />
            Create New Store
          </Button>
        </div>
      </div>

      {stats.isError ? <LoadError what="dashboard stats" onRetry={() => stats.refetch()} /> : null}
      <StatGrid label="Platform figures">
        <StatCard title="Total Stores" value={figure(stats.data?.totalStores)} icon={Store} />
        <StatCard
          title="Monthly Revenue"
          value={stats.data ? `£${stats.data.monthlyRevenue}` : figure(undefined)}
          icon={CreditCard}
          description="Platform billing paid this month"
        />
        <StatCard title="Total Users" value={figure(stats.data?.totalUsers)} icon={Users} />
        <StatCard title="Active Plans" value={figure(stats.data?.activePlans)} icon={Layers} />
      </StatGrid>

      <PlatformSales />

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-xl">Subscription Plans</CardTitle>
          <Link href="/tenant-admin" className={buttonVariants({ variant: 'link', size: 'sm' })}>
            Manage plans
          </Link>
        </CardHeader>
        <CardContent>
          {plans.isError ? <LoadError what="subscription plans" onRetry={() => plans.refetch()} /> : null}
          <ul className="divide-y">
            {(plans.data ?? []).map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="font-medium">{plan.name}</span>
                <span className="flex items-center gap-3 text-sm">
                  <span className="tabular-nums">
                    {formatPlanPrice(plan.price)}
                    {formatPlanPrice(plan.price) === 'Free' ? '' : ' / month'}
                  </span>
                  <Badge variant={plan.isActive ? 'success' : 'neutral'}>
                    {plan.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <CustomerStores plans={plans.data ?? []} />
      <TenantFormDialog open={creating} onOpenChange={setCreating} plans={plans.data ?? []} />
    </div>
  );
}
