// The "was" price of a choice on sale: the old price struck through, read as "Was £30.00",
// and a 'Sale' badge. Rendered beside the price, never inside its own text.
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

/** `currency`: the product read's (docs/decisions/0105); the shopper's when it names none. */
export function SalePrice({
  wasPrice,
  currency,
}: {
  wasPrice: string | null;
  currency?: string | undefined;
}) {
  const t = useT();
  const money = useMoney();
  if (!wasPrice) return null;
  const was = money(wasPrice, currency);
  return (
    <>
      {/* Read as "Was £30.00": the word is for screen readers, the strike-through for the eye. */}
      <s className="text-base text-muted-foreground" data-testid="product-was-price">
        <span className="sr-only">{t('product.was')} </span>
        {was}
      </s>
      <Badge variant="destructive" data-testid="sale-badge">
        {t('product.sale')}
      </Badge>
    </>
  );
}
