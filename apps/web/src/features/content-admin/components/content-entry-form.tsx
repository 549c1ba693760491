// The edit form of one content entry (spec admin §5): key, type and value required, description
// optional.
import { type AdminContentEntry, contentEntryInputSchema, contentTypes } from '@storefleet/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ContentBody } from '../api/content.ts';

type Values = { key: string; type: string; value: string; description: string };

export function ContentEntryForm({
  entry,
  pending,
  onSubmit,
  onCancel,
}: {
  entry?: AdminContentEntry;
  pending: boolean;
  onSubmit: (body: ContentBody) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>({
    key: entry?.key ?? '',
    type: entry?.type ?? '',
    value: entry?.value ?? '',
    description: entry?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contentEntryInputSchema.safeParse({ ...values, type: values.type || undefined });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    onSubmit(parsed.data);
  };
  const described = (name: keyof Values) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `content-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-md border bg-muted/40 p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="content-key">Key</Label>
          <Input
            id="content-key"
            value={values.key}
            onChange={(e) => setValues({ ...values, key: e.target.value })}
            {...described('key')}
          />
          <FieldError id="content-key-error" message={errors.key} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="content-type">Type</Label>
          <Select value={values.type} onValueChange={(type) => setValues({ ...values, type })}>
            <SelectTrigger id="content-type" aria-label="Type" {...described('type')}>
              <SelectValue placeholder="Choose a type" />
            </SelectTrigger>
            <SelectContent>
              {contentTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {type}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id="content-type-error" message={errors.type} />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="content-value">Value</Label>
        <Textarea
          id="content-value"
          rows={4}
          value={values.value}
          onChange={(e) => setValues({ ...values, value: e.target.value })}
          {...described('value')}
        />
        <FieldError id="content-value-error" message={errors.value} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="content-description">Description</Label>
        <Input
          id="content-description"
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
      </div>
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
