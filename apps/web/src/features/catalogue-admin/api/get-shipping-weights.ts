// GET /api/admin/shipping-weights (docs/decisions/0102): whether the store ships by weight, so the
// product list marks the products without a weight. Under the catalogue's keys: a product save
// refreshes it. Any member may read it; a failed read marks nothing.
import type { ShippingWeights } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function useShippingWeights(tenantId?: number) {
  return useQuery({
    queryKey: [...catalogueAdminKeys.all, 'shipping-weights', adminStore(tenantId)],
    queryFn: ({ signal }) =>
      api.get<ShippingWeights>(withTenant('/api/admin/shipping-weights', tenantId), { signal }),
  });
}
