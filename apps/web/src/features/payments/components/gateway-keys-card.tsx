// One gateway's keys (Stripe, or SumUp while it is the primary gateway): the fields of each gateway
// are data, so both cards read the same way; each ends with the endpoint the gateway reports to.
import type { PaymentSettings } from '@storefleet/contracts';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { KeyField } from './key-field.tsx';
import { type KeyName, type PaymentSettingsDraft, warningFor } from './payment-settings-draft.ts';

type KeySpec = {
  name: Exclude<keyof PaymentSettingsDraft, 'primaryPaymentGateway'>;
  label: string;
  placeholder: string;
  secret?: boolean;
  mask?: (saved: PaymentSettings) => string | null | undefined;
};

const endpoint = (url: string) => <code className="break-all rounded bg-muted px-1.5 py-0.5">{url}</code>;

const gateways: Record<
  'stripe' | 'sumup',
  { title: string; description: string; keys: KeySpec[]; note: (saved: PaymentSettings) => ReactNode }
> = {
  stripe: {
    title: 'Stripe',
    description: 'From your Stripe Dashboard, under Developers → API keys.',
    keys: [
      { name: 'stripePublicKey', label: 'Publishable Key', placeholder: 'pk_test_… or pk_live_…' },
      {
        name: 'stripeSecretKey',
        label: 'Secret Key',
        placeholder: 'sk_test_… or sk_live_…',
        secret: true,
        mask: (saved) => saved.stripeSecretKeyMasked,
      },
      {
        name: 'stripeWebhookSecret',
        label: 'Webhook Signing Secret (optional)',
        placeholder: 'whsec_…',
        secret: true,
        mask: (saved) => saved.stripeWebhookSecretMasked,
      },
    ],
    note: (saved) => <>Webhook endpoint: {endpoint(saved.webhookUrls.stripe)}</>,
  },
  sumup: {
    title: 'SumUp',
    description: 'From your SumUp Dashboard, under Settings → Developer settings.',
    keys: [
      {
        name: 'sumupApiKey',
        label: 'API Key',
        placeholder: 'sup_sk_…',
        secret: true,
        mask: (saved) => saved.sumupApiKeyMasked,
      },
      { name: 'sumupMerchantCode', label: 'Merchant Code', placeholder: 'e.g. MH4H92C7' },
    ],
    note: (saved) => (
      <>
        SumUp reports payments to {endpoint(saved.webhookUrls.sumup)}; it is set on each checkout
        automatically.
      </>
    ),
  },
};

const isKeyName = (name: string): name is KeyName => name !== 'sumupMerchantCode';

type Props = {
  gateway: keyof typeof gateways;
  control: Control<PaymentSettingsDraft>;
  saved: PaymentSettings;
};

export function GatewayKeysCard({ gateway, control, saved }: Props) {
  const { title, description, keys, note } = gateways[gateway];
  const draft = useWatch({ control }) as PaymentSettingsDraft;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {keys.map((key) => (
          <KeyField
            key={key.name}
            id={key.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}
            control={control}
            name={key.name}
            label={key.label}
            placeholder={key.placeholder}
            secret={key.secret}
            savedMask={key.mask?.(saved)}
            warning={isKeyName(key.name) ? warningFor(key.name, draft, saved) : undefined}
          />
        ))}
        <p className="text-sm text-muted-foreground">{note(saved)}</p>
      </CardContent>
    </Card>
  );
}
