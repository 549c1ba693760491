// POST /api/login: signs in and answers the CurrentUser, which becomes the cached current user.
import type { CurrentUser, LoginInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

export function login(input: LoginInput): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/login', input);
}

type UseLoginOptions = {
  onSuccess?: (user: CurrentUser) => void;
  onError?: (error: Error) => void;
};

export function useLogin({ onSuccess, onError }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
      onSuccess?.(user);
    },
    onError,
  });
}
