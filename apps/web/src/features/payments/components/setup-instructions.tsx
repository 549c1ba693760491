// Setup instructions for both gateways (spec admin §2 Payment settings).
import type { PaymentSettings } from '@storefleet/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

export function SetupInstructions({ settings }: { settings: PaymentSettings }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Setup Instructions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm md:grid-cols-2">
        <section aria-labelledby="stripe-setup" className="space-y-2">
          <h3 id="stripe-setup" className="font-semibold">
            Stripe
          </h3>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>Sign in to the Stripe Dashboard and open Developers → API keys.</li>
            <li>Copy the publishable key (pk_…) and the secret key (sk_…) into the form.</li>
            <li>
              Under Developers → Webhooks add the endpoint{' '}
              <code className="break-all text-foreground">{settings.webhookUrls.stripe}</code> with the events
              payment_intent.succeeded, payment_intent.amount_capturable_updated, charge.refunded and
              charge.dispute.created.
            </li>
            <li>Copy its signing secret (whsec_…) into the form and save.</li>
          </ol>
        </section>
        <section aria-labelledby="sumup-setup" className="space-y-2">
          <h3 id="sumup-setup" className="font-semibold">
            SumUp
          </h3>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>Sign in to the SumUp Dashboard and open Settings → Developer settings → API keys.</li>
            <li>Create a secret API key (sup_sk_…) and copy it into the form.</li>
            <li>Copy your merchant code from your profile and save.</li>
            <li>Choose SumUp as the primary gateway to take payments through it.</li>
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
