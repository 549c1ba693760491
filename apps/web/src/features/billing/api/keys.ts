// Query keys of the billing feature; every billing query key comes from here.
export type BillingListParams = { status?: string; search?: string; limit: number; offset: number };

export const billingKeys = {
  all: ['billing'] as const,
  list: (params: BillingListParams) => [...billingKeys.all, 'list', params] as const,
  stats: () => [...billingKeys.all, 'stats'] as const,
  history: (tenantId: number) => [...billingKeys.all, 'history', tenantId] as const,
  account: (tenantId: number) => [...billingKeys.all, 'account', tenantId] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  timeline: (tenantId: number) => [...billingKeys.all, 'timeline', tenantId] as const,
  proposal: (tenantId: number) => [...billingKeys.all, 'proposal', tenantId] as const,
};
