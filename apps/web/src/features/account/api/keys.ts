// Query keys of the customer account feature; every key of this feature comes from here.
export const accountKeys = {
  all: ['account'] as const,
  myOrders: (filter: { tenantId?: number; limit: number; offset: number }) =>
    [...accountKeys.all, 'my-orders', filter] as const,
};
