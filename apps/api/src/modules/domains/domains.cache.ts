// What this instance keeps about domains (ADR 0070, "Cheap answers"): the TLS ask's answers, each
// store's primary host and the verified hosts still waiting for a certificate, for 10 s per database.
// They are asked on every request, so they are kept; every change the domains module makes drops
// them, and so does every store-front cache clear.
import { type Ctx, platformDb } from '../../context.ts';
import { forgetDomainLookups } from '../tenants/tenants.service.ts';
import { findPrimaryHost, listAwaitingCertificate } from './domains.queries.ts';

const CACHE_TTL_MS = 10_000;
type Kept<T> = { value: T; until: number };
const tlsAnswers = new WeakMap<object, Map<string, Kept<boolean>>>();
const primaryHosts = new WeakMap<object, Map<number, Kept<string | undefined>>>();
const awaitingCertificate = new WeakMap<object, Kept<Set<string>>>();

function keptMap<K, T>(store: WeakMap<object, Map<K, Kept<T>>>, scopes: object): Map<K, Kept<T>> {
  let map = store.get(scopes);
  if (!map) {
    map = new Map();
    store.set(scopes, map);
  }
  if (map.size > 10_000) map.clear();
  return map;
}

async function remember<K, T>(map: Map<K, Kept<T>>, key: K, load: () => Promise<T>): Promise<T> {
  const kept = map.get(key);
  const now = Date.now();
  if (kept && kept.until > now) return kept.value;
  const value = await load();
  map.set(key, { value, until: now + CACHE_TTL_MS });
  return value;
}

/** Drops what this instance keeps about domains: after every change to store_domains, and on every store-front cache clear. */
export function forgetDomainCaches(ctx: Pick<Ctx, 'scopes'>): void {
  tlsAnswers.delete(ctx.scopes);
  primaryHosts.delete(ctx.scopes);
  awaitingCertificate.delete(ctx.scopes);
  forgetDomainLookups(ctx);
}

/** The kept TLS answer for `host`, from `load` when none is kept. */
export function rememberTlsAnswer(
  ctx: Pick<Ctx, 'scopes'>,
  host: string,
  load: () => Promise<boolean>,
): Promise<boolean> {
  return remember(keptMap(tlsAnswers, ctx.scopes), host, load);
}

/** The primary domain of store `tenantId`, kept as the store front's redirect keeps it (one read per 10 s, dropped on every change). */
export function findKeptPrimaryHost(ctx: Pick<Ctx, 'scopes'>, tenantId: number): Promise<string | undefined> {
  return remember(keptMap(primaryHosts, ctx.scopes), tenantId, () =>
    findPrimaryHost(platformDb(ctx), tenantId),
  );
}

/**
 * The kept set of verified hosts still waiting for a certificate. The caller takes a host out of
 * it once marked, so the same host does not ask the database again before the set is read afresh.
 */
export async function listKeptAwaitingCertificate(ctx: Pick<Ctx, 'scopes'>): Promise<Set<string>> {
  const now = Date.now();
  let kept = awaitingCertificate.get(ctx.scopes);
  if (!kept || kept.until <= now) {
    kept = { value: new Set(await listAwaitingCertificate(platformDb(ctx))), until: now + CACHE_TTL_MS };
    awaitingCertificate.set(ctx.scopes, kept);
  }
  return kept.value;
}
