// Frame of the admin and platform areas (spec admin §2 "Admin side navigation"): a header, and for
// anyone who administers a store the side navigation: a fixed column on wide screens, a drawer
// opened from the header's menu button on phone-width screens. The header names the store in view:
// a super admin's acting store (the one their URL names) with a switcher, a member's own store; a
// super admin on a store's screen whose URL names no store is asked which store.
import { canAdministerStore } from '@storefleet/contracts';
import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buildAdminNav, storePickerPath } from '@/components/layouts/admin-nav.ts';
import { AdminNavList } from '@/components/layouts/admin-nav-list.tsx';
import { BrandMark } from '@/components/layouts/brand-mark.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { StoreReadOnlyFrame } from '../routes/admin/store-read-only-frame.tsx';
import { StorePicker } from './store-picker.tsx';
import { StoreName, StoreSwitcher } from './store-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

function useAdminNav() {
  const [pathname] = useLocation();
  const { data: user } = useUser();
  const isAdmin = canAdministerStore(user);
  if (!user || !isAdmin) return null;
  // A member works on their own store; a super admin on the store their URL names, and no other.
  const nav = buildAdminNav({ user, pathname, contextTenantId: user.memberships[0]?.tenantId ?? null });
  const storeName = user.memberships.find((m) => m.tenantId === nav.tenantId)?.tenantName ?? null;
  return {
    ...nav,
    user,
    isSuperAdmin: user.isAdmin === 'true',
    storeName,
    pickerPath: storePickerPath(user, pathname),
  };
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
          <div className="flex min-w-0 items-center gap-2">
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
              href={nav?.dashboard.href ?? '/admin'}
              className="inline-flex shrink-0 items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              {/* On a phone the name makes room for the store switcher (still read out). */}
              <BrandMark label="" className="gap-0" />
              <span className="ml-2 font-semibold tracking-tight max-sm:sr-only">Storefleet Admin</span>
            </Link>
            {nav?.isSuperAdmin ? (
              <StoreSwitcher user={nav.user} tenantId={nav.tenantId} />
            ) : nav?.storeName ? (
              <StoreName name={nav.storeName} />
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
          <div className="mx-auto max-w-6xl">
            {nav?.pickerPath ? (
              <StorePicker path={nav.pickerPath} />
            ) : (
              <StoreReadOnlyFrame>{children}</StoreReadOnlyFrame>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
