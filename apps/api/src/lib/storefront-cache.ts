// The per-store cache of store-front answers (DESIGN §8, ADR 0013): prepared responses keyed by
// request, grouped by store so that one NOTIFY drops all of a store's entries. Bounded in bytes
// (oldest first out) and in age (stock counts may lag by at most the lifetime).
import type { PreparedResponse } from './prepared-response.ts';

export type StorefrontCacheLimits = {
  /** Total bytes of all entries (bodies in three encodings); the oldest go first past it. */
  maxBytes: number;
  /** How long an entry may be served; 0 turns the cache off. */
  ttlMs: number;
};

export type StorefrontCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  fills: number;
  invalidations: number;
};

export class StorefrontCache {
  /** Insertion order is age: eviction takes the first. */
  private readonly entries = new Map<string, PreparedResponse>();
  private readonly keysByStore = new Map<number, Set<string>>();
  /** The epoch of each store's latest invalidation, so a fill that began before it is dropped. */
  private readonly invalidatedAt = new Map<number, number>();
  private readonly fills = new Map<string, Promise<void>>();
  private clearedAt = 0;
  private bytes = 0;
  private counters = { hits: 0, misses: 0, fills: 0, invalidations: 0 };
  /** Counts invalidations; a fill records it when it starts. */
  epoch = 0;
  /**
   * False while invalidations cannot be received (the listening connection is down): then nothing
   * is served from or stored in the cache.
   */
  live = false;
  /**
   * Resolves once every invalidation committed before the call has been applied here (one round
   * trip on the listening connection): a write answers only after it.
   */
  sync: () => Promise<void> = async () => {};

  constructor(readonly limits: StorefrontCacheLimits) {}

  get enabled(): boolean {
    return this.live && this.limits.ttlMs > 0;
  }

  get(key: string, now = Date.now()): PreparedResponse | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) {
      this.counters.misses++;
      return undefined;
    }
    if (entry.expiresAt <= now) {
      // Past its lifetime, yet no write changed it (a write deletes the entry at once): while one
      // request refreshes it, the others are still served this copy, so a refresh never holds a
      // burst of requests up. Never more than one lifetime past it.
      const refreshing = this.fills.has(key) && now < entry.expiresAt + this.limits.ttlMs;
      if (refreshing) {
        this.counters.hits++;
        return entry;
      }
      if (now >= entry.expiresAt + this.limits.ttlMs) this.remove(key, entry);
      this.counters.misses++;
      return undefined;
    }
    this.counters.hits++;
    return entry;
  }

  /**
   * The fast path's probe: the entry stored under exactly `key`, when it is fresh. Counts a hit but
   * never a miss (most probes are requests that are not cached at all); a stale entry is left to get().
   */
  peekFresh(key: string, now = Date.now()): PreparedResponse | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) return undefined;
    this.counters.hits++;
    return entry;
  }

  /** Stores an answer prepared by a request that began at `sinceEpoch`; false when it is already stale. */
  put(key: string, entry: PreparedResponse, sinceEpoch: number): boolean {
    if (!this.enabled) return false;
    if (this.clearedAt > sinceEpoch || (this.invalidatedAt.get(entry.tenantId) ?? 0) > sinceEpoch)
      return false;
    // One answer may not take more than an eighth of the cache.
    if (entry.bytes > this.limits.maxBytes / 8) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    let keys = this.keysByStore.get(entry.tenantId);
    if (!keys) {
      keys = new Set();
      this.keysByStore.set(entry.tenantId, keys);
    }
    keys.add(key);
    this.counters.fills++;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
    return true;
  }

  /** A store's data changed (a NOTIFY arrived): drop all it has here. */
  invalidate(tenantId: number): void {
    this.epoch++;
    this.counters.invalidations++;
    this.invalidatedAt.set(tenantId, this.epoch);
    for (const listener of this.invalidateListeners) listener(tenantId);
    const keys = this.keysByStore.get(tenantId);
    if (!keys) return;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry) {
        this.entries.delete(key);
        this.bytes -= entry.bytes;
      }
    }
    this.keysByStore.delete(tenantId);
  }

  /** Notifications may have been missed: nothing cached so far can be trusted. */
  clear(): void {
    this.epoch++;
    this.clearedAt = this.epoch;
    this.entries.clear();
    this.keysByStore.clear();
    this.bytes = 0;
    for (const listener of this.clearListeners) listener();
  }

  private readonly clearListeners: Array<() => void> = [];
  private readonly invalidateListeners: Array<(tenantId: number) => void> = [];

  /**
   * Called when one store's data changed (its NOTIFY arrived), on every instance: what is kept
   * beside this cache about that store (whether its domains are served, ADR 0070) is dropped too.
   */
  onInvalidate(listener: (tenantId: number) => void): void {
    this.invalidateListeners.push(listener);
  }

  /**
   * Called on every clear (a domain changed hands, or notifications were missed): what is kept
   * beside this cache about which host shows which store is dropped with it (ADR 0070).
   */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /**
   * Requests that miss the same key while one of them is filling it wait for that fill instead of
   * each asking the database (a burst right after an invalidation). Returns the fill in progress.
   */
  fillInProgress(key: string): Promise<void> | undefined {
    return this.fills.get(key);
  }

  /** Marks a fill of `key` as started; the returned function ends it (call it whatever happens). */
  beginFill(key: string): () => void {
    if (this.fills.has(key)) return () => {};
    let end!: () => void;
    const done = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.fills.set(key, done);
    return () => {
      if (this.fills.get(key) === done) this.fills.delete(key);
      end();
    };
  }

  stats(): StorefrontCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters };
  }

  private remove(key: string, entry: PreparedResponse) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.keysByStore.get(entry.tenantId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByStore.delete(entry.tenantId);
  }
}
