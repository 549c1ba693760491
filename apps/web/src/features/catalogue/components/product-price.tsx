// The price of the shopper's current choice, as its card and its page show it: the amount (what
// the journeys read as the product's price) and, on sale, the old price and a 'Sale' badge.
import { useMoney } from '@/lib/i18n/use-money.ts';
import { SalePrice } from './sale-price.tsx';

type ProductPriceProps = {
  unitPrice: string;
  wasPrice: string | null;
  /** The product read's currency (docs/decisions/0105). */
  currency?: string | undefined;
  /** The amount's size: the page's is larger than the card's. */
  className: string;
};

export function ProductPrice({ unitPrice, wasPrice, currency, className }: ProductPriceProps) {
  const money = useMoney();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className={className} data-testid="product-price">
        {money(unitPrice, currency)}
      </p>
      <SalePrice wasPrice={wasPrice} currency={currency} />
    </div>
  );
}
