// A product's own page, /s/{slug}/products/{handle} (ADR 0037): what the detail dialog
// shows (pictures, price, full description, options, quantity, 'Add to Cart'), as a page the server
// renders, so a shared or bookmarked address shows the product with or without JavaScript.
import type { StorefrontProduct } from '@storefleet/contracts';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { usePageHref, useT } from '@/lib/i18n/language.tsx';
import { descriptionText } from '../product-choice.ts';
import { type AddToCart, useProductChoice } from '../use-product-choice.ts';
import { ProductPurchase } from './product-choice-controls.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { SoldOutBadge } from './sold-out-badge.tsx';

type ProductPageProps = {
  product: StorefrontProduct;
  onAddToCart: AddToCart;
  /** The store's home, for the way back to all products. */
  homeHref: string;
  subscriptionsAvailable?: boolean;
};

export function ProductPage({
  product,
  onAddToCart,
  homeHref,
  subscriptionsAvailable = true,
}: ProductPageProps) {
  const id = useId();
  const choice = useProductChoice(product, onAddToCart);
  const t = useT();
  const pageHref = usePageHref();
  const [shown, setShown] = useState(0);
  const images =
    product.images.length > 0 ? product.images : [{ url: product.image ?? '', alt: product.name }];
  const image = images[shown] ?? images[0];

  return (
    <article aria-labelledby={`${id}-name`} className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <a
        href={pageHref(homeHref)}
        className="mb-6 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('product.allProducts')}
      </a>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="space-y-3">
          <div className="relative">
            <ProductImage
              src={image?.url || null}
              alt={image?.alt || product.name}
              eager
              className="aspect-square w-full rounded-lg"
            />
            <SoldOutBadge product={product} />
          </div>
          {images.length > 1 ? (
            <ul aria-label={t('product.pictures')} className="flex flex-wrap gap-2">
              {images.map((picture, index) => (
                <li key={picture.url}>
                  <button
                    type="button"
                    aria-label={t('product.showPicture', { index: index + 1, count: images.length })}
                    aria-pressed={index === shown}
                    onClick={() => setShown(index)}
                    className={cn(
                      'block size-16 overflow-hidden rounded-md border-2',
                      index === shown ? 'border-primary' : 'border-transparent',
                    )}
                  >
                    <ProductImage src={picture.url} alt="" className="size-full" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {product.category ? <p className="text-sm text-muted-foreground">{product.category}</p> : null}
          <h1 id={`${id}-name`} className="text-3xl font-bold tracking-tight">
            {product.name}
          </h1>
          <ProductPrice
            unitPrice={choice.unitPrice}
            wasPrice={choice.wasPrice}
            currency={product.currency}
            className="text-2xl font-bold"
          />
          <p className="whitespace-pre-line text-muted-foreground">
            {descriptionText(product.description) || t('product.noDescription')}
          </p>
          <ProductPurchase
            product={product}
            choice={choice}
            subscriptionsAvailable={subscriptionsAvailable}
            idPrefix={id}
          />
        </div>
      </div>
    </article>
  );
}
