// The platform operator's area (spec admin §2): Tenant Management, the Super Admin Dashboard and
// a store's detail view. Super admins only (DESIGN §4).
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AdminLayout } from '@/app/layouts/admin-layout.tsx';
import { AuthorizationGate } from '@/features/auth/components/authorization-gate.tsx';
import { platformRoutes } from '../../route-table.ts';
import { DevMailboxRoute } from './dev-mailbox.tsx';
import { SuperAdminDashboardRoute } from './super-admin-dashboard.tsx';
import { TenantDetailRoute } from './tenant-detail.tsx';
import { TenantManagementRoute } from './tenant-management.tsx';

const screens: Record<string, ComponentType> = {
  '/tenant-admin': TenantManagementRoute,
  '/super-admin': SuperAdminDashboardRoute,
  '/tenant/:tenantId': TenantDetailRoute,
  '/dev/mailbox': DevMailboxRoute,
};

export function PlatformArea() {
  return (
    <AdminLayout>
      <AuthorizationGate allow="super-admin">
        <Switch>
          {platformRoutes.map(({ path }) => {
            const Screen = screens[path];
            return (
              <Route key={path} path={path}>
                {Screen ? <Screen /> : null}
              </Route>
            );
          })}
        </Switch>
      </AuthorizationGate>
    </AdminLayout>
  );
}
