// Query keys of the subscription feature; every subscription query key comes from here.
export const subscriptionKeys = {
  all: ['subscription'] as const,
  account: (tenantId: number) => [...subscriptionKeys.all, 'account', tenantId] as const,
};
