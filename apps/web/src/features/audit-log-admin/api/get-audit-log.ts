// GET /api/admin/audit-log: one page of who changed what, filtered and counted by the server
// (X-Total-Count).
import type { AuditLogEntry } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { type AuditLogParams, auditLogKeys, auditLogQuery } from './keys.ts';

export type AuditLogPage = { entries: AuditLogEntry[]; total: number };

export async function getAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<AuditLogPage> {
  // The total travels in a header, so this read uses fetch directly with the client's conventions.
  const response = await fetch(`/api/admin/audit-log?${auditLogQuery(params)}`, {
    credentials: 'include',
    signal,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Failed to fetch the audit log');
  return { entries: body as AuditLogEntry[], total: Number(response.headers.get('X-Total-Count') ?? 0) };
}

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
