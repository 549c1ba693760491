// Query keys of the funnel; every key of this feature comes from here.
export const funnelKeys = {
  all: ['analytics-funnel'] as const,
  span: (from: string, to: string, tenantId?: number) =>
    [...funnelKeys.all, from, to, tenantId ?? 'default'] as const,
};
