// /tenant-admin (spec admin §2 Tenant Management): Create Tenant, the plan cards (create, edit,
// deactivate), the Active Tenants note and the stores.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PlatformDomains } from '@/features/domains-admin/components/platform-domains.tsx';
import { useSubscriptionPlans } from '@/features/plans/api/get-subscription-plans.ts';
import { PlanCatalogue } from '@/features/plans/components/plan-catalogue.tsx';
import { TenantFormDialog } from '@/features/tenants-admin/components/tenant-form-dialog.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { CustomerStores } from './customer-stores.tsx';

export function TenantManagementRoute() {
  useDocumentTitle('Tenant Management');
  const plans = useSubscriptionPlans();
  const [creating, setCreating] = useState(false);
  const offered = (plans.data ?? []).filter((plan) => plan.isActive).length;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading
          title="Tenant Management"
          description="Create stores, set their plans and manage subscription plans."
        />
        <Button onClick={() => setCreating(true)} disabled={!plans.data}>
          <Plus aria-hidden="true" />
          Create Tenant
        </Button>
      </div>

      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">Active Tenants</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {plans.isPending ? (
            <Spinner label="Loading plans…" className="justify-start" />
          ) : plans.data && plans.data.length > 0 ? (
            `Subscription plans are configured: ${offered} of ${plans.data.length} offered to stores. New stores start on a 14-day trial of their plan.`
          ) : plans.isError ? null : (
            'No subscription plans found. Please configure subscription plans first.'
          )}
        </CardContent>
      </Card>

      {plans.isError ? <LoadError what="subscription plans" onRetry={() => plans.refetch()} /> : null}
      {plans.data ? <PlanCatalogue plans={plans.data} /> : null}
      <CustomerStores plans={plans.data ?? []} title="Stores" />
      <PlatformDomains />
      <TenantFormDialog
        open={creating}
        onOpenChange={setCreating}
        plans={plans.data ?? []}
        createdTitle="Tenant created successfully"
      />
    </div>
  );
}
