// The page's money and date formatting as hooks (docs/decisions/0092, 0105).
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
import { formatDateIn, formatMoneyIn } from './format.ts';
import { useLanguage } from './language.tsx';

/**
 * An amount in the page's language: in `currency` when named (an order's, a product read's), else in
 * the shopper's currency on the store front (GBP elsewhere).
 */
export function useMoney(): (amount: string | number, currency?: string | null) => string {
  const { language } = useLanguage();
  const shopper = useShopperCurrency();
  return (amount, currency) => formatMoneyIn(language, amount, currency ?? shopper.currency);
}

export function useFormatDate(): (iso: string | null | undefined) => string {
  const { language } = useLanguage();
  return (iso) => formatDateIn(language, iso);
}
