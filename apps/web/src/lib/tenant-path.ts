// Which store a URL points at (spec storefront §2, admin §2): /store/{id}/…, /s/{slug}/… and the
// super admin's /tenant/{id}/… prefix. Pure, so the layouts and the route guards share one reading.

export type StorePath =
  | { kind: 'id'; tenantId: number; basePath: string }
  | { kind: 'slug'; slug: string; basePath: string }
  | { kind: 'default'; basePath: '' };

export function parseStorePath(pathname: string): StorePath {
  const byId = /^\/store\/(\d+)(?:\/|$)/.exec(pathname);
  if (byId?.[1]) return { kind: 'id', tenantId: Number(byId[1]), basePath: `/store/${byId[1]}` };
  const bySlug = /^\/s\/([^/]+)(?:\/|$)/.exec(pathname);
  if (bySlug?.[1]) {
    const slug = decodeURIComponent(bySlug[1]);
    return { kind: 'slug', slug, basePath: `/s/${bySlug[1]}` };
  }
  return { kind: 'default', basePath: '' };
}

/** The tenant id of an admin URL under /tenant/{id}, or null outside one. */
export function tenantIdFromAdminPath(pathname: string): number | null {
  const match = /^\/tenant\/(\d+)(?:\/|$)/.exec(pathname);
  return match?.[1] ? Number(match[1]) : null;
}

/** A store-relative link: storeHref('/s/demo', '/checkout') → '/s/demo/checkout'; home is the base or '/'. */
export function storeHref(basePath: string, path = '/'): string {
  if (path === '/') return basePath || '/';
  return `${basePath}${path}`;
}

/** Adds ?tenantId= (a super admin's /tenant/{id} screens) to an admin API path; undefined adds nothing. */
export function withTenant(path: string, tenantId?: number): string {
  if (tenantId === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}tenantId=${tenantId}`;
}

/** The store an admin call acts on, for cache keys and tags: the named one, else the member's own. */
export function adminStore(tenantId?: number): number | 'own' {
  return tenantId ?? 'own';
}
