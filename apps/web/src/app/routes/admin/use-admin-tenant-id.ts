// The store an admin screen works on, as its API calls name it: the /tenant/{id} of a super admin's
// URL, or undefined, which the server reads as the member's own store (DESIGN §4).
import { useLocation } from 'wouter';
import { tenantIdFromAdminPath } from '@/lib/tenant-path.ts';

export function useAdminTenantId(): number | undefined {
  const [pathname] = useLocation();
  return tenantIdFromAdminPath(pathname) ?? undefined;
}
