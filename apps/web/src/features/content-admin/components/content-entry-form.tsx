// The edit form of one content entry (spec admin §5): key, type and value required, description
// optional.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminContentEntry,
  type ContentEntryInput,
  contentEntryInputSchema,
  contentTypes,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ContentBody } from '../api/save-content.ts';

const typeOptions = contentTypes.map((type) => ({ value: type, label: type }));
const CONTENT_TRANSLATED = [{ name: 'value', label: 'Value', multiline: true }] as const;

export function ContentEntryForm({
  tenantId,
  entry,
  pending,
  onSubmit,
  onCancel,
}: {
  tenantId: number;
  entry?: AdminContentEntry;
  pending: boolean;
  onSubmit: (body: ContentBody) => void;
  onCancel: () => void;
}) {
  const form = useForm<ContentEntryInput, unknown, z.output<typeof contentEntryInputSchema>>({
    resolver: zodResolver(contentEntryInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      key: entry?.key ?? '',
      type: (entry?.type ?? '') as ContentEntryInput['type'],
      value: entry?.value ?? '',
      description: entry?.description ?? '',
      translations: (entry?.translations ?? {}) as ContentEntryInput['translations'],
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-3 rounded-md border bg-muted/40 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="content-key" label="Key" error={errors.key?.message} className="space-y-1">
          <Input {...form.register('key')} />
        </FormField>
        <SelectField
          control={form.control}
          name="type"
          id="content-type"
          label="Type"
          placeholder="Choose a type"
          error={errors.type?.message}
          options={typeOptions}
          className="space-y-1"
        />
      </div>
      <TranslatedFields
        control={form.control}
        tenantId={tenantId}
        idPrefix="content"
        fields={CONTENT_TRANSLATED}
      >
        <FormField id="content-value" label="Value" error={errors.value?.message} className="space-y-1">
          <Textarea rows={4} {...form.register('value')} />
        </FormField>
      </TranslatedFields>
      <FormField id="content-description" label="Description" className="space-y-1">
        <Input {...form.register('description')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          Save Content
        </Button>
      </div>
    </form>
  );
}
