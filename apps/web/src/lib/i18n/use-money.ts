// The page's money and date formatting as hooks (docs/decisions/0092).
import { formatDateIn, formatMoneyIn } from './format.ts';
import { useLanguage } from './language.tsx';

export function useMoney(): (amount: string | number) => string {
  const { language } = useLanguage();
  return (amount) => formatMoneyIn(language, amount);
}

export function useFormatDate(): (iso: string | null | undefined) => string {
  const { language } = useLanguage();
  return (iso) => formatDateIn(language, iso);
}
