// POST /api/password-reset/confirm: the e-mailed token and the new password. Other sessions of the
// account end; this browser is not signed in by it.
import type { PasswordResetConfirm } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  await api.post<null>('/api/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
