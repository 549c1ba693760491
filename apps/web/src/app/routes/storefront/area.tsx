// The shopper area (spec storefront §2): store front, checkout, policy pages, account, orders,
// order confirmation and set-password, all inside the store's header and footer. The home page is
// part of this chunk; every other screen loads on first visit. The unprefixed shopper screens show
// the store the shopper came from (ADR 0038, use-store-tenant.ts); this area remembers it.
import type { PublicTenant } from '@storefleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { CartProvider } from '@/features/cart/cart-context.tsx';
import { useContent } from '@/features/content/api/get-content.ts';
import { type StoreTenant, useStoreTenant } from '@/features/tenants/hooks/use-store-tenant.ts';
import {
  carriedStoreAt,
  carriesShopperStore,
  forgetStore,
  readRememberedStore,
  rememberStore,
} from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { ShopperCurrencyProvider } from '@/lib/shopper-currency-context.tsx';
import { parseStorePath, storeHref } from '@/lib/tenant-path.ts';
import { StoreFrontRoute } from './home.tsx';
import { seedStorePageData, takeStorePageData } from './page-data.ts';
import { StoreShell } from './store-shell.tsx';

const CheckoutRoute = lazy(() => import('./checkout.tsx').then((m) => ({ default: m.CheckoutRoute })));
const PolicyRoute = lazy(() => import('./policy.tsx').then((m) => ({ default: m.PolicyRoute })));
const AccountRoute = lazy(() => import('./account.tsx').then((m) => ({ default: m.AccountRoute })));
const OrdersRoute = lazy(() => import('./orders.tsx').then((m) => ({ default: m.OrdersRoute })));
const OrderConfirmationRoute = lazy(() =>
  import('./order-confirmation.tsx').then((m) => ({ default: m.OrderConfirmationRoute })),
);
const PayInvoiceRoute = lazy(() => import('./pay.tsx').then((m) => ({ default: m.PayInvoiceRoute })));
const PayOrderRoute = lazy(() => import('./pay-order.tsx').then((m) => ({ default: m.PayOrderRoute })));
const StoreUnavailable = lazy(() =>
  import('./store-unavailable.tsx').then((m) => ({ default: m.StoreUnavailable })),
);
// A store not launched yet shows its password page (ADR 0081).
const StorePasswordPage = lazy(() =>
  import('@/features/storefront/components/store-password-page.tsx').then((m) => ({
    default: m.StorePasswordPage,
  })),
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
  const search = useSearch();
  // Once per page load, before any screen asks for data (the server renderer seeds its own cache).
  useState(() =>
    seedStorePageData(
      queryClient,
      location,
      takeStorePageData(),
      carriedStoreAt(location, search)?.slug ?? null,
    ),
  );
  const store = useStoreTenant();
  const content = useContent(store.tenant?.id);
  useRememberStore(store, location);
  const homeHref = storeHref(store.basePath);

  // A store URL that names no open store: the 404 page alone, with no store's name, theme or footer
  // (the server answers such a page with status 404, apps/api/src/modules/storefront/web.ts).
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
    <ShopperCurrencyProvider tenantId={store.tenant?.id} baseCurrency={store.tenant?.currency}>
      <CartProvider tenantId={store.tenant?.id}>
        <StoreShell
          tenant={store.tenant}
          content={content.data}
          basePath={store.basePath}
          storeSlug={store.storeSlug}
        >
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              {prefixes.map((prefix) => (
                <Route key={`home${prefix}`} path={prefix || '/'}>
                  <StoreGate store={store}>
                    {(tenant) => (
                      <StoreFrontRoute
                        tenant={tenant}
                        content={content.data}
                        handle={null}
                        basePath={store.basePath}
                      />
                    )}
                  </StoreGate>
                </Route>
              ))}
              {/* A product's address (ADR 0037): the dialog over the grid, or the product's page. The
                home's key, so opening a dialog keeps the grid (Switch renders one route). */}
              {prefixes.map((prefix) => (
                <Route key={`home${prefix}`} path={`${prefix}/products/:handle`}>
                  {(params: { handle: string }) => (
                    <StoreGate store={store}>
                      {(tenant) => (
                        <StoreFrontRoute
                          tenant={tenant}
                          content={content.data}
                          handle={params.handle}
                          basePath={store.basePath}
                        />
                      )}
                    </StoreGate>
                  )}
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
                <AccountRoute tenantId={store.tenant?.id} homeHref={homeHref} storeSlug={store.storeSlug} />
              </Route>
              {/* The new-customer e-mail links to /set-password; /account/set-password reads the same. */}
              {['/set-password', '/account/set-password'].map((path) => (
                <Route key={path} path={path}>
                  <SetPasswordRoute storeSlug={store.storeSlug} />
                </Route>
              ))}
              <Route path="/orders">
                <OrdersRoute storeSlug={store.storeSlug} />
              </Route>
              <Route path="/order-confirmation">
                <OrderConfirmationRoute homeHref={homeHref} />
              </Route>
              <Route path="/pay/order/:token">
                {(params: { token: string }) => <PayOrderRoute token={params.token} tenant={store.tenant} />}
              </Route>
              <Route path="/pay/:token">
                {(params: { token: string }) => (
                  <PayInvoiceRoute token={params.token} tenant={store.tenant} />
                )}
              </Route>
            </Switch>
          </Suspense>
        </StoreShell>
      </CartProvider>
    </ShopperCurrencyProvider>
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
  const t = useT();
  if (store.tenant?.passwordRequired) {
    return <StorePasswordPage tenantId={store.tenant.id} storeName={store.tenant.name} />;
  }
  if (store.tenant) return children(store.tenant);
  if (store.isLoading) return <PageSpinner label={t('store.loading')} />;
  return <StoreUnavailable notFound={store.isNotFound} />;
}

/**
 * Keeps the browser's memory of the shopper's store (ADR 0038): a store named by its URL, or asked
 * for with ?store=, is remembered once it loads; the default store's own pages (/, the unprefixed
 * policy pages) forget it; a remembered store that is gone or closed is forgotten quietly.
 */
function useRememberStore(store: StoreTenant, location: string) {
  const slug = store.tenant && store.storeSlug ? store.tenant.slug : null;
  const gone = store.carriedGone ? (store.carried?.slug ?? null) : null;
  const defaultsPage = parseStorePath(location).kind === 'default' && !carriesShopperStore(location);
  useEffect(() => {
    if (gone !== null) {
      if (readRememberedStore() === gone) forgetStore();
    } else if (defaultsPage) forgetStore();
    else if (slug) rememberStore(slug);
  }, [slug, gone, defaultsPage]);
}
