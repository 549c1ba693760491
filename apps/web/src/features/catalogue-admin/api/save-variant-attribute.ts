// POST /api/admin/variants (new) and PUT /api/admin/variants/{id} (spec admin §7).
import type { VariantAttribute, VariantType } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export type VariantAttributeBody = { name: string; type: VariantType; values: string[]; description: string };

export function saveVariantAttribute(
  tenantId: number | undefined,
  input: { id?: number; body: VariantAttributeBody },
) {
  return input.id === undefined
    ? api.post<VariantAttribute>(withTenant('/api/admin/variants', tenantId), input.body)
    : api.put<VariantAttribute>(withTenant(`/api/admin/variants/${input.id}`, tenantId), input.body);
}

export function useSaveVariantAttribute(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: VariantAttributeBody }) => saveVariantAttribute(tenantId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.variantAttributes(tenantId) }),
  });
}
