// GET /api/tenant/{id} (current values), PUT /api/admin/email-settings, POST /api/admin/test-email
// and GET /api/admin/emails (spec admin §7; DESIGN §9).
import type { EmailLogEntry, EmailSettings, TenantAccount, TestEmailResult } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

export const emailKeys = {
  all: ['email-settings'] as const,
  tenant: (tenantId: number) => [...emailKeys.all, 'tenant', tenantId] as const,
  log: (tenantId: number, offset: number) => [...emailKeys.all, 'log', tenantId, offset] as const,
};

export const emailTenantQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: emailKeys.tenant(tenantId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TenantAccount>(`/api/tenant/${tenantId}`, { signal });
      } catch (error) {
        throw new Error('Failed to fetch tenant', { cause: error });
      }
    },
    staleTime: 0,
  });

export function useEmailTenant(tenantId: number) {
  return useQuery(emailTenantQueryOptions(tenantId));
}

export type EmailSettingsBody = Omit<EmailSettings, 'tenantId'>;

export function useSaveEmailSettings(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSettingsBody) =>
      api.put<EmailSettings>(`/api/admin/email-settings?tenantId=${tenantId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

export function useSendTestEmail(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TestEmailResult>(`/api/admin/test-email?tenantId=${tenantId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

export const EMAIL_LOG_PAGE_SIZE = 20;

export function useEmailLog(tenantId: number, offset: number) {
  return useQuery({
    queryKey: emailKeys.log(tenantId, offset),
    queryFn: async ({ signal }) => {
      const query = `tenantId=${tenantId}&limit=${EMAIL_LOG_PAGE_SIZE}&offset=${offset}`;
      const response = await fetch(`/api/admin/emails?${query}`, { credentials: 'include', signal });
      const body = await response.json().catch(() => null);
      if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Failed to fetch emails');
      return { emails: body as EmailLogEntry[], total: Number(response.headers.get('X-Total-Count') ?? 0) };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
