// POST /api/admin/domains, POST /api/admin/domains/{id}/verify, PUT and DELETE /api/admin/domains/{id}:
// each invalidates the store's domain list (and the operator's list of every store's domains).
import type { StoreDomain } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { domainsAdminKeys } from './keys.ts';

function useDomainWrite<I, O>(tenantId: number | undefined, write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainsAdminKeys.list(tenantId) }),
        queryClient.invalidateQueries({ queryKey: domainsAdminKeys.platform() }),
      ]),
  });
}

export const useAddDomain = (tenantId?: number) =>
  useDomainWrite(tenantId, (host: string) =>
    api.post<StoreDomain>(withTenant('/api/admin/domains', tenantId), { host }),
  );

export const useCheckDomain = (tenantId?: number) =>
  useDomainWrite(tenantId, (id: number) =>
    api.post<StoreDomain>(withTenant(`/api/admin/domains/${id}/verify`, tenantId)),
  );

export const useMakeDomainPrimary = (tenantId?: number) =>
  useDomainWrite(tenantId, (id: number) =>
    api.put<StoreDomain>(withTenant(`/api/admin/domains/${id}`, tenantId), { primary: true }),
  );

export const useRemoveDomain = (tenantId?: number) =>
  useDomainWrite(tenantId, (id: number) =>
    api.delete<null>(withTenant(`/api/admin/domains/${id}`, tenantId)),
  );
