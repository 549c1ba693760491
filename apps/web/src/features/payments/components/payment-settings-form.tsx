// The payment settings form: gateway choice, status, Stripe keys, SumUp keys (only while SumUp is
// primary) and the setup instructions, in the order of spec admin §2.
import type { PaymentSettings, PaymentSettingsInput } from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { GatewayChoice } from './gateway-choice.tsx';
import { GatewayStatusCard } from './gateway-status-card.tsx';
import { draftFrom, type PaymentSettingsDraft, toInput } from './payment-settings-draft.ts';
import { SetupInstructions } from './setup-instructions.tsx';
import { StripeSettingsCard } from './stripe-settings-card.tsx';
import { SumupSettingsCard } from './sumup-settings-card.tsx';

type Props = {
  settings: PaymentSettings;
  saving: boolean;
  onSave: (input: PaymentSettingsInput) => void;
};

export function PaymentSettingsForm({ settings, saving, onSave }: Props) {
  const [draft, setDraft] = useState<PaymentSettingsDraft>(() => draftFrom(settings));
  // After a save the stored keys come back masked; typed secrets are cleared from the page.
  useEffect(() => setDraft(draftFrom(settings)), [settings]);
  const change = (patch: Partial<PaymentSettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(toInput(draft));
      }}
    >
      <GatewayChoice
        value={draft.primaryPaymentGateway}
        onChange={(primaryPaymentGateway) => change({ primaryPaymentGateway })}
      />
      <GatewayStatusCard settings={settings} />
      <StripeSettingsCard draft={draft} saved={settings} onChange={change} />
      {draft.primaryPaymentGateway === 'sumup' ? (
        <SumupSettingsCard draft={draft} saved={settings} onChange={change} />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save Payment Settings'}
        </Button>
      </div>
      <SetupInstructions settings={settings} />
    </form>
  );
}
