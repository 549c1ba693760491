// POST /api/checkout/{paymentIntentId}/details: the shopper's details, stored with the checkout
// before the card is confirmed so an order finished by a provider webhook still has them.
import type { CheckoutOrderData } from '@storefleet/contracts';
import { api } from '@/lib/api-client.ts';

export async function saveCheckoutDetails(
  paymentIntentId: string,
  orderData: CheckoutOrderData,
  /** The store's id, which spares the server a look-up (as confirm-payment's). */
  tenantId?: number,
): Promise<void> {
  await api.post<null>(`/api/checkout/${encodeURIComponent(paymentIntentId)}/details`, {
    orderData,
    tenantId,
  });
}
