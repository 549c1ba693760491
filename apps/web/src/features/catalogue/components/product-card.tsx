// A product in the grid (spec storefront §2 "Product card"): image (opens the detail dialog), name,
// 15-word description, price of the current choice, 'Select Options', quantity and 'Add to Cart'.
import type { StorefrontProduct } from '@storefleet/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { usePageHref, useT } from '@/lib/i18n/language.tsx';
import { descriptionPreview } from '../product-choice.ts';
import { type AddToCart, useProductChoice } from '../use-product-choice.ts';
import { ProductImage } from './product-image.tsx';
import { ProductOptions, preloadOptionControls } from './product-options.tsx';
import { ProductPrice } from './product-price.tsx';
import { PurchaseTypeChoice } from './purchase-type-choice.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { ScriptControls } from './script-controls.tsx';
import { SoldOutBadge } from './sold-out-badge.tsx';

type ProductCardProps = {
  product: StorefrontProduct;
  /** The product's own page (ADR 0037): its name links there, for crawlers and without JavaScript. */
  href: string;
  onAddToCart: AddToCart;
  onOpenDetails(product: StorefrontProduct): void;
  /** Called when the shopper shows interest, so the dialog's code can load before the click. */
  onIntent?(): void;
  /** The first row of the grid loads its images eagerly (they are in the first paint). */
  eager?: boolean;
  /** False on a SumUp store (ADR 0008). */
  subscriptionsAvailable?: boolean;
};

export function ProductCard({
  product,
  href,
  onAddToCart,
  onOpenDetails,
  onIntent,
  eager,
  subscriptionsAvailable = true,
}: ProductCardProps) {
  const id = useId();
  const choice = useProductChoice(product, onAddToCart);
  const [showOptions, setShowOptions] = useState(false);
  const hasOptions = choice.groups.length > 0;
  const headingId = `${id}-name`;
  const t = useT();
  const pageHref = usePageHref();

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <button
        type="button"
        className="relative block aspect-square w-full overflow-hidden outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        onClick={() => onOpenDetails(product)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-label={t('product.viewDetails', { name: product.name })}
      >
        <ProductImage
          src={product.image}
          alt={product.name}
          eager={eager}
          className="size-full transition-transform duration-300 hover:scale-105"
        />
        <SoldOutBadge product={product} />
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <h3 id={headingId} className="text-lg font-semibold leading-snug">
            <a
              href={pageHref(href)}
              className="hover:underline focus-visible:underline"
              onPointerEnter={onIntent}
              onFocus={onIntent}
              onClick={(event) => {
                // A new tab or window keeps the address; a plain click opens the dialog there.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                onOpenDetails(product);
              }}
            >
              {product.name}
            </a>
          </h3>
          <p className="text-sm text-muted-foreground">
            {descriptionPreview(product.description, t('product.noDescription'))}
          </p>
        </div>
        <ProductPrice
          unitPrice={choice.unitPrice}
          wasPrice={choice.wasPrice}
          currency={product.currency}
          className="text-xl font-bold"
        />
        <ScriptControls>
          <PurchaseTypeChoice product={product} choice={choice} available={subscriptionsAvailable} />
          {hasOptions ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                className="w-full justify-between"
                aria-expanded={showOptions}
                aria-controls={`${id}-options`}
                onClick={() => setShowOptions((open) => !open)}
                onPointerEnter={() => void preloadOptionControls()}
                onFocus={() => void preloadOptionControls()}
              >
                {t('product.selectOptions')}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('transition-transform', showOptions && 'rotate-180')}
                />
              </Button>
              {showOptions ? (
                <div id={`${id}-options`} className="mt-3">
                  <ProductOptions product={product} choice={choice} idPrefix={id} />
                </div>
              ) : null}
            </div>
          ) : null}
          <div className="mt-auto flex items-center gap-2 pt-1">
            <QuantityStepper
              value={choice.quantity}
              onChange={choice.setQuantity}
              label={t('product.quantityOf', { name: product.name })}
            />
            <Button
              className="flex-1"
              disabled={choice.soldOut}
              onClick={choice.add}
              aria-describedby={choice.message ? `${id}-message` : undefined}
            >
              {choice.soldOut ? t('product.outOfStock') : t('product.addToCart')}
            </Button>
          </div>
        </ScriptControls>
        {choice.message ? (
          <p id={`${id}-message`} role="alert" className="text-sm font-medium text-destructive">
            {choice.message}
          </p>
        ) : null}
      </div>
    </article>
  );
}
