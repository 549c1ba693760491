// GET /api/shipping-options?tenantId=: the store's active shipping options, in the owner's order;
// with a destination and the cart (docs/decisions/0100), the options offered there priced for it,
// or the store's word that it does not ship there ("We don't ship to Germany yet").
import type { PublicShippingOption } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
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
  {
    tenantId,
    country,
    items,
    currency = '',
  }: { tenantId: number; country: string; items: string; currency?: string },
  signal?: AbortSignal,
): Promise<ShippingChoices> {
  const inCurrency = currency ? `&currency=${currency}` : '';
  const query = `tenantId=${tenantId}&country=${country}${items ? `&items=${items}` : ''}${inCurrency}`;
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
    // The store no longer sells the shopper's currency (docs/decisions/0105): the hook falls back.
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      /^This store does not sell in /.test(error.detail)
    )
      throw error;
    throw new Error('Failed to fetch shipping options', { cause: error });
  }
}

/**
 * Kept on screen while the next destination, cart or currency is priced, so the form does not
 * flicker. In the shopper's currency; one the store no longer sells falls back to the base.
 */
export function useShippingChoices(input: { tenantId: number; country: string; items: string }) {
  const shopper = useShopperCurrency();
  const currency = shopper.currency === shopper.base ? '' : shopper.currency;
  const query = useQuery({
    queryKey: shippingKeys.choices(input.tenantId, input.country, input.items, currency),
    queryFn: ({ signal }) => getShippingChoices({ ...input, currency }, signal),
    placeholderData: keepPreviousData,
  });
  const refused = query.error instanceof ApiError && query.error.status === 400;
  const { fallBack } = shopper;
  useEffect(() => {
    if (refused) fallBack();
  }, [refused, fallBack]);
  return query;
}
