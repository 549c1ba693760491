// /admin, /admin-dashboard, /admin/dashboard (spec admin §2 Admin Dashboard). The admin area's gate
// shows 'Authentication Required' and 'Access Denied'; the title is 'Super Admin Dashboard' for a
// super admin, whose view covers the platform (Total Tenants, Tenant Management).
// /tenant/{id}/admin is the dashboard of the store a super admin acts on: its
// figures and links stay on that store; on /admin a super admin's store links ask which store.
import { userMayUse } from '@storefleet/contracts';
import { FunnelPanel } from '@/features/analytics-funnel/components/funnel-panel.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { DashboardView } from '@/features/dashboard/components/dashboard-view.tsx';
import { LaunchChecklist } from '@/features/store-launch-admin/components/launch-checklist.tsx';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function DashboardRoute() {
  const { data: user } = useUser();
  const isSuperAdmin = user?.isAdmin === 'true';
  const tenantId = useAdminTenantId();
  const actingStore = isSuperAdmin ? tenantId : undefined;
  const stores = useTenants({ enabled: actingStore !== undefined });
  const storeName = stores.data?.find((store) => store.id === actingStore)?.name;
  const title =
    actingStore !== undefined
      ? `${storeName ?? `Store #${actingStore}`} Dashboard`
      : isSuperAdmin
        ? 'Super Admin Dashboard'
        : 'Admin Dashboard';
  useDocumentTitle(title);
  // A super admin's store links keep the acting store; without one they lead to a store picker.
  const href = (path: string) => (actingStore !== undefined ? `/tenant/${actingStore}${path}` : path);
  // A store not launched yet: its launch checklist first (ADR 0081), for those who run its settings.
  const showsLaunch = !(isSuperAdmin && actingStore === undefined) && userMayUse(user, null, 'settings');
  return (
    <DashboardView
      key={actingStore ?? 'own'}
      title={title}
      isSuperAdmin={isSuperAdmin && actingStore === undefined}
      tenantId={actingStore}
      href={href}
      mayUse={(permission) => userMayUse(user, null, permission)}
      // The store front's funnel under the revenue chart (ADR 0083), for the store in view.
      // Only for a member whose role includes Analytics (the funnel's permission).
      belowChart={
        userMayUse(user, null, 'analytics')
          ? (days) => <FunnelPanel days={days} tenantId={actingStore} />
          : undefined
      }
      notice={showsLaunch ? <LaunchChecklist tenantId={actingStore} /> : null}
    />
  );
}
