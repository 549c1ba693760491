// Frame for shopper screens: store name, account and sign-in links, and the footer with the
// store-relative policy links (spec storefront §2 "Site header", "Home / store front").
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button.tsx';
import { storeHref } from '@/lib/tenant-path.ts';
import { UserMenu } from './user-menu.tsx';

type StorefrontLayoutProps = { storeName: string | undefined; basePath: string; children: ReactNode };

const focusRing =
  'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function StorefrontLayout({ storeName, basePath, children }: StorefrontLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href={storeHref(basePath)} className={`${focusRing} text-xl font-bold tracking-tight`}>
            {storeName ?? 'Store'}
          </Link>
          <nav aria-label="Account" className="flex items-center gap-1">
            <Link href="/account" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <UserRound aria-hidden="true" />
              Account
            </Link>
            <UserMenu />
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t bg-muted">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © 2025 {storeName ?? 'Store'}. All rights reserved. <span className="ml-2">v1.0.0</span>
          </p>
          <nav aria-label="Policies" className="flex gap-4">
            <Link
              href={storeHref(basePath, '/terms-conditions')}
              className={`${focusRing} hover:text-foreground`}
            >
              Terms &amp; Conditions
            </Link>
            <Link
              href={storeHref(basePath, '/returns-refunds')}
              className={`${focusRing} hover:text-foreground`}
            >
              Returns &amp; Refunds
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
