// The store admin area (spec admin §2): every route needs a user who can administer the store in
// view (DESIGN §4). `screens` maps a route path to its screen; a tenant-scoped path also answers
// under /tenant/:tenantId (route-table.ts). To add a screen, add one line to `screens`.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AdminLayout } from '@/app/layouts/admin-layout.tsx';
import { permissionForAdminPath } from '@/components/layouts/admin-nav.ts';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { AuthorizationGate } from '@/features/auth/components/authorization-gate.tsx';
import { RoleGate } from '@/features/auth/components/role-gate.tsx';
import { tenantIdFromAdminPath } from '@/lib/tenant-path.ts';
import { adminRoutes } from '../../route-table.ts';
import { DashboardRoute } from './dashboard.tsx';

const screen = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const ProductManagement = screen(() =>
  import('./product-management.tsx').then((m) => m.ProductManagementRoute),
);
const CategoryManagement = screen(() =>
  import('./category-management.tsx').then((m) => m.CategoryManagementRoute),
);
const VariantManagement = screen(() =>
  import('./variant-management.tsx').then((m) => m.VariantManagementRoute),
);
const VariantPricing = screen(() =>
  import('./product-variant-pricing.tsx').then((m) => m.VariantPricingRoute),
);

const screens: Record<string, ComponentType> = {
  '/admin': DashboardRoute,
  '/admin-dashboard': DashboardRoute,
  '/admin/dashboard': DashboardRoute,
  '/product-management': ProductManagement,
  '/admin/products': ProductManagement,
  '/category-management': CategoryManagement,
  '/admin/categories': CategoryManagement,
  '/variant-management': VariantManagement,
  '/admin/variants': VariantManagement,
  '/product-variant-pricing': VariantPricing,
  '/billing-management': screen(() =>
    import('./billing-management.tsx').then((m) => m.BillingManagementRoute),
  ),
  '/subscription': screen(() => import('./store-plan.tsx').then((m) => m.SubscriptionRoute)),
  '/order-management': screen(() => import('./order-management.tsx').then((m) => m.OrderManagementRoute)),
  '/admin/orders': screen(() => import('./order-management.tsx').then((m) => m.OrderManagementRoute)),
  '/store-orders': screen(() => import('./order-management.tsx').then((m) => m.StoreOrdersRoute)),
  '/draft-orders': screen(() => import('./draft-orders.tsx').then((m) => m.DraftOrdersRoute)),
  '/customers': screen(() => import('./customers.tsx').then((m) => m.CustomersRoute)),
  '/analytics': screen(() => import('./analytics.tsx').then((m) => m.AnalyticsRoute)),
  '/order-returns': screen(() => import('./returns.tsx').then((m) => m.ReturnsRoute)),
  '/audit-log': screen(() => import('./audit-log.tsx').then((m) => m.AuditLogRoute)),
  '/team': screen(() => import('./team.tsx').then((m) => m.TeamRoute)),
  '/discounts': screen(() => import('./discounts.tsx').then((m) => m.DiscountsRoute)),
  '/settings': screen(() => import('./settings.tsx').then((m) => m.SettingsRoute)),
  '/cms': screen(() => import('./settings.tsx').then((m) => m.SettingsRoute)),
  '/shipping-options': screen(() => import('./shipping-options.tsx').then((m) => m.ShippingOptionsRoute)),
  '/color-settings': screen(() => import('./color-settings.tsx').then((m) => m.ColorSettingsRoute)),
  '/email-settings': screen(() => import('./email-settings.tsx').then((m) => m.EmailSettingsRoute)),
  '/email-log': screen(() => import('./email-log.tsx').then((m) => m.EmailLogRoute)),
  '/payment-settings': screen(() => import('./payment-settings.tsx').then((m) => m.PaymentSettingsRoute)),
  '/product-subscriptions': screen(() =>
    import('./product-subscriptions.tsx').then((m) => m.ProductSubscriptionsRoute),
  ),
};

const screenFor = (path: string) => screens[path.replace(/^\/tenant\/:tenantId(?=\/)/, '')];

/** Spec admin §2 Settings page: 'Please log in to access settings.' when nobody is signed in. */
const signInMessageFor = (pathname: string) =>
  /^(?:\/tenant\/\d+)?\/(?:settings|cms)$/.test(pathname) ? 'Please log in to access settings.' : undefined;

/** Spec admin §2 Store Orders: an anonymous visitor is sent to /login rather than shown the notice. */
function useStoreOrdersSignInRedirect(pathname: string) {
  const [, navigate] = useLocation();
  const userQuery = useUser();
  const isStoreOrders = /^(?:\/tenant\/\d+)?\/store-orders$/.test(pathname);
  useEffect(() => {
    if (isStoreOrders && userQuery.isSuccess && userQuery.data === null)
      navigate('/login', { replace: true });
  }, [isStoreOrders, userQuery.isSuccess, userQuery.data, navigate]);
}

export function AdminArea() {
  const [pathname] = useLocation();
  const tenantId = tenantIdFromAdminPath(pathname);
  useStoreOrdersSignInRedirect(pathname);
  return (
    <AdminLayout>
      <AuthorizationGate allow="store-admin" tenantId={tenantId} signInMessage={signInMessageFor(pathname)}>
        <RoleGate needed={permissionForAdminPath(pathname)} tenantId={tenantId}>
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              {adminRoutes.map(({ path }) => {
                const Screen = screenFor(path);
                return (
                  <Route key={path} path={path}>
                    {Screen ? <Screen /> : null}
                  </Route>
                );
              })}
            </Switch>
          </Suspense>
        </RoleGate>
      </AuthorizationGate>
    </AdminLayout>
  );
}
