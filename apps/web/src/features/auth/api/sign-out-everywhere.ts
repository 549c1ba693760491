// POST /api/account/sign-out-everywhere: every session of the signed-in user ends, this one
// included; the cached current user is refreshed (it becomes null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

export async function signOutEverywhere(): Promise<void> {
  await api.post<null>('/api/account/sign-out-everywhere');
}

export function useSignOutEverywhere(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
    onError: (error) => options.onError?.(error),
  });
}
