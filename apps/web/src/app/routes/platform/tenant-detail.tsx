// /tenant/{tenantId} (spec admin §2 Tenant detail): header with name, domain, status and plan
// badges; four figures from the store's rows; tabs Products, CMS Content, Store Settings.
import { formatMoney } from '@storefleet/contracts';
import { ArrowLeft, Package, PoundSterling, ShoppingCart, Store, Users } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadError } from '@/components/load-error.tsx';
import { StatCard, StatGrid } from '@/components/stat-card.tsx';
import { StatusPanel } from '@/components/status-panel.tsx';
import { StoreStatusBadge, SubscriptionStateBadge } from '@/components/store-status-badges.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAdminContent } from '@/features/content-admin/api/get-admin-content.ts';
import { useTenant } from '@/features/tenants-admin/api/get-tenant.ts';
import { TenantContentList } from '@/features/tenants-admin/components/tenant-content-list.tsx';
import { TenantProductsList } from '@/features/tenants-admin/components/tenant-products-list.tsx';
import { TenantSettingsSummary } from '@/features/tenants-admin/components/tenant-settings-summary.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function TenantDetailRoute() {
  const params = useParams<{ tenantId: string }>();
  const tenantId = Number(params.tenantId);
  const valid = Number.isInteger(tenantId) && tenantId > 0;
  const tenant = useTenant(valid ? tenantId : 0);
  useDocumentTitle(tenant.data?.name ?? 'Store Details');

  if (!valid || isApiError(tenant.error, 404) || isApiError(tenant.error, 400)) return <StoreNotFound />;
  if (tenant.isPending) return <PageSpinner label="Loading store…" />;
  if (tenant.isError) return <LoadError what="tenant" onRetry={() => tenant.refetch()} />;
  const t = tenant.data;

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Link
          href="/super-admin"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Super Admin
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight">{t.name}</h1>
            <p className="text-muted-foreground">{t.storeUrl ?? t.domain ?? `/s/${t.slug}`}</p>
            <div className="flex flex-wrap gap-2">
              <StoreStatusBadge status={t.status} />
              <Badge variant="secondary">{t.planName ?? t.subscriptionPlan}</Badge>
              <SubscriptionStateBadge state={t.subscriptionState} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={t.storeUrl ?? `/store/${t.id}`}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <Store aria-hidden="true" />
              View Store Front
            </a>
            <Link href={`/tenant/${t.id}/product-management`} className={buttonVariants()}>
              Manage Store
            </Link>
          </div>
        </div>
      </div>

      <StatGrid label="Store figures">
        <StatCard title="Total Products" value={t.stats.products} icon={Package} />
        <StatCard title="Total Orders" value={t.stats.orders} icon={ShoppingCart} />
        <StatCard title="Revenue" value={formatMoney(t.stats.revenue)} icon={PoundSterling} />
        <StatCard title="Active Users" value={t.stats.users} icon={Users} description="Store members" />
      </StatGrid>

      <Tabs defaultValue="products">
        <TabsList>
          <TabsTrigger value="products">Products</TabsTrigger>
          <TabsTrigger value="content">CMS Content</TabsTrigger>
          <TabsTrigger value="settings">Store Settings</TabsTrigger>
        </TabsList>
        <Card className="mt-4">
          <CardContent className="pt-4">
            <TabsContent value="products" className="mt-0">
              <TenantProductsList tenantId={t.id} />
            </TabsContent>
            <TabsContent value="content" className="mt-0">
              <ContentTab tenantId={t.id} />
            </TabsContent>
            <TabsContent value="settings" className="mt-0">
              <TenantSettingsSummary tenant={t} />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}

/** The tab mounts when opened, so the store's content is read only then (from content-admin). */
function ContentTab({ tenantId }: { tenantId: number }) {
  return <TenantContentList tenantId={tenantId} content={useAdminContent(tenantId)} />;
}

function StoreNotFound() {
  useDocumentTitle('Store Not Found');
  return (
    <StatusPanel
      icon={Store}
      title="Store Not Found"
      actions={
        <Link href="/super-admin" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          Back to Super Admin
        </Link>
      }
    >
      There is no store with this id. It may have been removed.
    </StatusPanel>
  );
}
