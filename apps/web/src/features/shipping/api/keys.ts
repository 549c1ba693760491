// Query keys of the shipping feature; every key of this feature comes from here.
export const shippingKeys = {
  all: ['shipping'] as const,
  publicOptions: (tenantId: number) => [...shippingKeys.all, 'public', tenantId] as const,
  /** `currency`: the shopper's when not the store's base (docs/decisions/0105); '' for the base. */
  choices: (tenantId: number, country: string, items: string, currency = '') =>
    [...shippingKeys.all, 'public', tenantId, country, items, currency] as const,
};
