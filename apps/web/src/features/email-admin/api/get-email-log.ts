// GET /api/admin/emails (DESIGN §9): a page of the store's sent and failed e-mails, with the total
// from X-Total-Count.
import type { EmailLogEntry } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { emailAdminKeys } from './keys.ts';

export const EMAIL_LOG_PAGE_SIZE = 20;

export type EmailLogPage = { emails: EmailLogEntry[]; total: number };

export async function getEmailLog(
  tenantId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<EmailLogPage> {
  const query = `tenantId=${tenantId}&limit=${EMAIL_LOG_PAGE_SIZE}&offset=${offset}`;
  // The total travels in a header, so this read uses fetch directly with the client's conventions.
  const response = await fetch(`/api/admin/emails?${query}`, { credentials: 'include', signal });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Failed to fetch emails');
  return { emails: body as EmailLogEntry[], total: Number(response.headers.get('X-Total-Count') ?? 0) };
}

export const emailLogQueryOptions = (tenantId: number, offset: number) =>
  queryOptions({
    queryKey: emailAdminKeys.log(tenantId, offset),
    queryFn: ({ signal }) => getEmailLog(tenantId, offset, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useEmailLog(tenantId: number, offset: number) {
  return useQuery(emailLogQueryOptions(tenantId, offset));
}
