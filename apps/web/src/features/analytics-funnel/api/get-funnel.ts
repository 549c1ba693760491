// GET /api/admin/analytics/funnel?from=&to= (ADR 0083): the store front's funnel for a span of days.
import type { Funnel } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { funnelKeys } from './keys.ts';

export type FunnelSpan = { from: string; to: string; tenantId?: number };

export function funnelQuery({ from, to, tenantId }: FunnelSpan): URLSearchParams {
  const query = new URLSearchParams({ from, to });
  if (tenantId !== undefined) query.set('tenantId', String(tenantId));
  return query;
}

export function getFunnel(span: FunnelSpan, signal?: AbortSignal) {
  return readOrFail(
    () => api.get<Funnel>(`/api/admin/analytics/funnel?${funnelQuery(span)}`, { signal }),
    'Failed to fetch the funnel',
  );
}

export const funnelQueryOptions = (span: FunnelSpan) =>
  queryOptions({
    queryKey: funnelKeys.span(span.from, span.to, span.tenantId),
    queryFn: ({ signal }) => getFunnel(span, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useFunnel(span: FunnelSpan) {
  return useQuery(funnelQueryOptions(span));
}

/** The CSV of the same span, a row a day. */
export const funnelCsvHref = (span: FunnelSpan) => `/api/admin/analytics/funnel.csv?${funnelQuery(span)}`;
