// What server data a cached read shows, named by the server's resource ("tenant:7", "billing:7"),
// so that a write in one feature refreshes a read another feature owns without either importing
// the other (features never import each other; routes compose them).
//
// The rule: a read that other features' writes change lists its tags in `meta.tags`; a mutation
// that changes such a resource names it in `meta.invalidates`, and the query client
// (query-client.ts) refreshes every read with a matching tag, in whichever feature, before the
// mutation's own onSuccess runs. Everything else a mutation changes is its own feature's, and it
// invalidates those keys itself (skipping tagged reads, which its tags already cover).

export type TaggedResource = 'tenant' | 'billing' | 'products';

/**
 * "tenant" stands for every record of the resource; "tenant:7" for store 7's; "products:own" for
 * the signed-in member's own store (admin reads without ?tenantId).
 */
export type QueryTag = TaggedResource | `${TaggedResource}:${number | 'own'}`;

export function tag(resource: TaggedResource, store?: number | 'own'): QueryTag {
  return store === undefined ? resource : `${resource}:${store}`;
}

/**
 * A write's tag refreshes a read with the same tag, a read of one record of every record
 * ("tenant" refreshes "tenant:7"), and a read that shows any record ("tenant:7" refreshes a
 * "tenant" read, such as the store list or a store front looked up by slug).
 */
export function tagsMatch(written: QueryTag, read: QueryTag): boolean {
  return written === read || read.startsWith(`${written}:`) || written.startsWith(`${read}:`);
}

/** A predicate for a mutation's own-key invalidation when its tags already cover the tagged reads. */
export const isUntagged = (query: { meta?: { tags?: readonly QueryTag[] } }) => !query.meta?.tags;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { tags?: readonly QueryTag[] };
    mutationMeta: { invalidates?: (variables: never) => readonly QueryTag[] };
  }
}
