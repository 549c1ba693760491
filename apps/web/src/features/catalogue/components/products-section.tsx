// The products part of the home page (spec storefront §2): 'Featured Products' or the chosen
// category as heading, 'All' plus one filter per category, a grid of 1 to 4 columns, a spinner while
// loading, and the detail dialog for the product whose image was clicked. The category
// (`?category=`) and the open dialog (the product's address, ADR 0037) live in the URL, so Back and
// Forward restore them.
import type { StorefrontProduct } from '@storefleet/contracts';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { isProductDialogEntry, productDialogState, productHref, withQueryParam } from '../product-address.ts';
import { categoriesOf } from '../product-choice.ts';
import type { AddToCart } from '../use-product-choice.ts';
import { ProductCard } from './product-card.tsx';
import { preloadOptionControls } from './product-options.tsx';

// The dialog's option dropdowns and size guide load with it, so it opens complete.
const loadDetailDialog = () =>
  Promise.all([import('./product-detail-dialog.tsx'), preloadOptionControls()]).then(([dialog]) => dialog);
const ProductDetailDialog = lazy(() => loadDetailDialog().then((m) => ({ default: m.ProductDetailDialog })));
const preloadDetailDialog = () => void loadDetailDialog();

type ProductsSectionProps = {
  id: string;
  products: StorefrontProduct[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry(): void;
  onAddToCart: AddToCart;
  /** False on a SumUp store, which cannot save cards for renewals (ADR 0008). */
  subscriptionsAvailable?: boolean;
  /** The heading instead of 'Featured Products' (search results). */
  heading?: string;
  /** What shows when nothing is listed, instead of the spec's 'check back soon' line. */
  empty?: ReactNode;
  /** Where the store's product addresses start: /s/{slug} or /store/{id}. */
  storeBase: string;
  /** The grid's own path (the store's home), where closing a dialog not pushed by it goes. */
  homePath: string;
  /** The product whose dialog is open: the page's address is that product's. */
  openHandle?: string | null;
};

/** Cards in the first screenful load their images straight away. */
const EAGER_IMAGES = 4;

export function ProductsSection({
  id,
  products,
  isLoading,
  error,
  onRetry,
  onAddToCart,
  subscriptionsAvailable = true,
  heading,
  empty,
  storeBase,
  homePath,
  openHandle = null,
}: ProductsSectionProps) {
  const [location, navigate] = useLocation();
  const t = useT();
  const search = useSearch();
  const categories = useMemo(() => categoriesOf(products ?? []), [products]);
  const asked = new URLSearchParams(search).get('category');
  const category = asked !== null && categories.includes(asked) ? asked : null;
  const detail = openHandle ? (products?.find((product) => product.handle === openHandle) ?? null) : null;
  // Each filter is a history entry: Back returns to the previous one.
  const setCategory = (name: string | null) => {
    const next = withQueryParam(search, 'category', name);
    navigate(next ? `${location}?${next}` : location);
  };
  const openDetails = (product: StorefrontProduct) =>
    navigate(productHref(storeBase, product.handle, search), { state: productDialogState() });
  const closeDetails = () => {
    if (isProductDialogEntry()) window.history.back();
    else navigate(search ? `${homePath}?${search}` : homePath, { replace: true });
  };
  const shown = useMemo(
    () => (products ?? []).filter((product) => category === null || product.category?.trim() === category),
    [products, category],
  );

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-12 outline-none sm:px-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight">
          {category ?? heading ?? t('home.featured')}
        </h2>
        {categories.length > 0 ? (
          // A GET form of toggle buttons: a click before the page has hydrated (a slow phone) still
          // filters, through the server's render of `?category=`; once hydrated it filters in place.
          // biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a fieldset of inputs
          <form method="get" role="group" aria-label={t('home.filter')} className="flex flex-wrap gap-2">
            {[...new URLSearchParams(search)]
              .filter(([name]) => name !== 'category')
              .map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            {[null, ...categories].map((name) => (
              <Button
                key={name ?? 'all'}
                type="submit"
                name={name === null ? undefined : 'category'}
                value={name ?? undefined}
                size="sm"
                variant={category === name ? 'default' : 'outline'}
                aria-pressed={category === name}
                onClick={(event) => {
                  event.preventDefault();
                  setCategory(name);
                }}
                // A long category name wraps inside its button on a phone.
                className="h-auto min-h-8 max-w-full whitespace-normal py-1.5 text-left"
              >
                {name ?? t('home.all')}
              </Button>
            ))}
          </form>
        ) : null}
      </div>

      <div className="mt-8">
        {isLoading ? (
          <Spinner label={t('home.loading')} className="min-h-64" />
        ) : error ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="font-medium">{t('home.loadFailed')}</p>
            <Button variant="outline" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : shown.length === 0 && empty ? (
          empty
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
            <p>{t('home.empty')}</p>
          </div>
        ) : (
          <ul
            aria-label="Products"
            className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4')}
          >
            {shown.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard
                  subscriptionsAvailable={subscriptionsAvailable}
                  product={product}
                  onAddToCart={onAddToCart}
                  href={productHref(storeBase, product.handle)}
                  onOpenDetails={openDetails}
                  onIntent={preloadDetailDialog}
                  eager={index < EAGER_IMAGES}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <Suspense fallback={null}>
        {detail ? (
          <ProductDetailDialog
            subscriptionsAvailable={subscriptionsAvailable}
            product={detail}
            onOpenChange={(open) => {
              if (!open) closeDetails();
            }}
            onAddToCart={onAddToCart}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
