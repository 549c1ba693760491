// Certificates for stores' hosts (ADR 0070): the TLS proxy's on-demand `ask` is allowed only for
// verified domains and store subdomains of open stores, so nobody can make the platform request
// certificates for arbitrary names; and a verified domain reached over HTTPS has its certificate,
// so it becomes active.
import { hostNameProblem } from '@storefleet/contracts';
import { type Ctx, platformDb } from '../../context.ts';
import { findTenantForSlug, hostName, isServingShoppers, subdomainSlug } from '../tenants/tenants.service.ts';
import { isPlatformName } from './domain-names.ts';
import { forgetDomainCaches, listKeptAwaitingCertificate, rememberTlsAnswer } from './domains.cache.ts';
import { findStoreStatusByHost, markDomainActive } from './domains.queries.ts';

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
  return rememberTlsAnswer(ctx, host, () => isAllowedForTls(ctx, host));
}

/**
 * A verified domain served over HTTPS (`x-forwarded-proto: https` from the TLS proxy) has its
 * certificate: it becomes active. Reads a kept list of the verified hosts, so other requests cost nothing.
 */
export async function markLiveOnHttps(ctx: Ctx, { host }: { host: string | undefined }): Promise<boolean> {
  const name = hostName(host);
  if (!name || isPlatformName(ctx.config, name)) return false;
  const awaiting = await listKeptAwaitingCertificate(ctx);
  if (!awaiting.has(name)) return false;
  awaiting.delete(name);
  const marked = await markDomainActive(platformDb(ctx), name);
  if (marked) forgetDomainCaches(ctx);
  return marked;
}
