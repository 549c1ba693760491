// POST /api/tenants (create, with the owner's account) and PUT /api/super-admin/tenants/{id} (edit).
import type { AdminTenant, CreateTenantInput, UpdateTenantInput } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export type SaveTenantInput =
  | { mode: 'create'; values: CreateTenantInput }
  | { mode: 'edit'; id: number; values: UpdateTenantInput };

export function saveTenant(input: SaveTenantInput): Promise<AdminTenant> {
  return input.mode === 'create'
    ? api.post<AdminTenant>('/api/tenants', input.values)
    : api.put<AdminTenant>(`/api/super-admin/tenants/${input.id}`, input.values);
}

/**
 * A new store joins the store list and the platform figures; an edit changes that store's record
 * wherever it is shown (list, detail, its own screens, its store front). Each of those reads carries
 * the store's tag, so the edit refreshes them before onSuccess runs.
 */
export function useSaveTenant(
  options: { onSuccess?: (tenant: AdminTenant) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: saveTenant,
    meta: {
      invalidates: (input: SaveTenantInput) => [tag('tenant', input.mode === 'edit' ? input.id : undefined)],
    },
    onSuccess: (tenant) => options.onSuccess?.(tenant),
    onError: options.onError,
  });
}
