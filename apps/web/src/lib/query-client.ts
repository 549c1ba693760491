// The app's TanStack Query client with the spec's cache defaults (storefront §9): data never goes
// stale on its own, nothing refetches in the background and nothing is retried. Screens that need
// fresher data (CMS content, admin orders) say so on their own queries. Since nothing expires,
// every write must refresh exactly the reads it changed: its own feature's keys in the mutation
// hook, and every feature's reads of a shared resource through the tags of query-tags.ts.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { type QueryTag, tagsMatch } from './query-tags.ts';

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
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryConfig,
    mutationCache: new MutationCache({
      onSuccess: (_data, variables, _context, mutation) => {
        const invalidates = mutation.meta?.invalidates as
          | ((variables: unknown) => readonly QueryTag[])
          | undefined;
        const written = invalidates?.(variables) ?? [];
        if (written.length === 0) return;
        return queryClient.invalidateQueries({
          predicate: (query) =>
            (query.meta?.tags ?? []).some((read) => written.some((tag) => tagsMatch(tag, read))),
        });
      },
    }),
  });
  return queryClient;
}
