// The store's header (spec storefront §2 "Site header"): title or logo to the store home, a product
// search, the cart with its count badge (only above 0), Account, admin links for those
// who run the store, sign in or out, the currency when the store sells in several (docs/decisions/0105), and on small screens a menu button with the same links.
import { LogIn, Menu, Settings, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { CurrencyPicker } from './currency-picker.tsx';
import { StoreSearchField } from './store-search-field.tsx';

export type SiteHeaderProps = {
  title: string;
  logoUrl: string;
  homeHref: string;
  /** '/account' and '/login', carrying the store when it is not the default (ADR 0038). */
  accountHref?: string;
  loginHref?: string;
  cartCount: number;
  onOpenCart(): void;
  /** Loads the drawer's code before the click. */
  onCartIntent?(): void;
  signedIn: boolean;
  canAdminister: boolean;
  onLogout(): void;
  isLoggingOut: boolean;
  onOpenMenu(): void;
};

/** The cart button's id, so the cart drawer can give focus back to it. */
export const CART_BUTTON_ID = 'store-cart-button';

const focusRing =
  'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** A header link shown from md up; smaller screens reach it in the menu. */
const wideScreenLink = (size: 'sm' | 'icon') =>
  buttonVariants({ variant: 'ghost', size, className: 'hidden md:inline-flex' });

export function SiteHeader(props: SiteHeaderProps) {
  const { title, logoUrl, homeHref, cartCount, signedIn, canAdminister } = props;
  const t = useT();
  const cartLabel = cartCount > 0 ? t('header.cartWithItems', { count: cartCount }) : t('header.cart');
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href={homeHref} className={`${focusRing} flex min-w-0 items-center gap-2`}>
          {logoUrl ? <img src={logoUrl} alt="" className="h-9 w-auto max-w-28 object-contain" /> : null}
          <span className="truncate text-lg font-bold tracking-tight sm:text-xl">{title}</span>
        </Link>
        <div className="flex flex-1 justify-end md:justify-center">
          <StoreSearchField homeHref={homeHref} />
        </div>
        <nav aria-label={t('header.nav')} className="flex shrink-0 items-center gap-1">
          {/* Phones choose the currency in the menu: the header has no room for it there. */}
          <CurrencyPicker id="store-currency" className="hidden md:flex" labelClassName="sr-only" />
          {canAdminister ? (
            <>
              <Link href="~/admin-dashboard" className={wideScreenLink('sm')}>
                {t('header.adminPanel')}
              </Link>
              <Link href="~/settings" aria-label={t('header.settings')} className={wideScreenLink('icon')}>
                <Settings aria-hidden="true" />
              </Link>
            </>
          ) : null}
          <Link href={props.accountHref ?? '/account'} className={wideScreenLink('sm')}>
            {t('header.account')}
          </Link>
          {signedIn ? (
            <Button
              variant="ghost"
              size="sm"
              className="hidden md:inline-flex"
              onClick={props.onLogout}
              disabled={props.isLoggingOut}
            >
              {t('header.signOut')}
            </Button>
          ) : (
            <Link
              href={`~${props.loginHref ?? '/login'}`}
              aria-label={t('header.signIn')}
              className={wideScreenLink('icon')}
            >
              <LogIn aria-hidden="true" />
            </Link>
          )}
          <Button
            id={CART_BUTTON_ID}
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={cartLabel}
            onClick={props.onOpenCart}
            onPointerEnter={props.onCartIntent}
            onFocus={props.onCartIntent}
          >
            <ShoppingCart aria-hidden="true" className="size-5!" />
            {cartCount > 0 ? (
              <span
                data-testid="cart-count"
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
              >
                {cartCount}
              </span>
            ) : null}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('header.openMenu')}
            onClick={props.onOpenMenu}
          >
            <Menu aria-hidden="true" className="size-5!" />
          </Button>
        </nav>
      </div>
    </header>
  );
}
