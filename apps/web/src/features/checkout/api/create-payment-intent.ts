// POST /api/create-payment-intent: the server prices the cart and opens a payment on the store's
// provider for its own total (contract-checkout).
import type { CreatePaymentIntentInput, CreatePaymentIntentResponse } from '@storefleet/contracts';
import { api } from '@/lib/api-client.ts';

export function createPaymentIntent(
  input: CreatePaymentIntentInput,
  signal?: AbortSignal,
): Promise<CreatePaymentIntentResponse> {
  return api.post<CreatePaymentIntentResponse>('/api/create-payment-intent', input, { signal });
}
