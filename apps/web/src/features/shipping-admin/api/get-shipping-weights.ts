// GET /api/admin/shipping-weights (docs/decisions/0102): how many products a weight rate cannot
// weigh, for the zones' note. Under the shipping keys: an option saved as weight-rated refreshes it.
import type { ShippingWeights } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { shippingAdminKeys } from './keys.ts';

export function useShippingWeights(tenantId?: number) {
  return useQuery({
    queryKey: shippingAdminKeys.weights(tenantId),
    queryFn: ({ signal }) =>
      api.get<ShippingWeights>(withTenant('/api/admin/shipping-weights', tenantId), { signal }),
  });
}
