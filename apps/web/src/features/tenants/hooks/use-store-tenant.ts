// The store a shopper is looking at (spec storefront §2): the URL's id, else the slug lookup, else
// the current-tenant call, else tenant 1. The unprefixed shopper screens (/account, /orders,
// /checkout, …) show the store the shopper came from when there is one (ADR 0038): ?store=<slug>,
// else the store remembered in this browser; a carried store that is gone or closed falls back to
// the default quietly. Store-relative links are built from basePath; storeSlug is what links to
// the unprefixed screens carry (withStore in ../shopper-store.ts).
import type { PublicTenant } from '@storefleet/contracts';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '@/lib/api-client.ts';
import { parseStorePath } from '@/lib/tenant-path.ts';
import { useCurrentTenant } from '../api/get-current-tenant.ts';
import { usePublicTenant } from '../api/get-public-tenant.ts';
import { useTenantBySlug } from '../api/get-tenant-by-slug.ts';
import { type CarriedStore, carriedStoreAt, storeHomeOf } from '../shopper-store.ts';

export const FALLBACK_TENANT_ID = 1;

export type StoreTenant = {
  tenant: PublicTenant | undefined;
  /** The effective tenant id; known before the tenant record for /store/{id} URLs. */
  tenantId: number | undefined;
  basePath: string;
  /**
   * The store's slug for links to the unprefixed shopper screens (`?store=`), or null for the
   * default store (the one `/` shows).
   */
  storeSlug: string | null;
  /** The carried store this screen asked for (?store= or remembered), before its lookup. */
  carried: CarriedStore | null;
  isLoading: boolean;
  /** The URL names a store that does not exist (or serves no store front). */
  isNotFound: boolean;
  /** The carried store does not exist or is closed: the default store shows instead. */
  carriedGone: boolean;
  error: Error | null;
};

const isNotFoundError = (error: Error | null | undefined) =>
  isApiError(error, 404) || isApiError(error?.cause, 404);

export function useStoreTenant(): StoreTenant {
  const [pathname] = useLocation();
  const search = useSearch();
  const path = parseStorePath(pathname);
  const carried = path.kind === 'default' ? carriedStoreAt(pathname, search) : null;

  const slug = path.kind === 'slug' ? path.slug : (carried?.slug ?? '');
  const bySlug = useTenantBySlug(slug, { enabled: slug !== '' });
  const carriedGone = carried !== null && isNotFoundError(bySlug.error);
  const kind = path.kind === 'default' && carried && !carriedGone ? 'carried' : path.kind;

  const current = useCurrentTenant({ enabled: kind === 'default' });
  const fallbackId = path.kind === 'id' ? path.tenantId : FALLBACK_TENANT_ID;
  // A 404 of the current store is the server's word that this address serves no open store (a store
  // subdomain that names none, a closed store's domain: docs/deployment.md, "Store addresses"); any
  // other failure falls back to tenant 1.
  const currentFailed = kind === 'default' && current.isError && !isNotFoundError(current.error);
  const needsById = kind === 'id' || currentFailed;
  const byId = usePublicTenant(fallbackId, { enabled: needsById });

  const source =
    kind === 'slug' || kind === 'carried' ? bySlug : kind === 'id' || currentFailed ? byId : current;
  const tenant = source.data;
  const tenantId =
    path.kind === 'id' ? path.tenantId : (tenant?.id ?? (source.isError ? FALLBACK_TENANT_ID : undefined));
  const error = source.error;
  const isNotFound = isNotFoundError(error);
  const basePath = kind === 'carried' && carried ? storeHomeOf(carried.slug) : path.basePath;
  const storeSlug = kind === 'default' ? null : (tenant?.slug ?? (kind === 'id' ? null : slug || null));

  return {
    tenant,
    tenantId,
    basePath,
    storeSlug,
    carried,
    isLoading: source.isPending && !error,
    isNotFound,
    carriedGone,
    error,
  };
}
