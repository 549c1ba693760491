// POST /api/tenants (create, with the owner's account) and PUT /api/super-admin/tenants/{id} (edit).
import type { AdminTenant, CreateTenantInput, UpdateTenantInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tenantAdminKeys } from './keys.ts';

export type SaveTenantInput =
  | { mode: 'create'; values: CreateTenantInput }
  | { mode: 'edit'; id: number; values: UpdateTenantInput };

export function saveTenant(input: SaveTenantInput): Promise<AdminTenant> {
  return input.mode === 'create'
    ? api.post<AdminTenant>('/api/tenants', input.values)
    : api.put<AdminTenant>(`/api/super-admin/tenants/${input.id}`, input.values);
}

export function useSaveTenant(
  options: { onSuccess?: (tenant: AdminTenant) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTenant,
    onSuccess: async (tenant) => {
      await queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all });
      options.onSuccess?.(tenant);
    },
    onError: options.onError,
  });
}
