// Query keys of the shipping feature; every key of this feature comes from here.
export const shippingKeys = {
  all: ['shipping'] as const,
  publicOptions: (tenantId: number) => [...shippingKeys.all, 'public', tenantId] as const,
  choices: (tenantId: number, country: string, items: string) =>
    [...shippingKeys.all, 'public', tenantId, country, items] as const,
};
