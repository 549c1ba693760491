// Query keys of the auth feature; every auth query key comes from here.
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};
