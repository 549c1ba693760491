// GET and PUT /api/admin/store-languages(?tenantId=): the store's default and enabled languages
// (docs/decisions/0092, 0093). Shared by every translatable admin form (which shows its language
// switcher only when the store offers more than one language) and the Store Settings section.
import type { StoreLanguages } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

export const storeLanguagesKey = (tenantId?: number) => ['store-languages', adminStore(tenantId)] as const;

export function useStoreLanguages(tenantId?: number) {
  return useQuery({
    queryKey: storeLanguagesKey(tenantId),
    queryFn: () => api.get<StoreLanguages>(withTenant('/api/admin/store-languages', tenantId)),
  });
}

export function useSaveStoreLanguages(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreLanguages) =>
      api.put<StoreLanguages>(withTenant('/api/admin/store-languages', tenantId), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeLanguagesKey(tenantId), saved);
      // The same store may be cached as 'own' and by its id: every form reads it afresh.
      void queryClient.invalidateQueries({ queryKey: ['store-languages'] });
    },
  });
}

/** The languages a form offers translations in: null when the store has only one (no switcher). */
export function translationLanguages(data: StoreLanguages | undefined): StoreLanguages | null {
  if (!data || data.languages.length < 2) return null;
  return data;
}
