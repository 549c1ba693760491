// The "was" price of a choice on sale: the old price struck through, read as "Was £30.00",
// and a 'Sale' badge. Rendered beside the price, never inside its own text.
import { formatMoney } from '@storefleet/contracts';
import { Badge } from '@/components/ui/badge.tsx';

export function SalePrice({ wasPrice }: { wasPrice: string | null }) {
  if (!wasPrice) return null;
  const was = formatMoney(wasPrice);
  return (
    <>
      {/* Read as "Was £30.00": the word is for screen readers, the strike-through for the eye. */}
      <s className="text-base text-muted-foreground" data-testid="product-was-price">
        <span className="sr-only">Was </span>
        {was}
      </s>
      <Badge variant="destructive" data-testid="sale-badge">
        Sale
      </Badge>
    </>
  );
}
