// PATCH /api/admin/products/{id}/draft {isDraft}: the live/draft toggle (spec admin §4).
import type { AdminProduct } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function setProductDraft(
  tenantId: number | undefined,
  id: number,
  isDraft: boolean,
): Promise<AdminProduct> {
  return api.patch<AdminProduct>(withTenant(`/api/admin/products/${id}/draft`, tenantId), { isDraft });
}

export function useSetProductDraft(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isDraft }: { id: number; isDraft: boolean }) => setProductDraft(tenantId, id, isDraft),
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(catalogueAdminKeys.products(tenantId), (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      );
    },
  });
}
