// 'Shipping Options': one radio per active option with its cost ('Free' when not above 0) and the
// delivery estimate. The first option is chosen by default (spec storefront §4). Each cost in its currency.
import { formatMoney, type PublicShippingOption } from '@storefleet/contracts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

type ShippingOptionsFieldProps = {
  options: PublicShippingOption[];
  value: number | null;
  onChange(id: number): void;
  /** The checkout's currency (docs/decisions/0105); the options' own when unnamed. */
  currency?: string | undefined;
  /** The chosen option's cost as the checkout priced it, in `currency`; null before that. */
  chosenCost?: string | null;
};

export const shippingCostLabel = (cost: string) => (Number(cost) > 0 ? formatMoney(cost) : 'Free');

export function ShippingOptionsField({
  options,
  value,
  onChange,
  currency,
  chosenCost = null,
}: ShippingOptionsFieldProps) {
  const t = useT();
  const money = useMoney();
  if (options.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('checkout.noShippingOptions')}</p>;
  }
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('checkout.chooseShipping')}</legend>
      {options.map((option) => {
        const checked = value === option.id;
        // The store's options are priced in its base currency; in another, the chosen one shows the
        // checkout's price and the others their own (docs/decisions/0105).
        const inCheckout =
          currency !== undefined && option.currency !== currency && checked && chosenCost !== null;
        const cost = inCheckout ? chosenCost : option.cost;
        const costCurrency = inCheckout ? currency : option.currency;
        return (
          <label
            key={option.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              checked ? 'border-primary bg-accent' : 'hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="shippingOption"
              value={option.id}
              checked={checked}
              onChange={() => onChange(option.id)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-1 flex-col gap-0.5">
              <span className="flex items-center justify-between gap-3 font-medium">
                {option.name}
                <span>{Number(cost) > 0 ? money(cost, costCurrency) : t('summary.free')}</span>
              </span>
              {option.estimatedDelivery ? (
                <span className="text-sm text-muted-foreground">{option.estimatedDelivery}</span>
              ) : null}
              {option.description ? (
                <span className="text-sm text-muted-foreground">{option.description}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
