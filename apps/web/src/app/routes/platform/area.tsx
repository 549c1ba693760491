// The platform operator's area (spec admin §2): tenant management, the super admin dashboard and
// a store's detail view. Super admins only; every screen is still to come.
import { Route, Switch } from 'wouter';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { AdminLayout } from '@/components/layouts/admin-layout.tsx';
import { AuthorizationGate } from '@/features/auth/components/authorization-gate.tsx';
import { platformRoutes } from '../../route-table.ts';

export function PlatformArea() {
  return (
    <AdminLayout>
      <AuthorizationGate allow="super-admin">
        <Switch>
          {platformRoutes.map(({ path, title }) => (
            <Route key={path} path={path}>
              <ComingSoon title={title} backHref="/admin" backLabel="Back to dashboard" />
            </Route>
          ))}
        </Switch>
      </AuthorizationGate>
    </AdminLayout>
  );
}
