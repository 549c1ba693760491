// What the draft order form looks up as the owner types: the store's customers matching a name or
// e-mail (GET /api/admin/customers?search=, five at most) and a product's variant rows with their
// price and stock (GET /api/products/{id}/variants). Both only while asked for.
import type { AdminCustomer, ProductVariant } from '@storefleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { draftOrdersAdminKeys } from './keys.ts';

export function useCustomerSuggestions(search: string, tenantId?: number) {
  const text = search.trim();
  return useQuery({
    queryKey: [...draftOrdersAdminKeys.store(tenantId), 'customers', text] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ search: text, limit: '5', offset: '0' });
      return api.get<AdminCustomer[]>(withTenant(`/api/admin/customers?${query}`, tenantId), { signal });
    },
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProductVariants(productId: number | null, tenantId?: number) {
  return useQuery({
    queryKey: [...draftOrdersAdminKeys.store(tenantId), 'variants', productId] as const,
    queryFn: ({ signal }) =>
      api.get<ProductVariant[]>(withTenant(`/api/products/${productId}/variants`, tenantId), { signal }),
    enabled: productId !== null,
    staleTime: 30_000,
  });
}
