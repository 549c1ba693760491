// The payment settings form: gateway choice, status, Stripe keys, SumUp keys (only while SumUp is
// primary) and the setup instructions, in the order of spec admin §2.
import {
  changesPaymentRouting,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmPasswordDialog } from './confirm-password-dialog.tsx';
import { GatewayChoice } from './gateway-choice.tsx';
import { GatewayKeysCard } from './gateway-keys-card.tsx';
import { GatewayStatusCard } from './gateway-status-card.tsx';
import { draftFrom, type PaymentSettingsDraft, toInput } from './payment-settings-draft.ts';
import { SetupInstructions } from './setup-instructions.tsx';

type Props = {
  settings: PaymentSettings;
  saving: boolean;
  /** Saves; rejects when the save failed (the caller has already said why). */
  onSave: (input: PaymentSettingsInput) => Promise<unknown>;
};

export function PaymentSettingsForm({ settings, saving, onSave }: Props) {
  const form = useForm<PaymentSettingsDraft>({ defaultValues: draftFrom(settings) });
  // After a save the stored keys come back masked; typed secrets are cleared from the page.
  useEffect(() => form.reset(draftFrom(settings)), [settings, form]);
  const gateway = form.watch('primaryPaymentGateway');
  // A change to a key, the merchant code or the gateway waits here for the password, asked in a dialog.
  const [awaitingPassword, setAwaitingPassword] = useState<PaymentSettingsInput | null>(null);
  const save = (draft: PaymentSettingsDraft) => {
    const input = toInput(draft);
    if (changesPaymentRouting(input, settings)) setAwaitingPassword(input);
    else onSave(input).catch(() => {});
  };

  return (
    <>
      <form className="space-y-6" onSubmit={form.handleSubmit(save)}>
        <Controller
          control={form.control}
          name="primaryPaymentGateway"
          render={({ field }) => <GatewayChoice value={field.value} onChange={field.onChange} />}
        />
        <GatewayStatusCard settings={settings} />
        <GatewayKeysCard gateway="stripe" control={form.control} saved={settings} />
        {gateway === 'sumup' ? (
          <GatewayKeysCard gateway="sumup" control={form.control} saved={settings} />
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save Payment Settings'}
          </Button>
        </div>
        <SetupInstructions settings={settings} />
      </form>
      {/* Outside the form: a dialog's submit must not bubble (through the portal) into this one. */}
      <ConfirmPasswordDialog
        open={awaitingPassword !== null}
        onOpenChange={(open) => {
          if (!open) setAwaitingPassword(null);
        }}
        onConfirm={(currentPassword) => onSave({ ...awaitingPassword, currentPassword })}
      />
    </>
  );
}
