// POST /api/admin/test-email (spec admin §7): a test message to the store's support address; sent
// or failed, it joins the e-mail log.
import type { TestEmailResult } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { emailAdminKeys } from './keys.ts';

export function sendTestEmail(tenantId: number): Promise<TestEmailResult> {
  return api.post<TestEmailResult>(`/api/admin/test-email?tenantId=${tenantId}`);
}

export function useSendTestEmail(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestEmail(tenantId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailAdminKeys.logs(tenantId) }),
  });
}
