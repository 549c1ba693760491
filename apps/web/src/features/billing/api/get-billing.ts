// GET /api/billing: a page of bills (every store's for the operator, the owner's own store's
// otherwise), with the total from X-Total-Count.
import type { BillingRecord } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { type BillingListParams, billingKeys } from './keys.ts';

export type BillingPage = { items: BillingRecord[]; total: number };

export async function getBilling(params: BillingListParams, signal?: AbortSignal): Promise<BillingPage> {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.status) query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  // The total travels in a header, so this read uses fetch directly with the client's conventions.
  const response = await fetch(`/api/billing?${query}`, { credentials: 'include', signal });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Failed to fetch billing');
  return { items: body as BillingRecord[], total: Number(response.headers.get('X-Total-Count') ?? 0) };
}

export const billingQueryOptions = (params: BillingListParams) =>
  queryOptions({
    queryKey: billingKeys.list(params),
    queryFn: ({ signal }) => getBilling(params, signal),
    staleTime: 0,
    meta: { tags: [tag('billing')] },
    placeholderData: keepPreviousData,
  });

export function useBilling(params: BillingListParams) {
  return useQuery(billingQueryOptions(params));
}
