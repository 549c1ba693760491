// The small-screen menu (spec storefront §2: "a menu with 'My Account'"; the spec draws the button
// without behaviour, so it opens this drawer with the header's links). Loaded on first use.
import { LayoutDashboard, LogIn, LogOut, Settings, Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { CurrencyPicker } from './currency-picker.tsx';

type MobileMenuProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  homeHref: string;
  accountHref?: string;
  loginHref?: string;
  termsHref: string;
  returnsHref: string;
  signedIn: boolean;
  canAdminister: boolean;
  onLogout(): void;
};

const item =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring';

export function MobileMenu(props: MobileMenuProps) {
  const close = () => props.onOpenChange(false);
  const t = useT();
  const link = (href: string, icon: ReactNode, label: string) => (
    <li>
      <Link href={href} className={item} onClick={close}>
        {icon}
        {label}
      </Link>
    </li>
  );
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent side="left" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{props.title}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t('menu.label')}>
          <ul className="space-y-1">
            {link(props.homeHref, <Store aria-hidden="true" className="size-4" />, t('menu.shop'))}
            {link(
              props.accountHref ?? '/account',
              <UserRound aria-hidden="true" className="size-4" />,
              t('menu.myAccount'),
            )}
            {props.canAdminister ? (
              <>
                {link(
                  '~/admin-dashboard',
                  <LayoutDashboard aria-hidden="true" className="size-4" />,
                  t('header.adminPanel'),
                )}
                {link('~/settings', <Settings aria-hidden="true" className="size-4" />, t('header.settings'))}
              </>
            ) : null}
            {props.signedIn ? (
              <li>
                <button
                  type="button"
                  className={`${item} w-full`}
                  onClick={() => {
                    close();
                    props.onLogout();
                  }}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('header.signOut')}
                </button>
              </li>
            ) : (
              link(
                `~${props.loginHref ?? '/login'}`,
                <LogIn aria-hidden="true" className="size-4" />,
                t('header.signIn'),
              )
            )}
          </ul>
        </nav>
        <CurrencyPicker id="store-currency-menu" className="mt-4 justify-between px-3 text-sm font-medium" />
        <nav aria-label={t('footer.policies')} className="mt-auto border-t pt-4">
          <ul className="space-y-1 text-sm">
            {link(props.termsHref, null, t('footer.terms'))}
            {link(props.returnsHref, null, t('footer.returns'))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
