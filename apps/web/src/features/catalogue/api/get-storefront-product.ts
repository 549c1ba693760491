// GET /api/products/by-handle/{handle}?tenantId=: the live product at a product page's address, and
// the handle it has now when the address is an old one (ADR 0037). A 404 is an answer, not a retry.
import type { StorefrontProductByHandle } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
import { catalogueKeys } from './keys.ts';

export function getStorefrontProduct(
  tenantId: number,
  handle: string,
  signal?: AbortSignal,
  currency?: string,
): Promise<StorefrontProductByHandle> {
  const inCurrency = currency ? `&currency=${currency}` : '';
  const url = `/api/products/by-handle/${encodeURIComponent(handle)}?tenantId=${tenantId}${inCurrency}${contentLanguageParam()}`;
  return api.get<StorefrontProductByHandle>(url, { signal });
}

export function useStorefrontProduct(tenantId: number, handle: string) {
  const shopper = useShopperCurrency();
  const currency = shopper.currency === shopper.base ? undefined : shopper.currency;
  return useQuery({
    queryKey: catalogueKeys.productByHandle(tenantId, handle, currency),
    queryFn: ({ signal }) => getStorefrontProduct(tenantId, handle, signal, currency),
    // Another currency loading: the same product stays on screen meanwhile.
    placeholderData: (previous) => (previous?.product.handle === handle ? previous : undefined),
  });
}
