// Frame of the admin and platform areas (spec admin §2 "Admin side navigation"): a header, and for
// anyone who administers a store the side navigation: a fixed column on wide screens, a drawer
// opened from the header's menu button on phone-width screens.
import { canAdministerStore } from '@storefleet/contracts';
import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buildAdminNav } from '@/components/layouts/admin-nav.ts';
import { AdminNavList } from '@/components/layouts/admin-nav-list.tsx';
import { BrandMark } from '@/components/layouts/brand-mark.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useCurrentTenant } from '@/features/tenants/api/get-current-tenant.ts';
import { UserMenu } from './user-menu.tsx';

function useAdminNav() {
  const [pathname] = useLocation();
  const { data: user } = useUser();
  const isAdmin = canAdministerStore(user);
  const membershipTenant = user?.memberships[0]?.tenantId ?? null;
  // A super admin has no membership: the tenant context is the store this address resolves to.
  const current = useCurrentTenant({ enabled: isAdmin && membershipTenant === null });
  if (!user || !isAdmin) return null;
  const nav = buildAdminNav({
    user,
    pathname,
    contextTenantId: membershipTenant ?? current.data?.id ?? null,
  });
  const storeName = user.memberships.find((m) => m.tenantId === nav.tenantId)?.tenantName;
  return { ...nav, storeLabel: nav.tenantId ? (storeName ?? `Store #${nav.tenantId}`) : null };
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const nav = useAdminNav();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-screen flex-col bg-muted">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex items-center gap-2">
            {nav ? (
              <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
                <SheetTrigger
                  className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
                >
                  <Menu aria-hidden="true" />
                  <span className="sr-only">Open navigation</span>
                </SheetTrigger>
                <SheetContent side="left" closeLabel="Close navigation" className="overflow-y-auto p-4">
                  <SheetTitle className="px-3 pt-1">Admin navigation</SheetTitle>
                  <SheetDescription className="sr-only">Links to every admin screen</SheetDescription>
                  <nav aria-label="Admin">
                    <AdminNavList nav={nav} onNavigate={() => setMenuOpen(false)} />
                  </nav>
                </SheetContent>
              </Sheet>
            ) : null}
            <Link
              href="/admin"
              className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <BrandMark label="Storefleet Admin" />
            </Link>
            {nav?.storeLabel ? (
              <span className="hidden rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground sm:inline">
                {nav.storeLabel}
              </span>
            ) : null}
          </div>
          <UserMenu />
        </div>
      </header>
      <div className="flex flex-1">
        {nav ? (
          <aside className="hidden w-64 shrink-0 border-r bg-background lg:block">
            <nav aria-label="Admin" className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto p-4">
              <AdminNavList nav={nav} />
            </nav>
          </aside>
        ) : null}
        <main id="main" className="w-full min-w-0 flex-1 px-4 py-8 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
