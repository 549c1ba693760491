// Stripe keys: publishable, secret, and the optional webhook signing secret, with the endpoint to
// give Stripe.
import type { PaymentSettings } from '@storefleet/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { KeyField } from './key-field.tsx';
import { type PaymentSettingsDraft, warningFor } from './payment-settings-draft.ts';

type Props = {
  draft: PaymentSettingsDraft;
  saved: PaymentSettings;
  onChange: (patch: Partial<PaymentSettingsDraft>) => void;
};

export function StripeSettingsCard({ draft, saved, onChange }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Stripe</CardTitle>
        <CardDescription>From your Stripe Dashboard, under Developers → API keys.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <KeyField
          id="stripe-public-key"
          label="Publishable Key"
          placeholder="pk_test_… or pk_live_…"
          value={draft.stripePublicKey}
          onChange={(stripePublicKey) => onChange({ stripePublicKey })}
          warning={warningFor('stripePublicKey', draft, saved)}
        />
        <KeyField
          id="stripe-secret-key"
          label="Secret Key"
          placeholder="sk_test_… or sk_live_…"
          secret
          savedMask={saved.stripeSecretKeyMasked}
          value={draft.stripeSecretKey}
          onChange={(stripeSecretKey) => onChange({ stripeSecretKey })}
          warning={warningFor('stripeSecretKey', draft, saved)}
        />
        <KeyField
          id="stripe-webhook-secret"
          label="Webhook Signing Secret (optional)"
          placeholder="whsec_…"
          secret
          savedMask={saved.stripeWebhookSecretMasked}
          value={draft.stripeWebhookSecret}
          onChange={(stripeWebhookSecret) => onChange({ stripeWebhookSecret })}
          warning={warningFor('stripeWebhookSecret', draft, saved)}
        />
        <p className="text-sm text-muted-foreground">
          Webhook endpoint:{' '}
          <code className="break-all rounded bg-muted px-1.5 py-0.5">{saved.webhookUrls.stripe}</code>
        </p>
      </CardContent>
    </Card>
  );
}
