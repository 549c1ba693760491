// PATCH /api/products/{productId}/convert-to-subscription (spec admin §5, §7). The products to
// choose from are the store's products (catalogue-admin's read, handed in by the route), of which
// only those not yet sold as subscriptions are offered.
import type { AdminProduct, ConvertToSubscriptionInput } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export function isConvertible(product: AdminProduct): boolean {
  return !product.isSubscription && !product.hasSubscription;
}

export function convertProduct(
  tenantId: number | undefined,
  productId: number,
  input: ConvertToSubscriptionInput,
) {
  return api.patch<AdminProduct>(
    withTenant(`/api/products/${productId}/convert-to-subscription`, tenantId),
    input,
  );
}

/** The product lists and the Subscription Products card refresh through the products tag. */
export function useConvertProduct(tenantId?: number) {
  return useMutation({
    mutationFn: ({ productId, input }: { productId: number; input: ConvertToSubscriptionInput }) =>
      convertProduct(tenantId, productId, input),
    meta: { invalidates: () => [tag('products', adminStore(tenantId))] },
  });
}
