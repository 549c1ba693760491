// GET /api/admin/store-launch: the launch checklist, whether the store is launched, and its
// store-front password (ADR 0081).
import type { StoreLaunch } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { storeLaunchKeys } from './keys.ts';

export function getStoreLaunch(tenantId: number | undefined, signal?: AbortSignal): Promise<StoreLaunch> {
  return api.get<StoreLaunch>(withTenant('/api/admin/store-launch', tenantId), { signal });
}

export function useStoreLaunch(tenantId?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storeLaunchKeys.detail(tenantId),
    queryFn: ({ signal }) => getStoreLaunch(tenantId, signal),
    enabled,
  });
}
