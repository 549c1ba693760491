// Query keys of the payments feature; every payments query key comes from here.
export const paymentKeys = {
  all: ['payments'] as const,
  settings: (tenantId: number | undefined) => [...paymentKeys.all, 'settings', tenantId ?? 'own'] as const,
};
