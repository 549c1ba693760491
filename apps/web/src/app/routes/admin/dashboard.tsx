// /admin, /admin-dashboard, /admin/dashboard (spec admin §2 Admin Dashboard). The admin area's gate
// shows 'Authentication Required' and 'Access Denied'; the title is 'Super Admin Dashboard' for a
// super admin, whose view covers the platform (Total Tenants, Tenant Management).
import { userMayUse } from '@storefleet/contracts';
import { useUser } from '@/features/auth/api/get-user.ts';
import { DashboardView } from '@/features/dashboard/components/dashboard-view.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function DashboardRoute() {
  const { data: user } = useUser();
  const isSuperAdmin = user?.isAdmin === 'true';
  const title = isSuperAdmin ? 'Super Admin Dashboard' : 'Admin Dashboard';
  useDocumentTitle(title);
  // A super admin's tenant-scoped links point at the fallback store's pages under /tenant/1/.
  const href = (path: string) => (isSuperAdmin ? `/tenant/1${path}` : path);
  return (
    <DashboardView
      title={title}
      isSuperAdmin={isSuperAdmin}
      href={href}
      mayUse={(permission) => userMayUse(user, null, permission)}
    />
  );
}
