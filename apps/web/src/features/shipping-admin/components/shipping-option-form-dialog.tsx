// The add/edit form of a shipping option (spec admin §5): name and cost required, cost in pounds
// (step 0.01), estimated days and sort order whole numbers; the same rules as the server.
import { type AdminShippingOption, shippingOptionInputSchema } from '@storefleet/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ShippingOptionBody } from '../api/shipping-options.ts';

type Values = { name: string; description: string; cost: string; estimatedDays: string; sortOrder: string };
const fields = ['name', 'description', 'cost', 'estimatedDays', 'sortOrder'] as const;

const initialValues = (option?: AdminShippingOption): Values => ({
  name: option?.name ?? '',
  description: option?.description ?? '',
  cost: option?.cost ?? '',
  estimatedDays: option?.estimatedDays == null ? '' : String(option.estimatedDays),
  sortOrder: option ? String(option.sortOrder) : '0',
});

export function ShippingOptionForm({
  option,
  pending,
  onSubmit,
  onCancel,
}: {
  option?: AdminShippingOption;
  pending: boolean;
  onSubmit: (body: ShippingOptionBody) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(option));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shippingOptionInputSchema.safeParse({ ...values, isActive: true });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    const { name, description, cost, estimatedDays, sortOrder } = parsed.data;
    // Spec §4: options are created active and editing resends isActive true.
    onSubmit({ name, description, cost: cost / 100, estimatedDays, sortOrder, isActive: true });
  };

  const field = (name: (typeof fields)[number], label: string, input: ReactNode) => (
    <div className="space-y-1">
      <Label htmlFor={`shipping-${name}`}>{label}</Label>
      {input}
      <FieldError id={`shipping-${name}-error`} message={errors[name]} />
    </div>
  );
  const common = (name: keyof Values) => ({
    id: `shipping-${name}`,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `shipping-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {field('name', 'Shipping method name', <Input {...common('name')} placeholder="Standard Delivery" />)}
      {field('description', 'Description', <Textarea {...common('description')} rows={2} />)}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {field(
          'cost',
          'Cost (£)',
          <Input {...common('cost')} type="number" step="0.01" min="0" inputMode="decimal" />,
        )}
        {field(
          'estimatedDays',
          'Estimated days',
          <Input {...common('estimatedDays')} type="number" step="1" min="0" />,
        )}
        {field('sortOrder', 'Sort order', <Input {...common('sortOrder')} type="number" step="1" min="0" />)}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {option ? 'Update Shipping Option' : 'Add Shipping Option'}
        </Button>
      </div>
    </form>
  );
}
