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
