// POST /api/sandbox/payment-intents/{id}/confirm: the built-in test provider's "card network".
import { api } from '@/lib/api-client.ts';

export type SandboxCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

export async function confirmSandboxPayment(
  paymentIntentId: string,
  clientSecret: string,
  card: SandboxCard,
) {
  return api.post<{ status: 'succeeded' }>(
    `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`,
    {
      clientSecret,
      ...card,
    },
  );
}
