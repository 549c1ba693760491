// POST /api/draft-orders/pay/{token}/payment-intent: opens the store's checkout payment for the
// draft's own lines and totals; the browser then pays and confirms like any checkout.
import type { CreatePaymentIntentResponse } from '@storefleet/contracts';
import { api } from '@/lib/api-client.ts';

export function startDraftPayment(token: string) {
  return api.post<CreatePaymentIntentResponse>(
    `/api/draft-orders/pay/${encodeURIComponent(token)}/payment-intent`,
    {},
  );
}
