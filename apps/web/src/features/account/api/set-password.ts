// POST /api/account/set-password: the token from the new-customer e-mail and the chosen password;
// answers the account's username (the customer's e-mail), which the sign-in page then fills in.
import type { SetPasswordDone } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type SetPasswordInput = { token: string; password: string };

export function setPassword(input: SetPasswordInput): Promise<SetPasswordDone> {
  return api.post<SetPasswordDone>('/api/account/set-password', input);
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
