// Query keys of the admin catalogue; `tenantId` undefined means "the signed-in member's own store".
const scope = (tenantId?: number) => tenantId ?? 'own';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (tenantId?: number) => [...catalogueKeys.all, 'products', scope(tenantId)] as const,
  categories: (tenantId?: number) => [...catalogueKeys.all, 'categories', scope(tenantId)] as const,
  variantAttributes: (tenantId?: number) =>
    [...catalogueKeys.all, 'variant-attributes', scope(tenantId)] as const,
  productVariants: (tenantId: number | undefined, productId: number) =>
    [...catalogueKeys.all, 'product-variants', scope(tenantId), productId] as const,
};

/** Adds ?tenantId= (a super admin's /tenant/{id} pages) to an admin path. */
export function withTenant(path: string, tenantId?: number): string {
  if (tenantId === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}tenantId=${tenantId}`;
}

/** Reads fail with the spec's messages (§8); the cause keeps the server's answer. */
export async function readOrFail<T>(read: () => Promise<T>, message: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}
