// The Email Settings form (spec admin §5 rules, §9 defaults) with Send Test Email.
import { type EmailSettingsInput, emailSettingsInputSchema } from '@storefleet/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { EmailSettingsBody } from '../api/email-settings.ts';

type Field = keyof EmailSettingsBody;
const FIELDS: { name: Field; label: string; type?: string; hint?: string }[] = [
  { name: 'emailStoreName', label: 'Store name' },
  {
    name: 'emailFromAddress',
    label: 'From address',
    type: 'email',
    hint: 'Order e-mails come from this address.',
  },
  {
    name: 'emailSupportAddress',
    label: 'Support address',
    type: 'email',
    hint: 'Replies and new-order notices go here.',
  },
  {
    name: 'emailProcessingTime',
    label: 'Processing time',
    hint: 'Shown in order confirmations, e.g. 1-2 business days.',
  },
  { name: 'emailLogoUrl', label: 'Logo URL', type: 'url' },
];

export function EmailSettingsForm({
  initial,
  saving,
  testing,
  onSave,
  onTest,
}: {
  initial: Record<Field, string>;
  saving: boolean;
  testing: boolean;
  onSave: (body: EmailSettingsBody) => void;
  onTest: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (name: Field, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSettingsInputSchema.safeParse(values satisfies EmailSettingsInput);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    const { tenantId: _ignored, ...body } = parsed.data;
    onSave(body);
  };
  const aria = (name: Field) => ({
    id: `email-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `email-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name} className="space-y-1">
            <Label htmlFor={`email-${f.name}`}>{f.label}</Label>
            <Input
              type={f.type ?? 'text'}
              value={values[f.name]}
              onChange={(e) => set(f.name, e.target.value)}
              {...aria(f.name)}
            />
            {f.hint ? <p className="text-xs text-muted-foreground">{f.hint}</p> : null}
            <FieldError id={`email-${f.name}-error`} message={errors[f.name]} />
          </div>
        ))}
        <div className="space-y-1">
          <Label htmlFor="email-emailBrandColor">Brand colour</Label>
          <div className="flex gap-2">
            <input
              type="color"
              aria-label="Pick brand colour"
              value={/^#[0-9a-f]{6}$/i.test(values.emailBrandColor) ? values.emailBrandColor : '#16a34a'}
              onChange={(e) => set('emailBrandColor', e.target.value)}
              className="h-9 w-12 rounded-md border bg-background"
            />
            <Input
              value={values.emailBrandColor}
              onChange={(e) => set('emailBrandColor', e.target.value)}
              {...aria('emailBrandColor')}
            />
          </div>
          <FieldError id="email-emailBrandColor-error" message={errors.emailBrandColor} />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="email-emailCustomMessage">Custom message</Label>
        <Textarea
          rows={3}
          value={values.emailCustomMessage}
          onChange={(e) => set('emailCustomMessage', e.target.value)}
          {...aria('emailCustomMessage')}
        />
        <p className="text-xs text-muted-foreground">Added to the end of order confirmations.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Save Settings
        </Button>
        <Button variant="outline" onClick={onTest} disabled={testing}>
          {testing ? 'Sending…' : 'Send Test Email'}
        </Button>
      </div>
    </form>
  );
}
