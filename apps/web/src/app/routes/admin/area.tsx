// The store admin area (spec admin §2): every route needs a user who can administer the store in
// view (DESIGN §4). Only the dashboard stub is built; the rest say they are coming soon.
import { Route, Switch, useLocation } from 'wouter';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { AdminLayout } from '@/components/layouts/admin-layout.tsx';
import { AuthorizationGate } from '@/features/auth/components/authorization-gate.tsx';
import { tenantIdFromAdminPath } from '@/lib/tenant-path.ts';
import { adminDashboardPaths, adminRoutes } from '../../route-table.ts';
import { DashboardRoute } from './dashboard.tsx';

export function AdminArea() {
  const [pathname] = useLocation();
  const tenantId = tenantIdFromAdminPath(pathname);
  return (
    <AdminLayout storeFrontHref={tenantId ? `/store/${tenantId}` : '/'}>
      <AuthorizationGate allow="store-admin" tenantId={tenantId}>
        <Switch>
          {adminRoutes.map(({ path, title }) => (
            <Route key={path} path={path}>
              {adminDashboardPaths.includes(path) ? (
                <DashboardRoute />
              ) : (
                <ComingSoon title={title} backHref="/admin" backLabel="Back to dashboard" />
              )}
            </Route>
          ))}
        </Switch>
      </AuthorizationGate>
    </AdminLayout>
  );
}
