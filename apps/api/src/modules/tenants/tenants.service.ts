// Which store a request is about (DESIGN §4) and the public view of a store.
import { type PublicTenant, readOnlyReasonFor } from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  findRenamedSlug,
  findTenantByDomain,
  findTenantById,
  findTenantBySlug,
  findTenantIdByVerifiedDomain,
  listOpenStores,
  listRenamedSlugs,
  type TenantRow,
} from './tenants.queries.ts';

/** A store's row as other modules receive it (getTenant): they never import tenants' queries. */
export type { TenantRow } from './tenants.queries.ts';

export const FALLBACK_TENANT_ID = 1;

export function toPublicTenant(row: TenantRow): PublicTenant {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    colorTemplate: row.colorTemplate,
    primaryPaymentGateway: row.primaryPaymentGateway,
    stripePublicKey: row.stripePublicKey,
    currency: row.currency,
    // Until this request shows the store's pass (storefront-pass.service.ts, ADR 0081).
    ...(row.launchedAt === null ? { passwordRequired: true as const } : {}),
  };
}

export const isServingShoppers = (row: Pick<TenantRow, 'status'>) => row.status === 'active';

/**
 * Why the store's admin is read-only for its members (inactive or suspended, or a bill unpaid past
 * its grace period: ADR 0084), else null.
 */
export const readOnlyReason = (row: TenantRow): string | null =>
  readOnlyReasonFor(row.status, row.billingHold);

/** A store front that is open for shoppers, or a 404 that says why not. */
function requireOpenStore(row: TenantRow | undefined): TenantRow {
  if (!row) throw new NotFoundError('Tenant not found');
  if (!isServingShoppers(row)) throw new NotFoundError('This store is not available at the moment');
  return row;
}

/** The stores open for shoppers and launched (ADR 0081), by id and slug (robots.txt names their sitemaps). */
export function openStores(ctx: Ctx): Promise<{ id: number; slug: string }[]> {
  return listOpenStores(ctx.db);
}

export async function getTenant(ctx: Ctx, id: number): Promise<TenantRow> {
  const row = await findTenantById(ctx.db, id);
  if (!row) throw new NotFoundError('Tenant not found');
  return row;
}

export async function findTenantForSlug(ctx: Ctx, slug: string): Promise<TenantRow | undefined> {
  return findTenantBySlug(ctx.db, slug);
}

export async function getPublicTenant(ctx: Ctx, id: number): Promise<PublicTenant> {
  return toPublicTenant(requireOpenStore(await findTenantById(ctx.db, id)));
}

export async function getPublicTenantBySlug(ctx: Ctx, slug: string): Promise<PublicTenant> {
  return toPublicTenant(requireOpenStore(await findTenantBySlug(ctx.db, slug)));
}

/** The host name of a Host header, without port, lower-cased. */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return host.replace(/:\d+$/, '').toLowerCase() || undefined;
}

/**
 * Which store a host's own domain shows, by host: a store's verified domains (modules/domains, ADR
 * 0070) change rarely and every store-front request asks, so the answer (a store or none) is kept
 * for DOMAIN_LOOKUP_TTL_MS per database; the domains module forgets it on each change it makes, and
 * other instances see it within the TTL.
 */
const DOMAIN_LOOKUP_TTL_MS = 10_000;
const domainLookups = new WeakMap<object, Map<string, { tenantId: number | undefined; until: number }>>();

async function verifiedDomainTenantId(ctx: Pick<Ctx, 'scopes'>, host: string): Promise<number | undefined> {
  let cache = domainLookups.get(ctx.scopes);
  if (!cache) {
    cache = new Map();
    domainLookups.set(ctx.scopes, cache);
  }
  const now = Date.now();
  const kept = cache.get(host);
  if (kept && kept.until > now) return kept.tenantId;
  const tenantId = await findTenantIdByVerifiedDomain(platformDb(ctx), host);
  if (cache.size > 10_000) cache.clear();
  cache.set(host, { tenantId, until: now + DOMAIN_LOOKUP_TTL_MS });
  return tenantId;
}

/** Drops the kept host lookups: the domains module calls it after every change to a store's domains. */
export function forgetDomainLookups(ctx: Pick<Ctx, 'scopes'>): void {
  domainLookups.delete(ctx.scopes);
}

/**
 * The store a host name shows: the operator-set `tenants.domain` (spec; treated as verified), else
 * a store's verified or live own domain (ADR 0070); undefined when none. Open or not: the caller decides.
 */
export async function findTenantForHost(ctx: Ctx, host: string): Promise<TenantRow | undefined> {
  const byDomain = await findTenantByDomain(ctx.db, host);
  if (byDomain) return byDomain;
  const tenantId = await verifiedDomainTenantId(ctx, host);
  return tenantId === undefined ? undefined : findTenantById(ctx.db, tenantId);
}

/**
 * The slug a host names as a store subdomain, `{slug}.{STORE_DOMAIN}` (docs/deployment.md, "Store
 * addresses"), else undefined: the platform's own host (PUBLIC_URL's, even under STORE_DOMAIN), a
 * custom domain, a name two levels deep, or no STORE_DOMAIN.
 */
export function subdomainSlug(
  config: Pick<Ctx['config'], 'STORE_DOMAIN' | 'PUBLIC_URL'>,
  host: string | undefined,
): string | undefined {
  const storeDomain = config.STORE_DOMAIN;
  const name = hostName(host);
  if (!storeDomain || !name?.endsWith(`.${storeDomain}`)) return undefined;
  if (name === new URL(config.PUBLIC_URL).hostname.toLowerCase()) return undefined;
  const label = name.slice(0, -(storeDomain.length + 1));
  return /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/.test(label) ? label : undefined;
}

/**
 * The open store a host names as its own address (a custom domain or its subdomain), else
 * undefined: the platform's host and unknown names name no store.
 */
export async function openStoreForHost(ctx: Ctx, host: string | undefined): Promise<TenantRow | undefined> {
  const domain = hostName(host);
  if (!domain) return undefined;
  const slug = subdomainSlug(ctx.config, domain);
  const row =
    (await findTenantForHost(ctx, domain)) ?? (slug ? await findTenantBySlug(ctx.db, slug) : undefined);
  return row && isServingShoppers(row) ? row : undefined;
}

/**
 * GET /api/tenant/current: by Host (a store's custom domain, else its subdomain of STORE_DOMAIN),
 * else the signed-in user's store, else tenant 1. A subdomain that names no open store is a 404.
 */
export async function getCurrentTenant(ctx: Ctx, host: string | undefined): Promise<PublicTenant> {
  const domain = hostName(host);
  const byDomain = domain ? await findTenantForHost(ctx, domain) : undefined;
  if (byDomain) return toPublicTenant(requireOpenStore(byDomain));
  const slug = subdomainSlug(ctx.config, host);
  if (slug) return toPublicTenant(requireOpenStore(await findTenantBySlug(ctx.db, slug)));
  const membership = ctx.actor?.memberships[0];
  const id = membership?.tenantId ?? FALLBACK_TENANT_ID;
  return toPublicTenant(requireOpenStore(await findTenantById(ctx.db, id)));
}

/**
 * The store a public storefront call is about: `?tenantId`, else a `/s/{slug}`, else the Host
 * domain, else the signed-in user's store, else tenant 1. Closed stores answer 404. The store
 * found becomes the request's acting store.
 */
export async function resolveStorefrontTenant(
  ctx: Ctx,
  hints: { tenantId?: number; slug?: string; host?: string },
): Promise<TenantRow> {
  const tenant = await findStorefrontTenant(ctx, hints);
  actAsTenant(ctx, tenant.id);
  return tenant;
}

async function findStorefrontTenant(
  ctx: Ctx,
  hints: { tenantId?: number; slug?: string; host?: string },
): Promise<TenantRow> {
  if (hints.tenantId !== undefined) return requireOpenStore(await findTenantById(ctx.db, hints.tenantId));
  if (hints.slug) return requireOpenStore(await findTenantBySlug(ctx.db, hints.slug));
  const current = await getCurrentTenant(ctx, hints.host);
  return requireOpenStore(await findTenantById(ctx.db, current.id));
}

/** How long a store's old slug keeps redirecting after a rename (docs/deployment.md). */
export const SLUG_REDIRECT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a page request for a store's old address goes now: `{old}.{STORE_DOMAIN}/…` to the new
 * subdomain, `/s/{old}/…` to `/s/{new}/…`, path and query kept, for SLUG_REDIRECT_DAYS after the
 * rename; null for every other request.
 */
export async function storeAddressRedirect(
  ctx: Ctx,
  request: { host: string | undefined; url: string; protocol: string; now?: Date },
): Promise<string | null> {
  const since = new Date((request.now ?? new Date()).getTime() - SLUG_REDIRECT_DAYS * DAY_MS);
  const hostSlug = subdomainSlug(ctx.config, request.host);
  if (hostSlug && !request.url.startsWith('/api/')) {
    if (!(await wasRenamed(ctx, hostSlug, since))) return null;
    if (await findTenantBySlug(ctx.db, hostSlug)) return null;
    const renamed = await findRenamedSlug(platformDb(ctx), hostSlug, since);
    if (!renamed) return null;
    const port = /:\d+$/.exec(request.host ?? '')?.[0] ?? '';
    return `${request.protocol}://${renamed}.${ctx.config.STORE_DOMAIN}${port}${request.url}`;
  }
  const prefixed = /^\/s\/([^/?#]+)(.*)$/s.exec(request.url);
  if (!prefixed) return null;
  let oldSlug: string;
  try {
    oldSlug = decodeURIComponent(prefixed[1]!);
  } catch {
    return null;
  }
  if (!(await wasRenamed(ctx, oldSlug, since))) return null;
  const renamed = await findRenamedSlug(platformDb(ctx), oldSlug, since);
  return renamed ? `/s/${encodeURIComponent(renamed)}${prefixed[2]}` : null;
}

/**
 * The slugs given up in the last SLUG_REDIRECT_DAYS, kept for SLUG_HISTORY_TTL_MS per database: every
 * store-front page asks, renames are rare, so a page of a store that was never renamed costs no
 * round trip. A rename on this instance forgets them at once (`forgetRenamedSlugs`); other
 * instances follow within the TTL.
 */
const SLUG_HISTORY_TTL_MS = 10_000;
const renamedSlugs = new WeakMap<object, { slugs: Set<string>; since: number; until: number }>();
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

async function wasRenamed(ctx: Ctx, slug: string, since: Date): Promise<boolean> {
  if (slug.length > 100 || !SLUG_SHAPE.test(slug)) return false;
  const now = Date.now();
  let kept = renamedSlugs.get(ctx.scopes);
  if (!kept || kept.until <= now || kept.since > since.getTime()) {
    kept = {
      slugs: new Set(await listRenamedSlugs(platformDb(ctx), since)),
      since: since.getTime(),
      until: now + SLUG_HISTORY_TTL_MS,
    };
    renamedSlugs.set(ctx.scopes, kept);
  }
  return kept.slugs.has(slug.toLowerCase());
}

/** Drops the kept list of renamed slugs: the operator's rename calls it after recording one. */
export function forgetRenamedSlugs(ctx: Pick<Ctx, 'scopes'>): void {
  renamedSlugs.delete(ctx.scopes);
}
