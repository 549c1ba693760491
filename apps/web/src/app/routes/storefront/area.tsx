// The shopper area (spec storefront §2): store front, checkout, policy pages, account, orders,
// order confirmation and set-password, all inside the store's header and footer. The home page is
// part of this chunk; every other screen loads on first visit.
import type { PublicTenant } from '@storefleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { CartProvider } from '@/features/cart/cart-context.tsx';
import { useContent } from '@/features/content/api/get-content.ts';
import { type StoreTenant, useStoreTenant } from '@/features/tenants/hooks/use-store-tenant.ts';
import { StoreHomeRoute } from './home.tsx';
import { seedStorePageData, takeStorePageData } from './page-data.ts';
import { StoreShell } from './store-shell.tsx';

const CheckoutRoute = lazy(() => import('./checkout.tsx').then((m) => ({ default: m.CheckoutRoute })));
const PolicyRoute = lazy(() => import('./policy.tsx').then((m) => ({ default: m.PolicyRoute })));
const AccountRoute = lazy(() => import('./account.tsx').then((m) => ({ default: m.AccountRoute })));
const OrdersRoute = lazy(() => import('./orders.tsx').then((m) => ({ default: m.OrdersRoute })));
const OrderConfirmationRoute = lazy(() =>
  import('./order-confirmation.tsx').then((m) => ({ default: m.OrderConfirmationRoute })),
);
const StoreUnavailable = lazy(() =>
  import('./store-unavailable.tsx').then((m) => ({ default: m.StoreUnavailable })),
);
const SetPasswordRoute = lazy(() =>
  import('./set-password.tsx').then((m) => ({ default: m.SetPasswordRoute })),
);

const prefixes = ['', '/store/:tenantId', '/s/:tenantSlug'];
/** The signed-in shopper's own screens: they show in the store's frame whatever the store. */
const shopperOwnScreens = new Set([
  '/account',
  '/account/set-password',
  '/set-password',
  '/orders',
  '/order-confirmation',
]);

export function StorefrontArea() {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  // Once per page load, before any screen asks for data (the server renderer seeds its own cache).
  useState(() => seedStorePageData(queryClient, location, takeStorePageData()));
  const store = useStoreTenant();
  const content = useContent(store.tenant?.id);

  // A store URL that names no open store: the 404 page alone, with no store's name, theme or footer
  // (the server answers such a page with status 404, apps/api/src/plugins/web.ts).
  if (store.isNotFound && !shopperOwnScreens.has(location.replace(/(.)\/+$/, '$1'))) {
    return (
      <main className="min-h-screen bg-muted">
        <Suspense fallback={<PageSpinner />}>
          <StoreUnavailable notFound className="min-h-screen" />
        </Suspense>
      </main>
    );
  }

  return (
    <CartProvider tenantId={store.tenant?.id}>
      <StoreShell tenant={store.tenant} content={content.data} basePath={store.basePath}>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            {prefixes.map((prefix) => (
              <Route key={`home${prefix}`} path={prefix || '/'}>
                <StoreGate store={store}>
                  {(tenant) => <StoreHomeRoute tenant={tenant} content={content.data} />}
                </StoreGate>
              </Route>
            ))}
            {prefixes.map((prefix) => (
              <Route key={`checkout${prefix}`} path={`${prefix}/checkout`}>
                <StoreGate store={store}>
                  {(tenant) => <CheckoutRoute tenant={tenant} basePath={store.basePath} />}
                </StoreGate>
              </Route>
            ))}
            {prefixes.flatMap((prefix) =>
              (['terms-conditions', 'returns-refunds'] as const).map((page) => (
                <Route key={`${page}${prefix}`} path={`${prefix}/${page}`}>
                  <StoreGate store={store}>{() => <PolicyRoute page={page} content={content} />}</StoreGate>
                </Route>
              )),
            )}
            <Route path="/account">
              <AccountRoute tenantId={store.tenant?.id} />
            </Route>
            {/* The new-customer e-mail links to /set-password; /account/set-password reads the same. */}
            {['/set-password', '/account/set-password'].map((path) => (
              <Route key={path} path={path}>
                <SetPasswordRoute />
              </Route>
            ))}
            <Route path="/orders">
              <OrdersRoute />
            </Route>
            <Route path="/order-confirmation">
              <OrderConfirmationRoute homeHref="/" />
            </Route>
          </Switch>
        </Suspense>
      </StoreShell>
    </CartProvider>
  );
}

/** Store screens wait for the store, and say so plainly when the URL names none that is open. */
function StoreGate({
  store,
  children,
}: {
  store: StoreTenant;
  children: (tenant: PublicTenant) => ReactNode;
}) {
  if (store.tenant) return children(store.tenant);
  if (store.isLoading) return <PageSpinner label="Loading the store…" />;
  return <StoreUnavailable notFound={store.isNotFound} />;
}
