// POST /api/storefront-password: a shopper opens a store that is not launched yet (ADR 0081); the
// answer's cookie lets this browser see the store at this address.
import { api } from '@/lib/api-client.ts';

export function enterStorePassword(tenantId: number, password: string): Promise<null> {
  return api.post<null>('/api/storefront-password', { tenantId, password });
}
