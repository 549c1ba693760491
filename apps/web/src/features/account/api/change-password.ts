// POST /api/account/change-password: the signed-in user's new password, given the current one.
// Every other session of the account ends; this one stays signed in.
import type { ChangePasswordInput } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post<null>('/api/account/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
