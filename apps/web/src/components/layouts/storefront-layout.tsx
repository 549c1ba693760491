// Frame for shopper screens: a skip link, the store's header, the page and the store's footer
// (spec storefront §2 "Site header", "Home / store front"). The store's own pieces come in as props.
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/language.tsx';

type StorefrontLayoutProps = { header: ReactNode; footer: ReactNode; children: ReactNode };

export function StorefrontLayout({ header, footer, children }: StorefrontLayoutProps) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t('common.skip')}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
