// Frame for the admin and platform areas: a top bar with the brand, a link to the store front and
// the user menu. The spec's side navigation arrives with the first real admin screens.
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button.tsx';
import { BrandMark } from './brand-mark.tsx';
import { UserMenu } from './user-menu.tsx';

export function AdminLayout({
  children,
  storeFrontHref = '/',
}: {
  children: ReactNode;
  storeFrontHref?: string;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-muted">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href="/admin"
            className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <BrandMark label="Storefleet Admin" />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-1">
            <Link href={storeFrontHref} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <Store aria-hidden="true" />
              Store Front
            </Link>
            <UserMenu />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
