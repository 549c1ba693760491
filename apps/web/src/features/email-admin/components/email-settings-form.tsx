// The Email Settings form (spec admin §5 rules, §9 defaults) with Send Test Email. The processing
// time and custom message are translated in the shared language switcher (docs/decisions/0094).
import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailSettingsInput, emailSettingsInputSchema, type Translations } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { EmailSettingsBody } from '../api/save-email-settings.ts';

type Field = Exclude<keyof EmailSettingsBody, 'translations'>;
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
  { name: 'emailLogoUrl', label: 'Logo URL', type: 'url' },
];

const EMAIL_TRANSLATED = [
  { name: 'emailProcessingTime', label: 'Processing time' },
  { name: 'emailCustomMessage', label: 'Custom message', multiline: true },
] as const;

export function EmailSettingsForm({
  initial,
  translations,
  tenantId,
  saving,
  testing,
  onSave,
  onTest,
}: {
  initial: Record<Field, string>;
  translations: Translations;
  /** The store the form writes to (a super admin's /tenant/{id} screen), else the member's own. */
  tenantId?: number;
  saving: boolean;
  testing: boolean;
  onSave: (body: EmailSettingsBody) => void;
  onTest: () => void;
}) {
  const form = useForm<EmailSettingsInput, unknown, z.output<typeof emailSettingsInputSchema>>({
    resolver: zodResolver(emailSettingsInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { ...initial, translations: translations as EmailSettingsInput['translations'] },
  });
  const { errors } = form.formState;
  const brandColor = form.watch('emailBrandColor');
  const submit = form.handleSubmit(({ tenantId: _ignored, translations: texts, ...body }) =>
    onSave({ ...body, translations: (texts ?? {}) as EmailSettingsBody['translations'] }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            id={`email-${f.name}`}
            label={f.label}
            error={errors[f.name]?.message}
            description={f.hint}
            keepDescription
            className="space-y-1"
          >
            <Input type={f.type ?? 'text'} {...form.register(f.name)} />
          </FormField>
        ))}
        <FormField
          id="email-emailBrandColor"
          label="Brand colour"
          error={errors.emailBrandColor?.message}
          description="The e-mails' header colour. Left at the default green, it follows your colour template."
          keepDescription
          className="space-y-1"
        >
          {(a11y) => (
            <div className="flex gap-2">
              <input
                type="color"
                aria-label="Pick brand colour"
                value={/^#[0-9a-f]{6}$/i.test(brandColor) ? brandColor : '#16a34a'}
                onChange={(e) => form.setValue('emailBrandColor', e.target.value)}
                className="h-9 w-12 rounded-md border bg-background"
              />
              <Input {...a11y} {...form.register('emailBrandColor')} />
            </div>
          )}
        </FormField>
      </div>
      <TranslatedFields control={form.control} tenantId={tenantId} idPrefix="email" fields={EMAIL_TRANSLATED}>
        <FormField
          id="email-emailProcessingTime"
          label="Processing time"
          error={errors.emailProcessingTime?.message}
          description="Shown in order confirmations, e.g. 1-2 business days."
          keepDescription
          className="space-y-1"
        >
          <Input {...form.register('emailProcessingTime')} />
        </FormField>
        <FormField
          id="email-emailCustomMessage"
          label="Custom message"
          error={errors.emailCustomMessage?.message}
          description="Added to the end of order confirmations."
          keepDescription
          className="space-y-1"
        >
          <Textarea rows={3} {...form.register('emailCustomMessage')} />
        </FormField>
      </TranslatedFields>
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
