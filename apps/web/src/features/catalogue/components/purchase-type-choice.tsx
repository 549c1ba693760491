// One-off or subscription (ADR 0008): a converted product offers both; a subscription product is
// sold only as one, and says so. The trial, when there is one, is part of the offer.
import {
  describeSubscriptionPrice,
  type PurchaseType,
  type StorefrontProduct,
  SUBSCRIPTIONS_UNAVAILABLE_MESSAGE,
} from '@storefleet/contracts';
import { useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

type PurchaseTypeChoiceProps = {
  product: StorefrontProduct;
  /** The card's or dialog's choice (use-product-choice.ts). */
  choice: { purchaseType: PurchaseType; setPurchaseType(value: PurchaseType): void; oneOffPrice: string };
  /** False when the store's card provider cannot save cards (SumUp): said plainly instead. */
  available?: boolean;
};

export function PurchaseTypeChoice({ product, choice, available = true }: PurchaseTypeChoiceProps) {
  const { purchaseType: value, setPurchaseType: onChange, oneOffPrice } = choice;
  const id = useId();
  if (!product.hasSubscription && !product.isSubscription) return null;
  const t = useT();
  const money = useMoney();
  if (!available) {
    return <p className="rounded-md bg-muted px-3 py-2 text-sm">{SUBSCRIPTIONS_UNAVAILABLE_MESSAGE}</p>;
  }
  const offer = describeSubscriptionPrice(
    product.subscriptionPrice ?? oneOffPrice,
    product.subscriptionInterval ?? 'monthly',
    product.subscriptionTrialDays,
    (amount) => money(amount, product.currency),
  );
  if (product.isSubscription) {
    return (
      <p className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
        {t('product.subscription', { offer })}
      </p>
    );
  }
  const options: { type: PurchaseType; label: string }[] = [
    { type: 'one-off', label: t('product.oneOff', { price: money(oneOffPrice, product.currency) }) },
    { type: 'subscription', label: t('product.subscribe', { offer }) },
  ];
  return (
    <fieldset className="space-y-1.5">
      <legend className="sr-only">{t('product.howToBuy', { name: product.name })}</legend>
      {options.map((option) => (
        <label
          key={option.type}
          htmlFor={`${id}-${option.type}`}
          className={cn(
            'flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm',
            'focus-within:ring-2 focus-within:ring-ring/40',
            value === option.type && 'border-primary bg-accent/50',
          )}
        >
          <input
            id={`${id}-${option.type}`}
            type="radio"
            name={`${id}-purchase-type`}
            className="mt-0.5 accent-primary"
            checked={value === option.type}
            onChange={() => onChange(option.type)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
