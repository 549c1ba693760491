// The shopper's currency picker (docs/decisions/0105): shown when the store sells in more than one
// currency. Choosing one is remembered for this store in this browser, and the page's products are
// read again in it (their query keys carry the currency). In the header on wide screens, in the
// small-screen menu on phones.
import { localeOf } from '@storefleet/contracts';
import { cn } from '@/lib/cn.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';

/** "€ EUR", "$ USD", "£ GBP": the sign a shopper knows, and the code that tells dollars apart. */
export function currencyOptionLabel(locale: string, currency: string): string {
  try {
    const sign = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    return sign && sign !== currency ? `${sign} ${currency}` : currency;
  } catch {
    return currency;
  }
}

/**
 * `id`: a fixed id per place (header, menu), not useId: one more useId call would move the product
 * cards' ids between the server's page and the browser's (ADR 0023).
 */
export function CurrencyPicker({
  id,
  className,
  labelClassName,
}: {
  id: string;
  className?: string;
  labelClassName?: string;
}) {
  const { currency, currencies, choose } = useShopperCurrency();
  const { language } = useLanguage();
  const t = useT();
  if (currencies.length < 2) return null;
  const locale = localeOf(language);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={labelClassName}>
        {t('header.currency')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => choose(event.currentTarget.value)}
        className="h-9 rounded-md border bg-background px-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {currencyOptionLabel(locale, code)}
          </option>
        ))}
      </select>
    </div>
  );
}
