// The store front home (/, /store/{id}, /s/{slug}): the hero, then the products with their filters.
// A product's address (ADR 0037) is this page with the product's dialog open when the grid opened
// it (Back closes it), else the product's own page.
import type { ContentEntry, PublicTenant } from '@storefleet/contracts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFunnelEvent } from '@/features/analytics-funnel/use-funnel-event.ts';
import { useStorefrontProducts } from '@/features/catalogue/api/get-storefront-products.ts';
import { ProductsSection } from '@/features/catalogue/components/products-section.tsx';
import { isProductDialogEntry } from '@/features/catalogue/product-address.ts';
import { contentValue } from '@/features/content/content.ts';
import { Hero } from '@/features/storefront/components/hero.tsx';
import { searchHref, useSearchQuery } from '@/features/storefront/search-query.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { parseStorePath } from '@/lib/tenant-path.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { storeTitle } from './store-info.ts';
import { useAddToCart } from './use-add-to-cart.ts';

const PRODUCTS_SECTION_ID = 'products';

// The search results' code loads with the first search (the home page's budget).
const SearchResults = lazy(() =>
  import('@/features/catalogue/components/search-results.tsx').then((m) => ({ default: m.SearchResults })),
);
// A product's own page loads when an address of one is opened (the home page's budget).
const ProductRoute = lazy(() => import('./product.tsx').then((m) => ({ default: m.ProductRoute })));

export function StoreHomeRoute({
  tenant,
  content,
  productHandle = null,
}: {
  tenant: PublicTenant;
  content: ContentEntry[] | undefined;
  /** The product whose dialog is open (its address is the page's). */
  productHandle?: string | null;
}) {
  useDocumentTitle(storeTitle(content, tenant));
  const products = useStorefrontProducts(tenant.id);
  const addToCart = useAddToCart();
  const t = useT();
  const query = useSearchQuery();
  const [location, navigate] = useLocation();
  // Product addresses live under the store's prefix (/s/{slug}, /store/{id}), or none at `/`.
  const storeBase = parseStorePath(location).basePath;
  const homePath = storeBase || '/';
  if (query) {
    return (
      <Suspense fallback={<Spinner label={t('search.searching')} className="min-h-64" />}>
        <SearchResults
          id={PRODUCTS_SECTION_ID}
          tenantId={tenant.id}
          query={query}
          onShowAll={() => navigate(searchHref(homePath, ''))}
          onAddToCart={addToCart}
          subscriptionsAvailable={tenant.primaryPaymentGateway !== 'sumup'}
          storeBase={storeBase}
          homePath={homePath}
          openHandle={productHandle}
        />
      </Suspense>
    );
  }
  return (
    <>
      <Hero
        title={contentValue(content, 'hero_title')}
        subtitle={contentValue(content, 'hero_subtitle')}
        buttonText={contentValue(content, 'hero_button_text')}
        image={contentValue(content, 'hero_image')}
        productsId={PRODUCTS_SECTION_ID}
      />
      <ProductsSection
        id={PRODUCTS_SECTION_ID}
        products={products.data}
        isLoading={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        onAddToCart={addToCart}
        subscriptionsAvailable={tenant.primaryPaymentGateway !== 'sumup'}
        storeBase={storeBase}
        homePath={homePath}
        openHandle={productHandle}
      />
    </>
  );
}

/**
 * The store's home, or at a product's address (`handle`) the home with that product's dialog open
 * when the grid pushed it, else the product's own page. One component for both, so opening and
 * closing a dialog keeps the grid as it is (focus, scroll, images).
 */
export function StoreFrontRoute({
  tenant,
  content,
  handle,
  basePath,
}: {
  tenant: PublicTenant;
  content: ContentEntry[] | undefined;
  handle: string | null;
  basePath: string;
}) {
  const normalized = handle === null ? null : decodeHandle(handle);
  // A product shown, in the grid's dialog or on its own page: a step of the store front's funnel.
  useFunnelEvent(tenant.id, 'product_view', normalized);
  if (normalized === null) return <StoreHomeRoute tenant={tenant} content={content} />;
  if (isProductDialogEntry()) {
    return <StoreHomeRoute tenant={tenant} content={content} productHandle={normalized} />;
  }
  return <ProductRoute tenant={tenant} handle={normalized} basePath={basePath} />;
}

function decodeHandle(handle: string): string {
  try {
    return decodeURIComponent(handle).trim().toLowerCase();
  } catch {
    return handle.toLowerCase();
  }
}
