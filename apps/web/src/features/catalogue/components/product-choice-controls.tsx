// What a shopper chooses before 'Add to Cart', the same in the product dialog and on the product's
// own page: one-off or subscription, the options, and the quantity.
import type { StorefrontProduct } from '@storefleet/contracts';
import { useT } from '@/lib/i18n/language.tsx';
import type { useProductChoice } from '../use-product-choice.ts';
import { ProductOptions } from './product-options.tsx';
import { PurchaseTypeChoice } from './purchase-type-choice.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

type ProductChoiceControlsProps = {
  product: StorefrontProduct;
  choice: ReturnType<typeof useProductChoice>;
  /** Whether the store takes subscriptions. */
  subscriptionsAvailable: boolean;
  /** Prefix of the option controls' ids (useId of the dialog or page). */
  idPrefix: string;
};

export function ProductChoiceControls({
  product,
  choice,
  subscriptionsAvailable,
  idPrefix,
}: ProductChoiceControlsProps) {
  const t = useT();
  return (
    <>
      <PurchaseTypeChoice product={product} choice={choice} available={subscriptionsAvailable} />
      {choice.groups.length > 0 ? (
        <ProductOptions product={product} choice={choice} idPrefix={idPrefix} />
      ) : null}
      <div className="space-y-1.5">
        <span className="text-sm font-medium">{t('product.quantity')}</span>
        <div>
          <QuantityStepper
            value={choice.quantity}
            onChange={choice.setQuantity}
            label={t('product.quantityOf', { name: product.name })}
          />
        </div>
      </div>
    </>
  );
}
