// PUT /api/admin/store-launch/password and POST /api/admin/store-launch: each answers the new state,
// which replaces the cached one.
import type { StoreLaunch } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { storeLaunchKeys } from './keys.ts';

function useLaunchWrite<I>(tenantId: number | undefined, write: (input: I) => Promise<StoreLaunch>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (state) => queryClient.setQueryData(storeLaunchKeys.detail(tenantId), state),
  });
}

export const useSetStorefrontPassword = (tenantId?: number) =>
  useLaunchWrite(tenantId, (password: string) =>
    api.put<StoreLaunch>(withTenant('/api/admin/store-launch/password', tenantId), { password }),
  );

export const useLaunchStore = (tenantId?: number) =>
  useLaunchWrite(tenantId, (_: undefined) =>
    api.post<StoreLaunch>(withTenant('/api/admin/store-launch', tenantId)),
  );
