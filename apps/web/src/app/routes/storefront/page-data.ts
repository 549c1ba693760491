// Reads the store data the server wrote into a store page (apps/api/src/modules/storefront/storefront-page.ts)
// and puts it in the query cache under the keys the screens read, so the first render needs no API
// round trip. Used once per page load: later navigation fetches as usual. The server renderer
// (entry-server.tsx) seeds its cache from the same data with the same keys, so the browser's first
// render matches the server's markup.
import type {
  ContentEntry,
  PublicShippingOption,
  PublicStoreCurrencies,
  PublicTenant,
  StorefrontProduct,
  StoreLanguage,
} from '@storefleet/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/catalogue/api/keys.ts';
import { contentKeys } from '@/features/content/api/keys.ts';
import { shippingKeys } from '@/features/shipping/api/keys.ts';
import { pageYearKey } from '@/features/storefront/page-year.ts';
import { tenantKeys } from '@/features/tenants/api/keys.ts';
import { storefrontCurrenciesKey } from '@/lib/shopper-currency-context.tsx';
import { parseStorePath } from '@/lib/tenant-path.ts';

export const STORE_DATA_ELEMENT_ID = 'store-data';

export type StorePageData = {
  tenant: PublicTenant;
  content: ContentEntry[];
  products?: StorefrontProduct[];
  shippingOptions?: PublicShippingOption[];
  /** What the store sells in (docs/decisions/0105): the currency picker asks nothing after hydrating. */
  currencies?: PublicStoreCurrencies;
  /** A product page's product (ADR 0037). */
  product?: StorefrontProduct;
  /** The server's year now, for the footer (ADR 0089). */
  year?: number;
  /** The page's language, the store's languages and its default (docs/decisions/0092). */
  language?: StoreLanguage;
  languages?: StoreLanguage[];
  defaultLanguage?: StoreLanguage;
};

/** The page's data element, read and removed; null without one (and on the server). */
export function takeStorePageData(): StorePageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(STORE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as StorePageData;
  } catch {
    return null; // the app fetches what it needs instead
  }
}

export function seedStorePageData(
  queryClient: QueryClient,
  pathname: string,
  data: StorePageData | null,
  /** The store an unprefixed shopper screen carries (ADR 0038), whose data the server sent. */
  carriedSlug: string | null = null,
): void {
  if (!data) return;
  const { tenant } = data;
  if (!tenant || typeof tenant.id !== 'number') return;

  const path = parseStorePath(pathname);
  if (path.kind === 'id' && path.tenantId !== tenant.id) return;
  if (path.kind === 'slug' && path.slug.toLowerCase() !== tenant.slug.toLowerCase()) return;
  if (path.kind === 'slug') queryClient.setQueryData(tenantKeys.bySlug(path.slug), tenant);
  if (path.kind === 'default' && carriedSlug !== null) {
    // The server resolved the same carried store (its cookie or ?store=), or fell back to the
    // default one; only the former answers the screen's lookup.
    if (carriedSlug === tenant.slug) queryClient.setQueryData(tenantKeys.bySlug(carriedSlug), tenant);
  } else if (path.kind === 'default') queryClient.setQueryData(tenantKeys.current(), tenant);
  queryClient.setQueryData(tenantKeys.publicById(tenant.id), tenant);
  queryClient.setQueryData(contentKeys.publicContent(tenant.id), data.content);
  if (data.products) queryClient.setQueryData(catalogueKeys.products(tenant.id), data.products);
  if (data.product) {
    // The server sends a product page only at the product's handle now (an old one is a 301).
    queryClient.setQueryData(catalogueKeys.productByHandle(tenant.id, data.product.handle), {
      product: data.product,
      redirectTo: null,
    });
  }
  if (data.shippingOptions)
    queryClient.setQueryData(shippingKeys.publicOptions(tenant.id), data.shippingOptions);
  if (data.currencies) queryClient.setQueryData(storefrontCurrenciesKey(tenant.id), data.currencies);
  if (typeof data.year === 'number') queryClient.setQueryData(pageYearKey, data.year);
}
