// One gateway key input. A stored secret is never sent to the browser: the field starts empty,
// shows the masked value as a hint, and an empty field keeps what is stored. Prefix warnings
// show in red but never block saving (spec admin §5).
import { FormField, fieldA11y } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

type KeyFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The stored secret, masked ('sk_test_…4242'), when there is one. */
  savedMask?: string | null;
  warning?: string;
  secret?: boolean;
};

export function KeyField({
  id,
  label,
  value,
  onChange,
  placeholder,
  savedMask,
  warning,
  secret,
}: KeyFieldProps) {
  const hint = savedMask ? `Saved: ${savedMask}. Leave empty to keep it.` : undefined;
  return (
    <FormField id={id} label={label} error={warning} hint={hint}>
      <Input
        {...fieldA11y(id, warning, Boolean(hint))}
        type={secret ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={savedMask ?? placeholder}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </FormField>
  );
}
