// The sign-in area: a centred card on a plain page, loaded on its own so that shoppers who never
// sign in do not download the form code. A shopper who came from a store sees that store's name,
// theme and way home on /login, and signs in back into it (ADR 0038); so do /forgot-password and
// /reset-password, which return to that store's sign-in (ADR 0080).
import { useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { AuthLayout, type AuthStoreFrame } from '@/components/layouts/auth-layout.tsx';
import { useContent } from '@/features/content/api/get-content.ts';
import { contentValue } from '@/features/content/content.ts';
import { useStoreTheme } from '@/features/storefront/use-store-theme.ts';
import { useTenantBySlug } from '@/features/tenants/api/get-tenant-by-slug.ts';
import {
  carriedStoreAt,
  forgetStore,
  readRememberedStore,
  rememberStore,
  storeHomeOf,
} from '@/features/tenants/shopper-store.ts';
import { isApiError } from '@/lib/api-client.ts';
import { storeTitle } from '../storefront/store-info.ts';
import { AcceptInviteRoute } from './accept-invite.tsx';
import { ForgotPasswordRoute } from './forgot-password.tsx';
import { LoginRoute } from './login.tsx';
import { ResetPasswordRoute } from './reset-password.tsx';

export function AuthArea() {
  const store = useCarriedStoreFrame();
  return (
    <AuthLayout store={store}>
      <Switch>
        <Route path="/login">
          <LoginRoute storeSlug={store?.slug ?? null} storeNamed={store?.named ?? false} />
        </Route>
        <Route path="/forgot-password">
          <ForgotPasswordRoute storeSlug={store?.slug ?? null} />
        </Route>
        <Route path="/reset-password">
          <ResetPasswordRoute storeSlug={store?.slug ?? null} />
        </Route>
        <Route path="/accept-invite">
          <AcceptInviteRoute />
        </Route>
      </Switch>
    </AuthLayout>
  );
}

/** The store the shopper came from on /login (?store=, else remembered), or null for none. */
function useCarriedStoreFrame(): (AuthStoreFrame & { slug: string; named: boolean }) | null {
  const [location] = useLocation();
  const carried = carriedStoreAt(location, useSearch());
  const slug = carried?.slug ?? '';
  const tenantQuery = useTenantBySlug(slug, { enabled: slug !== '' });
  const tenant = tenantQuery.data;
  const content = useContent(tenant?.id);
  const error = tenantQuery.error;
  const gone = slug !== '' && (isApiError(error, 404) || isApiError(error?.cause, 404));
  useStoreTheme(tenant?.colorTemplate);
  useEffect(() => {
    if (gone && readRememberedStore() === slug) forgetStore();
    else if (tenant) rememberStore(tenant.slug);
  }, [gone, slug, tenant]);

  if (!carried || gone) return null;
  const loaded = tenant !== undefined && content.isFetched;
  const title = loaded ? storeTitle(content.data, tenant) : '';
  return {
    slug: tenant?.slug ?? slug,
    // The link named the store (?store=): the page is that store's sign-in, for its shoppers.
    named: carried.source === 'explicit',
    title,
    companyName: loaded ? contentValue(content.data, 'footer_company_name') || title : '',
    logoUrl: loaded ? contentValue(content.data, 'store_logo') : '',
    homeHref: storeHomeOf(tenant?.slug ?? slug),
  };
}
