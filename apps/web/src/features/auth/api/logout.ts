// POST /api/logout, then the cached current user is refreshed (it becomes null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

export async function logout(): Promise<void> {
  await api.post<null>('/api/logout');
}

export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
      onSuccess?.();
    },
  });
}
