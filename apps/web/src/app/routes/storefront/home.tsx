// The store front home (/, /store/{id}, /s/{slug}): the hero, then the products with their filters.
import type { ContentEntry, PublicTenant } from '@storefleet/contracts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStorefrontProducts } from '@/features/catalogue/api/get-storefront-products.ts';
import { ProductsSection } from '@/features/catalogue/components/products-section.tsx';
import { contentValue } from '@/features/content/content.ts';
import { Hero } from '@/features/storefront/components/hero.tsx';
import { searchHref, useSearchQuery } from '@/features/storefront/search-query.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { storeTitle } from './store-info.ts';
import { useAddToCart } from './use-add-to-cart.ts';

const PRODUCTS_SECTION_ID = 'products';

// The search results' code loads with the first search (issue 15; the home page's budget).
const SearchResults = lazy(() =>
  import('@/features/catalogue/components/search-results.tsx').then((m) => ({ default: m.SearchResults })),
);

export function StoreHomeRoute({
  tenant,
  content,
}: {
  tenant: PublicTenant;
  content: ContentEntry[] | undefined;
}) {
  useDocumentTitle(storeTitle(content, tenant));
  const products = useStorefrontProducts(tenant.id);
  const addToCart = useAddToCart();
  const query = useSearchQuery();
  const [location, navigate] = useLocation();
  if (query) {
    return (
      <Suspense fallback={<Spinner label="Searching…" className="min-h-64" />}>
        <SearchResults
          id={PRODUCTS_SECTION_ID}
          tenantId={tenant.id}
          query={query}
          onShowAll={() => navigate(searchHref(location, ''))}
          onAddToCart={addToCart}
          subscriptionsAvailable={tenant.primaryPaymentGateway !== 'sumup'}
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
      />
    </>
  );
}
