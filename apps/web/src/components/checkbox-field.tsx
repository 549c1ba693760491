// A checkbox with its label beside it, bound to a react-hook-form boolean field. An unset value
// counts as `defaultChecked`, so a new record can start ticked.
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';

type CheckboxFieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: a form's transformed output type does not matter here
  control: Control<T, any, any>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  labelClassName?: string;
  defaultChecked?: boolean;
};

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  labelClassName,
  defaultChecked = false,
}: CheckboxFieldProps<T>) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            checked={field.value ?? defaultChecked}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
    </div>
  );
}
