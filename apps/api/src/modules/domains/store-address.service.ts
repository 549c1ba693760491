// A store's address on the web (docs/deployment.md, "Store addresses"; ADR 0070): where every link
// to a store points (its primary domain, else its subdomain, else `/s/{slug}`), and where a store
// page moves when the store has a primary domain. Both read the same kept primary host, so a page
// render and its redirect cost no extra round trip.
import { actingTenant, type Ctx, platformDb } from '../../context.ts';
import { getTenant, hostName, subdomainSlug } from '../tenants/tenants.service.ts';
import { findKeptPrimaryHost } from './domains.cache.ts';
import { isVerifiedDomainOf, listPrimaryHosts } from './domains.queries.ts';

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
  const primary = await findKeptPrimaryHost(ctx, tenantId);
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
  return addressOn(ctx.config, store.slug, await findKeptPrimaryHost(ctx, store.id));
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
