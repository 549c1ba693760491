// GET /api/subscription-plans: the offered plans (a super admin also gets the inactive ones).
import type { SubscriptionPlan } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { planKeys } from './keys.ts';

export function getSubscriptionPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  return api.get<SubscriptionPlan[]>('/api/subscription-plans', { signal });
}

export const subscriptionPlansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.list(),
    queryFn: ({ signal }) => getSubscriptionPlans(signal),
  });

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
