// The cache's own rules: per-store invalidation, fills that began before an invalidation are
// dropped, the byte bound, and an entry past its lifetime served only while it is being refreshed.
import { describe, expect, it } from 'vitest';
import type { PreparedResponse } from './prepared-response.ts';
import { StorefrontCache } from './storefront-cache.ts';

const entry = (tenantId: number, bytes: number, expiresAt: number): PreparedResponse =>
  ({ tenantId, bytes, expiresAt, etag: '"x"', bodies: {}, heads: {}, notModified: {} }) as PreparedResponse;

const liveCache = (limits = { maxBytes: 8_000, ttlMs: 1_000 }) => {
  const cache = new StorefrontCache(limits);
  cache.live = true;
  return cache;
};

describe('StorefrontCache', () => {
  it('drops only the invalidated store, and refuses a fill that began before it', () => {
    const cache = liveCache();
    const since = cache.epoch;
    cache.put('a', entry(1, 100, Date.now() + 1000), since);
    cache.put('b', entry(2, 100, Date.now() + 1000), since);
    cache.invalidate(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.put('a', entry(1, 100, Date.now() + 1000), since)).toBe(false);
    expect(cache.put('a', entry(1, 100, Date.now() + 1000), cache.epoch)).toBe(true);
  });

  it('keeps under its byte bound, oldest out first, and refuses an answer over an eighth of it', () => {
    const cache = liveCache();
    for (const key of ['a', 'b', 'c', 'd', 'e'])
      cache.put(key, entry(1, 1_000, Date.now() + 1000), cache.epoch);
    expect(cache.put('huge', entry(1, 1_001, Date.now() + 1000), cache.epoch)).toBe(false);
    for (const key of ['f', 'g', 'h', 'i']) cache.put(key, entry(1, 1_000, Date.now() + 1000), cache.epoch);
    expect(cache.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('i')).toBeDefined();
  });

  it('serves an expired entry only while one request refreshes it, and never a lifetime past it', () => {
    const cache = liveCache();
    const now = Date.now();
    cache.put('a', entry(1, 100, now + 1000), cache.epoch);
    expect(cache.get('a', now + 1500)).toBeUndefined(); // expired, nobody refreshing: this one fills
    const end = cache.beginFill('a');
    expect(cache.get('a', now + 1500)).toBeDefined(); // the others get the old copy meanwhile
    expect(cache.get('a', now + 2000)).toBeUndefined(); // a whole lifetime past: never
    end();
    expect(cache.fillInProgress('a')).toBeUndefined();
  });

  it("the fast path's probe answers only a fresh entry, and counts no miss", () => {
    const cache = liveCache();
    const now = Date.now();
    cache.put('a', entry(1, 100, now + 1000), cache.epoch);
    expect(cache.peekFresh('a', now)).toBeDefined();
    expect(cache.peekFresh('a', now + 1500)).toBeUndefined(); // stale: left to get(), which refreshes it
    expect(cache.peekFresh('/api/healthz', now)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 0 });
    cache.invalidate(1);
    expect(cache.peekFresh('a', now)).toBeUndefined();
  });

  it('serves and stores nothing while invalidations cannot be received', () => {
    const cache = liveCache();
    cache.put('a', entry(1, 100, Date.now() + 1000), cache.epoch);
    cache.live = false;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.put('b', entry(1, 100, Date.now() + 1000), cache.epoch)).toBe(false);
  });
});
