// The store an admin API call acts on: a super admin's /tenant/{id} screens name it with
// ?tenantId=, a member's own screens leave it out. Kept apart from tenant-path.ts, which the
// store front loads, so shoppers do not download admin helpers.

/** Adds ?tenantId= (a super admin's /tenant/{id} screens) to an admin API path; undefined adds nothing. */
export function withTenant(path: string, tenantId?: number): string {
  if (tenantId === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}tenantId=${tenantId}`;
}

/** The store an admin call acts on, for cache keys and tags: the named one, else the member's own. */
export function adminStore(tenantId?: number): number | 'own' {
  return tenantId ?? 'own';
}
