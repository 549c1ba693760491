// The store's footer (spec storefront §2): company, address, e-mail and phone as mailto/tel links,
// the policy links under the store's prefix and the copyright line of the current year, with no
// version number (ADR 0089).
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/language.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

type SiteFooterProps = {
  companyName: string;
  address: string;
  email: string;
  phone: string;
  termsHref: string;
  returnsHref: string;
  /** The year of the copyright line: the server's (page-year.ts). */
  year: number;
};

const link =
  'rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

export function SiteFooter({
  companyName,
  address,
  email,
  phone,
  termsHref,
  returnsHref,
  year,
}: SiteFooterProps) {
  const t = useT();
  return (
    <footer className="border-t bg-muted text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div className="space-y-3">
          <h2 className="text-base font-semibold text-foreground">{companyName}</h2>
          <address className="space-y-2 not-italic">
            {address ? <p>{address}</p> : null}
            {email ? (
              <p>
                <a href={`mailto:${email}`} className={link}>
                  {email}
                </a>
              </p>
            ) : null}
            {phone ? (
              <p>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
                  {phone}
                </a>
              </p>
            ) : null}
          </address>
        </div>
        <nav aria-label={t('footer.policies')} className="flex flex-col gap-2 sm:items-end">
          <Link href={termsHref} className={link}>
            {t('footer.terms')}
          </Link>
          <Link href={returnsHref} className={link}>
            {t('footer.returns')}
          </Link>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year, company: companyName })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
