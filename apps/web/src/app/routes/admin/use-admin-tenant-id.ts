// The store an admin screen works on, as its API calls name it: the /tenant/{id} of a super admin's
// URL, or undefined, which the server reads as the member's own store (DESIGN §4).
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { useLocation } from 'wouter';
import { useUser } from '@/features/auth/api/get-user.ts';
import { tenantIdFromAdminPath } from '@/lib/tenant-path.ts';

export function useAdminTenantId(): number | undefined {
  const [pathname] = useLocation();
  return tenantIdFromAdminPath(pathname) ?? undefined;
}

/**
 * The store a screen that always needs one works on: the URL's /tenant/{id}, or, for a super admin
 * outside it, the fallback store, as the server does (DESIGN §4); undefined for a member (their own).
 */
export function useAdminStoreId(): number | undefined {
  const { data: user } = useUser();
  return useAdminTenantId() ?? (user?.isAdmin === 'true' ? FALLBACK_STORE_ID : undefined);
}
