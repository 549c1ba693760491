// A quiet full-height page with the brand on top and one centred card (sign-in and similar). When
// the shopper came from a store (ADR 0038), the page wears that store: its name on top, its company
// name below, and 'Back to the store' leads to that store's home.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/language.tsx';
import { BrandMark } from './brand-mark.tsx';

export type AuthStoreFrame = {
  /** The store's title; empty while it loads. */
  title: string;
  companyName: string;
  homeHref: string;
  /** The store's logo (content `store_logo`), shown beside its name; empty for none. */
  logoUrl?: string;
};

const focusRing =
  'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function AuthLayout({ children, store }: { children: ReactNode; store?: AuthStoreFrame | null }) {
  const t = useT();
  const homeHref = store?.homeHref ?? '/';
  return (
    <div className="flex min-h-screen flex-col bg-muted">
      <header className="flex justify-center px-4 pt-12 pb-8">
        {/* While the store's title loads, the link is named by 'Back to the store', never empty. */}
        <Link
          href={homeHref}
          className={`${focusRing} text-lg`}
          aria-label={store && !store.title ? t('auth.backToStore') : undefined}
        >
          {store ? (
            <span className="inline-flex min-h-8 items-center gap-2 text-xl font-bold tracking-tight">
              {store.logoUrl ? (
                <img src={store.logoUrl} alt="" className="h-9 w-auto max-w-28 object-contain" />
              ) : null}
              {store.title}
            </span>
          ) : (
            <BrandMark />
          )}
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:pt-4">{children}</main>
      <footer className="space-y-1 pb-8 text-center text-sm text-muted-foreground">
        {store?.companyName ? <p data-testid="auth-store-company">{store.companyName}</p> : null}
        <Link href={homeHref} className="underline-offset-4 hover:text-foreground hover:underline">
          {t('auth.backToStore')}
        </Link>
      </footer>
    </div>
  );
}
