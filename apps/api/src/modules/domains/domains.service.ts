// A store's own domains (ADR 0070): the store admin adds a host, publishes the TXT token, and the
// check (now, or the recurring job with back-off) verifies it; a verified domain shows the store,
// one may be primary (the store front moves there), and the TLS `ask` allows certificates only for
// verified domains and store subdomains of open stores. A host belongs to one store; an unverified
// claim goes to the first store that proves it controls the domain.
import {
  hostNameProblem,
  isVerifiedState,
  type PlatformDomain,
  type StoreDomain,
} from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb, tenantCtx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireSuperAdmin, requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  findTenantForSlug,
  forgetDomainLookups,
  getTenant,
  hostName,
  isServingShoppers,
  subdomainSlug,
} from '../tenants/tenants.service.ts';
import { checkDomainDns, type DnsCheck } from './domain-dns.ts';
import { dnsRecordsFor, isPlatformName, storeSubdomain, verificationToken } from './domain-names.ts';
import {
  type DomainCheckValues,
  deleteStoreDomain,
  deleteUnverifiedClaim,
  findDomainByHost,
  findOperatorDomainTenant,
  findPrimaryHost,
  findStoreDomain,
  findStoreStatusByHost,
  insertStoreDomain,
  isVerifiedDomainOf,
  listAllDomains,
  listAwaitingCertificate,
  listDueChecks,
  listPrimaryHosts,
  listStoreDomains,
  markDomainActive,
  type StoreDomainRow,
  setPrimaryDomain,
  updateStoreDomain,
} from './domains.queries.ts';

type StoreCall = { requestedTenantId?: number | undefined };
type DomainCall = StoreCall & { id: number };

/** The recurring check gives up after a week; "Check now" still works (ADR 0070). */
const CHECK_FOR_MS = 7 * 24 * 3_600_000;
/** 1, 2, 4, … minutes after each failed check, at most 6 hours. */
const checkBackoffMs = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
/** How many due checks one run of the job makes. */
const CHECKS_PER_RUN = 50;

// ---- caches: cheap answers for every request, dropped on each change made here ----

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

// ---- the store admin's calls ----

function toStoreDomain(ctx: Ctx, row: StoreDomainRow, slug: string): StoreDomain {
  return {
    id: row.id,
    host: row.host,
    state: row.state as StoreDomain['state'],
    isPrimary: row.isPrimary,
    failureReason: row.failureReason,
    routingProblem: isVerifiedState(row.state) ? row.routingProblem : null,
    records: dnsRecordsFor(ctx.config, { host: row.host, token: row.verificationToken, slug }),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: isVerifiedState(row.state) ? null : (row.nextCheckAt?.toISOString() ?? null),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function storeSlug(ctx: Ctx): Promise<string> {
  return (await getTenant(ctx, actingTenant(ctx))).slug;
}

async function requireDomain(ctx: Ctx, id: number): Promise<StoreDomainRow> {
  const row = await findStoreDomain(ctx.db, actingTenant(ctx), id);
  if (!row) throw new NotFoundError('Domain not found');
  return row;
}

/** GET /api/admin/domains: the store's domains with the DNS records to create. */
export async function listDomains(ctx: Ctx, { requestedTenantId }: StoreCall = {}): Promise<StoreDomain[]> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const slug = await storeSlug(ctx);
  return (await listStoreDomains(ctx.db, tenantId)).map((row) => toStoreDomain(ctx, row, slug));
}

/** The values a check writes: verified, or failed with its reason and the next try (back-off). */
function checkOutcome(row: StoreDomainRow, check: DnsCheck, now: Date, restart: boolean): DomainCheckValues {
  if (check.verified) {
    return {
      state: isVerifiedState(row.state) ? row.state : 'verified',
      failureReason: null,
      routingProblem: check.routingProblem,
      lastCheckedAt: now,
      verifiedAt: row.verifiedAt ?? now,
      nextCheckAt: null,
    };
  }
  // A verified domain stays verified when its TXT record is later taken away: it proved control once.
  if (isVerifiedState(row.state)) return { lastCheckedAt: now };
  const attempts = restart ? 1 : row.checkAttempts + 1;
  const giveUp = !restart && now.getTime() - row.createdAt.getTime() > CHECK_FOR_MS;
  return {
    state: 'failed',
    failureReason: check.reason,
    checkAttempts: attempts,
    lastCheckedAt: now,
    nextCheckAt: giveUp ? null : new Date(now.getTime() + checkBackoffMs(attempts)),
  };
}

async function runCheck(ctx: Ctx, row: StoreDomainRow, restart: boolean): Promise<StoreDomainRow> {
  const slug = await storeSlug(ctx);
  const check = await checkDomainDns(ctx.config, {
    host: row.host,
    token: row.verificationToken,
    cnameTarget: storeSubdomain(ctx.config, slug),
  });
  const updated = await updateStoreDomain(
    ctx.db,
    row.tenantId,
    row.id,
    checkOutcome(row, check, new Date(), restart),
  );
  forgetDomainCaches(ctx);
  return updated ?? row;
}

/** Why `host` cannot be claimed at all (a 400), else null. */
function refusal(ctx: Ctx, host: string): string | null {
  const problem = hostNameProblem(host);
  if (problem) return problem;
  if (isPlatformName(ctx.config, host)) {
    return `${host} is one of the platform's own addresses and cannot be a store domain`;
  }
  return null;
}

/**
 * POST /api/admin/domains: claims `host` for the store, pending until its TXT record is seen. A host
 * another store verified is a 409; one another store only claimed goes to this store when this
 * store's TXT record is already published (the first to verify wins, ADR 0070), else a 409 that says how.
 */
export async function addDomain(
  ctx: Ctx,
  { requestedTenantId, host }: StoreCall & { host: string },
): Promise<StoreDomain> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const name = host.trim().toLowerCase();
  const refused = refusal(ctx, name);
  if (refused) throw new BadRequestError(refused);
  const platform = platformDb(ctx);
  const operatorTenant = await findOperatorDomainTenant(platform, name);
  if (operatorTenant === tenantId) throw new ConflictError(`${name} is already this store's address`);
  if (operatorTenant !== undefined) throw new ConflictError(`${name} is already in use by another store`);
  const token = verificationToken(ctx.config, tenantId, name);
  const held = await findDomainByHost(platform, name);
  let verifiedNow: DomainCheckValues = {};
  if (held) {
    if (held.tenantId === tenantId) throw new ConflictError(`You have already added ${name}`);
    if (isVerifiedState(held.state)) throw new ConflictError(`${name} is already in use by another store`);
    const slug = await storeSlug(ctx);
    const check = await checkDomainDns(ctx.config, {
      host: name,
      token,
      cnameTarget: storeSubdomain(ctx.config, slug),
    });
    if (!check.verified) {
      throw new ConflictError(
        `${name} was added by another store but is not verified. If the domain is yours, create the TXT record ` +
          `_storefleet.${name} with the value ${token} and add it again: the first store to verify a domain gets it.`,
      );
    }
    await deleteUnverifiedClaim(platform, held.id);
    const now = new Date();
    verifiedNow = {
      state: 'verified',
      verifiedAt: now,
      lastCheckedAt: now,
      nextCheckAt: null,
      routingProblem: check.routingProblem,
    };
  }
  const row = await insertStoreDomain(ctx.db, {
    tenantId,
    host: name,
    verificationToken: token,
    ...verifiedNow,
  });
  if (!row) throw new ConflictError(`${name} is already in use by another store`);
  forgetDomainCaches(ctx);
  return toStoreDomain(ctx, row, await storeSlug(ctx));
}

/** POST /api/admin/domains/{id}/verify: checks the DNS records now. */
export async function checkDomainNow(ctx: Ctx, { requestedTenantId, id }: DomainCall): Promise<StoreDomain> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await runCheck(ctx, await requireDomain(ctx, id), true);
  return toStoreDomain(ctx, row, await storeSlug(ctx));
}

/** PUT /api/admin/domains/{id} { primary: true }: the store front moves to this verified domain. */
export async function makeDomainPrimary(
  ctx: Ctx,
  { requestedTenantId, id }: DomainCall,
): Promise<StoreDomain> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await requireDomain(ctx, id);
  if (!isVerifiedState(row.state)) {
    throw new ConflictError(`Only a verified domain can be the primary one: verify ${row.host} first`);
  }
  if (!row.isPrimary) {
    await ctx.db.transaction(async (tx) => setPrimaryDomain(tx as Db, tenantId, id));
    forgetDomainCaches(ctx);
  }
  return toStoreDomain(ctx, { ...row, isPrimary: true }, await storeSlug(ctx));
}

/** DELETE /api/admin/domains/{id}: the host no longer shows the store (and is free to claim). */
export async function removeDomain(ctx: Ctx, { requestedTenantId, id }: DomainCall): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await deleteStoreDomain(ctx.db, tenantId, id);
  if (!row) throw new NotFoundError('Domain not found');
  forgetDomainCaches(ctx);
}

// ---- the operator ----

/** GET /api/super-admin/domains: every store's domains and their states. */
export async function listPlatformDomains(ctx: Ctx): Promise<PlatformDomain[]> {
  requireSuperAdmin(ctx);
  const rows = await listAllDomains(platformDb(ctx));
  return rows.map(({ domain, storeName, storeSlug: slug }) => ({
    id: domain.id,
    tenantId: domain.tenantId,
    storeName,
    storeSlug: slug,
    host: domain.host,
    state: domain.state as PlatformDomain['state'],
    isPrimary: domain.isPrimary,
    failureReason: domain.failureReason,
    lastCheckedAt: domain.lastCheckedAt?.toISOString() ?? null,
    verifiedAt: domain.verifiedAt?.toISOString() ?? null,
    createdAt: domain.createdAt.toISOString(),
  }));
}

// ---- the recurring check (job domains.verify) ----

/** Checks the unverified domains that are due, each acting for its store; resolves to the counts. */
export async function verifyDueDomains(ctx: Ctx): Promise<{ checked: number; verified: number }> {
  const due = await listDueChecks(platformDb(ctx), new Date(), CHECKS_PER_RUN);
  let verified = 0;
  for (const row of due) {
    const after = await runCheck(tenantCtx(ctx, row.tenantId), row, false);
    if (isVerifiedState(after.state)) verified += 1;
  }
  return { checked: due.length, verified };
}

// ---- the TLS ask, the store front's primary domain, going live ----

async function isAllowedForTls(ctx: Ctx, host: string): Promise<boolean> {
  if (hostNameProblem(host)) return false;
  const slug = subdomainSlug(ctx.config, host);
  if (slug !== undefined) {
    const store = await findTenantForSlug(ctx, slug);
    return Boolean(store && isServingShoppers(store));
  }
  if (isPlatformName(ctx.config, host)) return false;
  const status = await findStoreStatusByHost(platformDb(ctx), host);
  return status !== undefined && isServingShoppers({ status });
}

/**
 * GET /api/tls/allowed?domain=: whether the TLS proxy may get a certificate for `domain` (Caddy's
 * on-demand `ask`): a verified or live own domain, or a store subdomain, of an open store.
 */
export async function isTlsAllowed(ctx: Ctx, { domain }: { domain: string }): Promise<boolean> {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  return remember(keptMap(tlsAnswers, ctx.scopes), host, () => isAllowedForTls(ctx, host));
}

/** Whether the request's host is one of the acting store's own names (not the platform's). */
async function isStoreHost(ctx: Ctx, host: string): Promise<boolean> {
  const tenantId = actingTenant(ctx);
  const store = await getTenant(ctx, tenantId);
  if (store.domain?.toLowerCase() === host) return true;
  if (subdomainSlug(ctx.config, host) === store.slug.toLowerCase()) return true;
  return isVerifiedDomainOf(ctx.db, tenantId, host);
}

/**
 * Where a store page of the acting store moves when the store has a primary domain (ADR 0070): a
 * page at `/s/{slug}…` (`slugPrefix` set), or at the store's other domains, answers 301 to the same
 * path and query on the primary domain over HTTPS. Null when it stays.
 */
export async function primaryDomainLocation(
  ctx: Ctx,
  { host, url, slugPrefix }: { host: string | undefined; url: string; slugPrefix: boolean },
): Promise<string | null> {
  const tenantId = actingTenant(ctx);
  const primary = await primaryHostOf(ctx, tenantId);
  if (!primary) return null;
  const requested = hostName(host);
  if (requested === primary.toLowerCase()) return null;
  if (slugPrefix) {
    const rest = url.replace(/^\/s\/[^/?#]+/, '');
    return `https://${primary}${rest.startsWith('/') ? rest : `/${rest}`}`;
  }
  if (!requested || !(await isStoreHost(ctx, requested))) return null;
  return `https://${primary}${url}`;
}

/**
 * A verified domain served over HTTPS (`x-forwarded-proto: https` from the TLS proxy) has its
 * certificate: it becomes active. Reads a kept list of the verified hosts, so other requests cost nothing.
 */
export async function markLiveOnHttps(ctx: Ctx, { host }: { host: string | undefined }): Promise<boolean> {
  const name = hostName(host);
  if (!name || isPlatformName(ctx.config, name)) return false;
  const now = Date.now();
  let kept = awaitingCertificate.get(ctx.scopes);
  if (!kept || kept.until <= now) {
    kept = { value: new Set(await listAwaitingCertificate(platformDb(ctx))), until: now + CACHE_TTL_MS };
    awaitingCertificate.set(ctx.scopes, kept);
  }
  if (!kept.value.has(name)) return false;
  kept.value.delete(name);
  const marked = await markDomainActive(platformDb(ctx), name);
  if (marked) forgetDomainCaches(ctx);
  return marked;
}

// ---- the store's own address: every link to a store (docs/deployment.md, "Store addresses") ----

/** The primary domain of store `tenantId`, kept as the store front's redirect keeps it (one read per 10 s, dropped on every change). */
function primaryHostOf(ctx: Pick<Ctx, 'scopes'>, tenantId: number): Promise<string | undefined> {
  return remember(keptMap(primaryHosts, ctx.scopes), tenantId, () =>
    findPrimaryHost(platformDb(ctx), tenantId),
  );
}

/**
 * Where a store lives on the web: `origin` is the scheme, host and port its pages and the web app's
 * pages for its shoppers (sign-in, set-password, account, order confirmation) answer on; `home` is
 * its store front's root, to which a store-front path (`/products/…`) is appended; `ownHost` says
 * whether `origin` is the store's own (else it is the platform's PUBLIC_URL and `home` is `/s/{slug}`).
 */
export type StoreAddress = { origin: string; home: string; ownHost: boolean };

/**
 * A store's address without its custom domains: `{slug}.{STORE_DOMAIN}` with PUBLIC_URL's scheme and
 * port when STORE_DOMAIN is set, else `PUBLIC_URL/s/{slug}`. Pure: no database.
 */
export function subdomainAddress(
  config: Pick<Ctx['config'], 'STORE_DOMAIN' | 'PUBLIC_URL'>,
  slug: string,
): StoreAddress {
  const platform = new URL(config.PUBLIC_URL);
  const host = config.STORE_DOMAIN ? `${slug.toLowerCase()}.${config.STORE_DOMAIN}` : undefined;
  // A slug that would name the platform's own host (`app` under STORE_DOMAIN) has no subdomain.
  if (!host || host === platform.hostname.toLowerCase() || subdomainSlug(config, host) === undefined) {
    return {
      origin: config.PUBLIC_URL,
      home: `${config.PUBLIC_URL}/s/${encodeURIComponent(slug)}`,
      ownHost: false,
    };
  }
  const origin = `${platform.protocol}//${host}${platform.port ? `:${platform.port}` : ''}`;
  return { origin, home: origin, ownHost: true };
}

/**
 * A store's public address: its primary custom domain over HTTPS when it has one, else its subdomain,
 * else `/s/{slug}` on the platform (subdomainAddress). The primary domain is read through the same
 * kept answer as the store front's redirect, so a page render costs no extra round trip.
 */
export async function storeAddress(
  ctx: Pick<Ctx, 'scopes' | 'config'>,
  store: { id: number; slug: string },
): Promise<StoreAddress> {
  return addressOn(ctx.config, store.slug, await primaryHostOf(ctx, store.id));
}

/** The addresses of many stores in one read (robots.txt on the platform host names every store's sitemap). */
export async function storeAddresses(
  ctx: Pick<Ctx, 'scopes' | 'config'>,
  stores: { id: number; slug: string }[],
): Promise<StoreAddress[]> {
  const primaries = stores.length > 0 ? await listPrimaryHosts(platformDb(ctx)) : new Map<number, string>();
  return stores.map((store) => addressOn(ctx.config, store.slug, primaries.get(store.id)));
}

function addressOn(config: Ctx['config'], slug: string, primary: string | undefined): StoreAddress {
  if (!primary) return subdomainAddress(config, slug);
  const origin = `https://${primary.toLowerCase()}`;
  return { origin, home: origin, ownHost: true };
}
