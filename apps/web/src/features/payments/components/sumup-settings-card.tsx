// SumUp keys: the API key and merchant code (shown only while SumUp is the primary gateway).
import type { PaymentSettings } from '@storefleet/contracts';
import { FormField, fieldA11y } from '@/components/form-field.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { KeyField } from './key-field.tsx';
import { type PaymentSettingsDraft, warningFor } from './payment-settings-draft.ts';

type Props = {
  draft: PaymentSettingsDraft;
  saved: PaymentSettings;
  onChange: (patch: Partial<PaymentSettingsDraft>) => void;
};

export function SumupSettingsCard({ draft, saved, onChange }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">SumUp</CardTitle>
        <CardDescription>From your SumUp Dashboard, under Settings → Developer settings.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <KeyField
          id="sumup-api-key"
          label="API Key"
          placeholder="sup_sk_…"
          secret
          savedMask={saved.sumupApiKeyMasked}
          value={draft.sumupApiKey}
          onChange={(sumupApiKey) => onChange({ sumupApiKey })}
          warning={warningFor('sumupApiKey', draft, saved)}
        />
        <FormField id="sumup-merchant-code" label="Merchant Code">
          <Input
            {...fieldA11y('sumup-merchant-code', undefined)}
            autoComplete="off"
            placeholder="e.g. MH4H92C7"
            value={draft.sumupMerchantCode}
            onChange={(event) => onChange({ sumupMerchantCode: event.target.value.trim() })}
          />
        </FormField>
        <p className="text-sm text-muted-foreground">
          SumUp reports payments to{' '}
          <code className="break-all rounded bg-muted px-1.5 py-0.5">{saved.webhookUrls.sumup}</code>; it is
          set on each checkout automatically.
        </p>
      </CardContent>
    </Card>
  );
}
