// Settings → Webhooks' calls (ADR 0075): the store's endpoints, creating one (the answer holds its
// signing secret this once), changing or deleting one, an endpoint's delivery log and a resend.
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointUpdate,
} from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

export const webhookKeys = {
  all: ['webhooks-admin'] as const,
  list: (tenantId?: number) => [...webhookKeys.all, adminStore(tenantId)] as const,
  deliveries: (tenantId: number | undefined, endpointId: number) =>
    [...webhookKeys.list(tenantId), 'deliveries', endpointId] as const,
};

export function useWebhookEndpoints(tenantId?: number) {
  return useQuery({
    queryKey: webhookKeys.list(tenantId),
    queryFn: ({ signal }) =>
      api.get<WebhookEndpointList>(withTenant('/api/admin/webhooks', tenantId), { signal }),
  });
}

export function useCreateWebhookEndpoint(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      api.post<CreatedWebhookEndpoint>(withTenant('/api/admin/webhooks', tenantId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(tenantId) }),
  });
}

export function useUpdateWebhookEndpoint(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: WebhookEndpointUpdate }) =>
      api.put<WebhookEndpoint>(withTenant(`/api/admin/webhooks/${id}`, tenantId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(tenantId) }),
  });
}

export function useDeleteWebhookEndpoint(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/webhooks/${id}`, tenantId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(tenantId) }),
  });
}

export function useWebhookDeliveries(tenantId: number | undefined, endpointId: number | null) {
  return useQuery<WebhookDeliveryList>({
    queryKey: webhookKeys.deliveries(tenantId, endpointId ?? 0),
    enabled: endpointId !== null,
    // While something is queued or retrying, the log follows it (the job sends within seconds).
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 2000 : false,
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveryList>(withTenant(`/api/admin/webhooks/${endpointId}/deliveries`, tenantId), {
        signal,
      }),
  });
}

export function useResendWebhookDelivery(tenantId: number | undefined, endpointId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<WebhookDelivery>(withTenant(`/api/admin/webhooks/deliveries/${id}/resend`, tenantId), {}),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(tenantId, endpointId ?? 0) }),
  });
}
