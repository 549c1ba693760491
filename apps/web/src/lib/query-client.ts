// The app's TanStack Query client with the spec's cache defaults (storefront §9): data never goes
// stale on its own, nothing refetches in the background and nothing is retried. Screens that need
// fresher data (CMS content, admin orders) say so on their own queries.
import { QueryClient } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
