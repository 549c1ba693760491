// POST /api/confirm-payment: turns a succeeded payment into the order (exactly once per payment).
import type { ConfirmPaymentInput, ConfirmPaymentResponse } from '@storefleet/contracts';
import { api } from '@/lib/api-client.ts';

export function confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmPaymentResponse> {
  return api.post<ConfirmPaymentResponse>('/api/confirm-payment', input);
}
