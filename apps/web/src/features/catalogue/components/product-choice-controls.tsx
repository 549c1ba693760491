// What a shopper chooses before 'Add to Cart', the same in the product dialog and on the product's
// own page: one-off or subscription, the options, and the quantity; and, in ProductPurchase, those
// with 'Add to Cart - {total}' and the choice's message.
import type { StorefrontProduct } from '@storefleet/contracts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { toMinorUnits } from '../money.ts';
import type { useProductChoice } from '../use-product-choice.ts';
import { ProductOptions } from './product-options.tsx';
import { PurchaseTypeChoice } from './purchase-type-choice.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { ScriptControls } from './script-controls.tsx';

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

/**
 * The choice, 'Add to Cart - {total}' and the choice's message (named by the button), switched off
 * until the page's script runs (ScriptControls). `onAdded` runs once the cart took the item.
 */
export function ProductPurchase({
  onAdded,
  buttonClassName,
  ...controls
}: ProductChoiceControlsProps & { onAdded?(): void; buttonClassName?: string }) {
  const { product, choice, idPrefix } = controls;
  const t = useT();
  const money = useMoney();
  const total = money((toMinorUnits(choice.unitPrice) * choice.quantity) / 100, product.currency);
  const messageId = `${idPrefix}-message`;
  return (
    <>
      <ScriptControls>
        <ProductChoiceControls {...controls} />
        <Button
          size="lg"
          className={cn('w-full', buttonClassName)}
          disabled={choice.soldOut}
          onClick={() => {
            if (choice.add()) onAdded?.();
          }}
          aria-describedby={choice.message ? messageId : undefined}
        >
          {choice.soldOut ? t('product.outOfStock') : t('product.addToCartTotal', { total })}
        </Button>
      </ScriptControls>
      {choice.message ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {choice.message}
        </p>
      ) : null}
    </>
  );
}
