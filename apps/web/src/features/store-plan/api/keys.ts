// Query keys of the subscription feature; every subscription query key comes from here.
export const storePlanKeys = {
  all: ['store-plan'] as const,
  account: (tenantId: number) => [...storePlanKeys.all, 'account', tenantId] as const,
};
