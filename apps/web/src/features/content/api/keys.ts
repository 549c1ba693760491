// Query keys of the content feature; every key of this feature comes from here.
export const contentKeys = {
  all: ['content'] as const,
  publicContent: (tenantId: number) => [...contentKeys.all, 'public', tenantId] as const,
};
