// The "was" price of a choice on sale: the old price struck through, read as "Was £30.00",
// and a 'Sale' badge. Rendered beside the price, never inside its own text.
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

export function SalePrice({ wasPrice }: { wasPrice: string | null }) {
  const t = useT();
  const money = useMoney();
  if (!wasPrice) return null;
  const was = money(wasPrice);
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
