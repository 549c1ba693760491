// Query keys of the Product Subscriptions screen and the account page's list; `tenantId` undefined
// means "the signed-in member's own store".
const scope = (tenantId?: number) => tenantId ?? 'own';

export const productSubscriptionKeys = {
  all: ['product-subscriptions'] as const,
  products: (tenantId?: number) => [...productSubscriptionKeys.all, 'products', scope(tenantId)] as const,
  customers: (tenantId?: number) => [...productSubscriptionKeys.all, 'customers', scope(tenantId)] as const,
  stats: (tenantId?: number) => [...productSubscriptionKeys.all, 'stats', scope(tenantId)] as const,
  convertible: (tenantId?: number) =>
    [...productSubscriptionKeys.all, 'convertible', scope(tenantId)] as const,
  categories: (tenantId?: number) => [...productSubscriptionKeys.all, 'categories', scope(tenantId)] as const,
  mine: (tenantId?: number) => [...productSubscriptionKeys.all, 'mine', scope(tenantId)] as const,
};

/** Adds ?tenantId= (a super admin's /tenant/{id} pages) to a path. */
export function withTenant(path: string, tenantId?: number): string {
  if (tenantId === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}tenantId=${tenantId}`;
}

/** Reads fail with the screen's message; the cause keeps the server's answer. */
export async function readOrFail<T>(read: () => Promise<T>, message: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}
