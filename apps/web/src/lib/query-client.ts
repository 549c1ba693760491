// The app's TanStack Query client with the spec's cache defaults (storefront §9): data never goes
// stale on its own, nothing refetches in the background and nothing is retried. Screens that need
// fresher data (CMS content, admin orders) say so on their own queries. Since nothing expires,
// every write must refresh exactly the reads it changed: its own feature's keys in the mutation
// hook, and every feature's reads of a shared resource through the tags of query-tags.ts.
import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
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

/**
 * A QueryClient whose invalidation never keeps a read that may predate the write. TanStack Query's
 * refetch after `invalidateQueries` cancels a fetch in flight only when the query already has data
 * (`cancelRefetch`); a read still on its first fetch is joined instead, and its answer, read before
 * the write, is kept as fresh (a category added while the category list first loads would not
 * appear until a reload). So the first fetches that the invalidation will refetch are cancelled
 * first, silently (no revert, no error state: `cancelQueries` with `silent`), and the refetch
 * starts a new one whose answer every waiting caller gets. Every invalidation goes through here:
 * the tags of the mutation cache below and each feature's own keys.
 */
class WriteAfterReadQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const refetchType = filters?.refetchType ?? filters?.type ?? 'active';
    if (refetchType !== 'none' && options?.cancelRefetch !== false) {
      // The same queries the refetch below fetches (refetchQueries skips disabled and static ones),
      // so each one cancelled here is fetched again at once, in this same turn.
      void this.cancelQueries(
        {
          ...filters,
          type: refetchType,
          fetchStatus: 'fetching',
          predicate: (query) =>
            query.state.data === undefined &&
            !query.isDisabled() &&
            !query.isStatic() &&
            (filters?.predicate?.(query) ?? true),
        },
        { silent: true, revert: false },
      );
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new WriteAfterReadQueryClient({
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
