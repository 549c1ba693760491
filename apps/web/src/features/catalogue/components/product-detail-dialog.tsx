// The product detail dialog (spec storefront §2): image (a gallery when there are several), full
// description, options, quantity and 'Add to Cart - {price}'. Loaded on first use; it closes once the cart has taken the item.
import type { StorefrontProduct } from '@storefleet/contracts';
import { useId } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { descriptionText } from '../product-choice.ts';
import { type AddToCart, useProductChoice } from '../use-product-choice.ts';
import { ProductPurchase } from './product-choice-controls.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { SalePrice } from './sale-price.tsx';

type ProductDetailDialogProps = {
  product: StorefrontProduct | null;
  onOpenChange(open: boolean): void;
  onAddToCart: AddToCart;
  subscriptionsAvailable?: boolean;
};

export function ProductDetailDialog({
  product,
  onOpenChange,
  onAddToCart,
  subscriptionsAvailable = true,
}: ProductDetailDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product ? (
        <DialogContent
          className="max-w-3xl"
          // Focus starts on the dialog itself (announced by its title), not on whichever control
          // happens to load first; Tab then walks the options in order.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.target as HTMLElement | null)?.focus();
          }}
        >
          {/* Keyed so each product starts with a fresh choice. */}
          <ProductDetail
            key={product.id}
            product={product}
            onAddToCart={onAddToCart}
            onDone={() => onOpenChange(false)}
            subscriptionsAvailable={subscriptionsAvailable}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ProductDetail({
  product,
  onAddToCart,
  onDone,
  subscriptionsAvailable,
}: {
  product: StorefrontProduct;
  onAddToCart: AddToCart;
  onDone(): void;
  subscriptionsAvailable: boolean;
}) {
  const id = useId();
  const choice = useProductChoice(product, onAddToCart);
  const t = useT();
  const money = useMoney();

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery product={product} className="aspect-square w-full rounded-lg" />
      <div className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle className="text-2xl">{product.name}</DialogTitle>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-2xl font-bold text-foreground">{money(choice.unitPrice, product.currency)}</p>
            <SalePrice wasPrice={choice.wasPrice} currency={product.currency} />
          </div>
        </DialogHeader>
        <DialogDescription className="whitespace-pre-line">
          {descriptionText(product.description) || t('product.noDescription')}
        </DialogDescription>
        <ProductPurchase
          product={product}
          choice={choice}
          subscriptionsAvailable={subscriptionsAvailable}
          idPrefix={id}
          onAdded={onDone}
          buttonClassName="mt-auto"
        />
      </div>
    </div>
  );
}
