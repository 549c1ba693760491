// One gateway key input. A stored secret is never sent to the browser: the field starts empty,
// shows the masked value as a hint, and an empty field keeps what is stored. Prefix warnings
// show in red but never block saving (spec admin §5). Typed spaces are dropped as they are typed.
import { type Control, Controller } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { PaymentSettingsDraft } from './payment-settings-draft.ts';

type KeyFieldProps = {
  id: string;
  control: Control<PaymentSettingsDraft>;
  name: Exclude<keyof PaymentSettingsDraft, 'primaryPaymentGateway'>;
  label: string;
  placeholder: string;
  /** The stored secret, masked ('sk_test_…4242'), when there is one. */
  savedMask?: string | null;
  warning?: string;
  secret?: boolean;
};

export function KeyField({
  id,
  control,
  name,
  label,
  placeholder,
  savedMask,
  warning,
  secret,
}: KeyFieldProps) {
  const hint = savedMask ? `Saved: ${savedMask}. Leave empty to keep it.` : undefined;
  return (
    <FormField id={id} label={label} error={warning} description={hint}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Input
              {...a11y}
              type={secret ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              placeholder={savedMask ?? placeholder}
              onChange={(event) => field.onChange(event.target.value.trim())}
            />
          )}
        />
      )}
    </FormField>
  );
}
