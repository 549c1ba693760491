// Create Subscription Product: the image goes up through POST /api/upload/image, then
// POST /api/products with the form (spec admin §7), in the acting store.
import type { AdminProduct, CreateSubscriptionProductInput } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export type NewSubscriptionProduct = Omit<CreateSubscriptionProductInput, 'image'> & { image: File };

export async function createSubscriptionProduct(tenantId: number | undefined, input: NewSubscriptionProduct) {
  const form = new FormData();
  form.append('image', input.image);
  const { imageUrl } = await api.post<{ imageUrl: string }>(withTenant('/api/upload/image', tenantId), form);
  return api.post<AdminProduct>(withTenant('/api/products', tenantId), {
    ...input,
    image: imageUrl,
    isSubscription: true,
  });
}

/** The product lists and the Subscription Products card refresh through the products tag. */
export function useCreateSubscriptionProduct(tenantId?: number) {
  return useMutation({
    mutationFn: (input: NewSubscriptionProduct) => createSubscriptionProduct(tenantId, input),
    meta: { invalidates: () => [tag('products', adminStore(tenantId))] },
  });
}
