// The store a shopper is looking at (spec storefront §2): the URL's id, else the slug lookup, else
// the current-tenant call, else tenant 1. Store-relative links are built from basePath.
import type { PublicTenant } from '@storefleet/contracts';
import { useLocation } from 'wouter';
import { isApiError } from '@/lib/api-client.ts';
import { parseStorePath } from '@/lib/tenant-path.ts';
import { useCurrentTenant } from '../api/get-current-tenant.ts';
import { usePublicTenant } from '../api/get-public-tenant.ts';
import { useTenantBySlug } from '../api/get-tenant-by-slug.ts';

export const FALLBACK_TENANT_ID = 1;

export type StoreTenant = {
  tenant: PublicTenant | undefined;
  /** The effective tenant id; known before the tenant record for /store/{id} URLs. */
  tenantId: number | undefined;
  basePath: string;
  isLoading: boolean;
  /** The URL names a store that does not exist (or serves no store front). */
  isNotFound: boolean;
  error: Error | null;
};

export function useStoreTenant(): StoreTenant {
  const [pathname] = useLocation();
  const path = parseStorePath(pathname);

  const current = useCurrentTenant({ enabled: path.kind === 'default' });
  const bySlug = useTenantBySlug(path.kind === 'slug' ? path.slug : '', { enabled: path.kind === 'slug' });
  const fallbackId = path.kind === 'id' ? path.tenantId : FALLBACK_TENANT_ID;
  const needsById = path.kind === 'id' || (path.kind === 'default' && current.isError);
  const byId = usePublicTenant(fallbackId, { enabled: needsById });

  const source = path.kind === 'slug' ? bySlug : path.kind === 'id' || current.isError ? byId : current;
  const tenant = source.data;
  const tenantId =
    path.kind === 'id' ? path.tenantId : (tenant?.id ?? (source.isError ? FALLBACK_TENANT_ID : undefined));
  const error = source.error;
  const isNotFound = isApiError(error, 404) || isApiError(error?.cause, 404);

  return {
    tenant,
    tenantId,
    basePath: path.basePath,
    isLoading: source.isPending && !error,
    isNotFound,
    error,
  };
}
