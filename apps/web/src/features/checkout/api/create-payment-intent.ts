// POST /api/create-payment-intent: the server prices the cart and opens a payment on the store's
// provider for its own total (contract-checkout).
import type { CreatePaymentIntentInput, CreatePaymentIntentResponse } from '@storefleet/contracts';
import { api } from '@/lib/api-client.ts';
import { contentLanguage } from '@/lib/i18n/content-language.ts';

export function createPaymentIntent(
  input: CreatePaymentIntentInput,
  signal?: AbortSignal,
): Promise<CreatePaymentIntentResponse> {
  // The order keeps the language it was placed in, for its e-mails (ADR 0093).
  const lang = input.lang ?? contentLanguage();
  return api.post<CreatePaymentIntentResponse>(
    '/api/create-payment-intent',
    lang ? { ...input, lang } : input,
    { signal },
  );
}
