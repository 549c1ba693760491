// POST /api/password-reset: asks for a reset link. The answer is the same whether or not an account
// matched, so the screen shows it as is.
import type { PasswordResetRequest, PasswordResetRequested } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function requestPasswordReset(input: PasswordResetRequest): Promise<PasswordResetRequested> {
  return api.post<PasswordResetRequested>('/api/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
