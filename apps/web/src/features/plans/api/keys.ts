// Query keys of the plans feature; every plans query key comes from here.
export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
};
