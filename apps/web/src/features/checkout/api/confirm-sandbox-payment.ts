// POST /api/sandbox/payment-intents/{id}/confirm: the built-in test provider's "card network".
import type { SandboxCard } from '@/components/sandbox-card-fields.tsx';
import { api } from '@/lib/api-client.ts';

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
