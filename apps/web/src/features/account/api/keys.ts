// Query keys of the customer account feature; every key of this feature comes from here.
export const accountKeys = {
  all: ['account'] as const,
  myOrdersAll: ['account', 'my-orders'] as const,
  myOrders: (filter: { tenantId?: number; limit: number; offset: number }) =>
    [...accountKeys.all, 'my-orders', filter] as const,
  myOrderRefunds: (orderIds: readonly number[]) =>
    [...accountKeys.all, 'my-order-refunds', orderIds] as const,
  orderReturns: (orderId: number) => [...accountKeys.all, 'order-returns', orderId] as const,
  myAddresses: (tenantId: number) => [...accountKeys.all, 'my-addresses', tenantId] as const,
  language: ['account', 'language'] as const,
};
