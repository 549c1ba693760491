// The shopper area (spec storefront §2): store front, checkout, policy pages, account, orders.
// Only the store front is built so far; the other routes say they are coming soon.
import { Route, Switch } from 'wouter';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { StorefrontLayout } from '@/components/layouts/storefront-layout.tsx';
import { useStoreTenant } from '@/features/tenants/hooks/use-store-tenant.ts';
import { storeHref } from '@/lib/tenant-path.ts';
import { storefrontRoutes } from '../../route-table.ts';
import { StoreFrontRoute } from './store-front.tsx';

const storeFrontPaths = new Set(['/', '/store/:tenantId', '/s/:tenantSlug']);

export function StorefrontArea() {
  const store = useStoreTenant();
  const home = storeHref(store.basePath);
  return (
    <StorefrontLayout storeName={store.tenant?.name} basePath={store.basePath}>
      <Switch>
        {storefrontRoutes.map(({ path, title }) => (
          <Route key={path} path={path}>
            {storeFrontPaths.has(path) ? (
              <StoreFrontRoute store={store} />
            ) : (
              <ComingSoon title={title} backHref={home} backLabel="Continue Shopping" />
            )}
          </Route>
        ))}
      </Switch>
    </StorefrontLayout>
  );
}
