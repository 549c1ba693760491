// POST /api/account/set-password: the token from the new-customer e-mail and the chosen password.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type SetPasswordInput = { token: string; password: string };

export async function setPassword(input: SetPasswordInput): Promise<void> {
  await api.post<null>('/api/account/set-password', input);
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
