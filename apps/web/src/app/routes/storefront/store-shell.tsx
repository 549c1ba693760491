// The store's frame around every shopper screen: header (title, logo, cart, account, admin links,
// sign in/out), footer from the store's content, the cart drawer and the small-screen menu, and the
// store's colour template. Links to the unprefixed shopper screens carry the store (?store=, ADR 0038).
import type { ContentEntry, PublicTenant } from '@storefleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { StorefrontLayout } from '@/components/layouts/storefront-layout.tsx';
import { useFunnelEvent } from '@/features/analytics-funnel/use-funnel-event.ts';
import { useUser } from '@/features/auth/api/get-user.ts';
import { authKeys } from '@/features/auth/api/keys.ts';
import { logout } from '@/features/auth/api/logout.ts';
import { useCart } from '@/features/cart/cart-context.tsx';
import { contentValue } from '@/features/content/content.ts';
import { SiteFooter } from '@/features/storefront/components/site-footer.tsx';
import { CART_BUTTON_ID, SiteHeader } from '@/features/storefront/components/site-header.tsx';
import { usePageYear } from '@/features/storefront/page-year.ts';
import { useStoreTheme } from '@/features/storefront/use-store-theme.ts';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { storeHref } from '@/lib/tenant-path.ts';
import { toast } from '@/lib/toast.ts';
import { canRunStore, storeTitle } from './store-info.ts';
import { useCartFollowsCurrency } from './use-cart-currency.ts';

const loadCartDrawer = () => import('@/features/cart/components/cart-drawer.tsx');
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));
const MobileMenu = lazy(() =>
  import('@/features/storefront/components/mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })),
);

type StoreShellProps = {
  tenant: PublicTenant | undefined;
  content: ContentEntry[] | undefined;
  basePath: string;
  /** The store's slug for links to /account and /login (null: the default store). */
  storeSlug?: string | null;
  children: ReactNode;
};

export function StoreShell({ tenant, content, basePath, storeSlug = null, children }: StoreShellProps) {
  const cart = useCart();
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's and menu's code loads the first time they are wanted, then stays.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  useStoreTheme(tenant?.colorTemplate);
  useCartFollowsCurrency(tenant?.id);
  const year = usePageYear();
  // A visit to the store: counted once per tab (the beacon keeps a sessionStorage marker; ADR 0083).
  useFunnelEvent(tenant?.id, 'session', tenant?.id);

  const title = storeTitle(content, tenant);
  const homeHref = storeHref(basePath);
  const termsHref = storeHref(basePath, '/terms-conditions');
  const returnsHref = storeHref(basePath, '/returns-refunds');
  const accountHref = withStore('/account', storeSlug);
  const loginHref = withStore('/login', storeSlug);
  // Spec §4: log out, then refresh the cached current user. (A plain call rather than useLogout keeps
  // the mutation machinery out of the shopper's first download.)
  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logout();
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    } catch (error) {
      toast({ title: t('header.logoutFailed'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setLoggingOut(false);
    }
  };

  const header = (
    <SiteHeader
      title={title}
      logoUrl={contentValue(content, 'store_logo')}
      homeHref={homeHref}
      accountHref={accountHref}
      loginHref={loginHref}
      cartCount={cart.count}
      onOpenCart={() => {
        setDrawerWanted(true);
        cart.setOpen(true);
      }}
      onCartIntent={() => void loadCartDrawer()}
      signedIn={!!user}
      canAdminister={canRunStore(user, tenant?.id)}
      onLogout={signOut}
      isLoggingOut={isLoggingOut}
      onOpenMenu={() => {
        setMenuWanted(true);
        setMenuOpen(true);
      }}
    />
  );
  const footer = (
    <SiteFooter
      companyName={contentValue(content, 'footer_company_name') || title}
      address={contentValue(content, 'footer_address')}
      email={contentValue(content, 'footer_email')}
      phone={contentValue(content, 'footer_phone')}
      termsHref={termsHref}
      returnsHref={returnsHref}
      year={year}
    />
  );

  return (
    <StorefrontLayout header={header} footer={footer}>
      {children}
      <Suspense fallback={null}>
        {drawerWanted || cart.isOpen ? (
          <CartDrawer
            homeHref={homeHref}
            checkoutHref={storeHref(basePath, '/checkout')}
            fallbackFocus={() => document.getElementById(CART_BUTTON_ID)}
          />
        ) : null}
        {menuWanted ? (
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={title}
            homeHref={homeHref}
            accountHref={accountHref}
            loginHref={loginHref}
            termsHref={termsHref}
            returnsHref={returnsHref}
            signedIn={!!user}
            canAdminister={canRunStore(user, tenant?.id)}
            onLogout={signOut}
          />
        ) : null}
      </Suspense>
    </StorefrontLayout>
  );
}
