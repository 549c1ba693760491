// 'Out of stock' over the top-left corner of a product's picture (its card and its page), when
// nothing of the product is left to buy.
import type { StorefrontProduct } from '@storefleet/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { isSoldOut } from '../product-choice.ts';

export function SoldOutBadge({ product }: { product: StorefrontProduct }) {
  const t = useT();
  if (!isSoldOut(product)) return null;
  return (
    <Badge variant="destructive" className="absolute top-3 left-3">
      {t('product.outOfStock')}
    </Badge>
  );
}
