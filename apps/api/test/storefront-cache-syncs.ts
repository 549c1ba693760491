// Counts the store-front cache's syncs while `work` runs: how many answers waited for the
// invalidation of their own write to arrive (ADR 0013, 0115, 0117).
import type { FastifyInstance } from 'fastify';

export async function countingCacheSyncs<T>(
  app: FastifyInstance,
  work: (syncs: () => number) => Promise<T>,
): Promise<T> {
  const cache = app.storefrontCache;
  const sync = cache.sync;
  let count = 0;
  cache.sync = () => {
    count += 1;
    return sync();
  };
  try {
    return await work(() => count);
  } finally {
    cache.sync = sync;
  }
}
