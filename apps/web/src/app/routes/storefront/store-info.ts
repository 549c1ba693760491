// Small readings of the store in view shared by the storefront screens.
import type { ContentEntry, CurrentUser, PublicTenant } from '@storefleet/contracts';
import { contentDefaults, contentValue } from '@/features/content/content.ts';

/** The header title: the store's site_title, else its name, else the spec's generic default. */
export function storeTitle(content: ContentEntry[] | undefined, tenant: PublicTenant | undefined): string {
  const own = content?.find((entry) => entry.key === 'site_title')?.value.trim();
  return own || tenant?.name || contentValue(undefined, 'site_title') || (contentDefaults.site_title ?? '');
}

/**
 * DESIGN §4's reading of the spec's admin check for the header links: a super admin, or a member of
 * the store in view. (canAdministerStore in contracts says the same; it lives beside zod schemas, and
 * importing it would put zod into the shopper's first download.)
 */
export function canRunStore(user: CurrentUser | null | undefined, tenantId: number | undefined): boolean {
  if (!user) return false;
  if (user.isAdmin === 'true') return true;
  return tenantId !== undefined && user.memberships.some((m) => m.tenantId === tenantId);
}
