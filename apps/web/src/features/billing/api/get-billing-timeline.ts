// GET /api/super-admin/tenants/{id}/billing-timeline (super admin): a store's billing events.
import type { OperatorTimeline } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { billingKeys } from './keys.ts';

export function useBillingTimeline(tenantId: number | null) {
  return useQuery({
    queryKey: billingKeys.timeline(tenantId ?? 0),
    queryFn: ({ signal }) =>
      api.get<OperatorTimeline>(`/api/super-admin/tenants/${tenantId}/billing-timeline`, { signal }),
    enabled: tenantId !== null,
    staleTime: 0,
    meta: { tags: [tag('billing')] },
  });
}
