// GET /api/shipping-options?tenantId=: the store's active shipping options, in the owner's order;
// with a destination and the cart (docs/decisions/0100), the options offered there priced for it,
// or the store's word that it does not ship there ("We don't ship to Germany yet").
import type { PublicShippingOption } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { shippingKeys } from './keys.ts';

export function getShippingOptions(tenantId: number, signal?: AbortSignal): Promise<PublicShippingOption[]> {
  return readOrFail(
    () =>
      api.get<PublicShippingOption[]>(`/api/shipping-options?tenantId=${tenantId}${contentLanguageParam()}`, {
        signal,
      }),
    'Failed to fetch shipping options',
  );
}

export const shippingOptionsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: shippingKeys.publicOptions(tenantId),
    queryFn: ({ signal }) => getShippingOptions(tenantId, signal),
  });

export function useShippingOptions(tenantId: number | undefined) {
  return useQuery({ ...shippingOptionsQueryOptions(tenantId ?? 0), enabled: tenantId !== undefined });
}

/**
 * The options to a country for a cart; `notShipped`: the store's message when it does not ship
 * there, or cannot price shipping for this cart.
 */
export type ShippingChoices = { options: PublicShippingOption[]; notShipped: string | null };

export async function getShippingChoices(
  { tenantId, country, items }: { tenantId: number; country: string; items: string },
  signal?: AbortSignal,
): Promise<ShippingChoices> {
  const query = `tenantId=${tenantId}&country=${country}${items ? `&items=${items}` : ''}`;
  try {
    const options = await api.get<PublicShippingOption[]>(
      `/api/shipping-options?${query}${contentLanguageParam()}`,
      {
        signal,
      },
    );
    return { options, notShipped: null };
  } catch (error) {
    // 404: no zone takes the country; 409: a rate by weight cannot weigh a product in the cart and
    // no other rate is left (docs/decisions/0102). Either way the store's words, not a failure.
    if (error instanceof ApiError && (error.status === 404 || error.status === 409))
      return { options: [], notShipped: error.detail };
    throw new Error('Failed to fetch shipping options', { cause: error });
  }
}

/** Kept on screen while the next destination or cart is priced, so the form does not flicker. */
export function useShippingChoices(input: { tenantId: number; country: string; items: string }) {
  return useQuery({
    queryKey: shippingKeys.choices(input.tenantId, input.country, input.items),
    queryFn: ({ signal }) => getShippingChoices(input, signal),
    placeholderData: keepPreviousData,
  });
}
