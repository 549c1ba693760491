// A labelled Select bound to a react-hook-form field, inside THE field wrapper (label, message,
// aria wiring). onValueChange replaces the plain update where a choice fills in other fields.
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

export type SelectOption = { value: string; label: ReactNode };

type SelectFieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: a form's transformed output type does not matter here
  control: Control<T, any, any>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  options: SelectOption[];
  placeholder?: string;
  error?: string;
  required?: boolean;
  onValueChange?: (value: string) => void;
  className?: string;
};

export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  error,
  required,
  onValueChange,
  className,
}: SelectFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={onValueChange ?? field.onChange}>
              <SelectTrigger {...a11y} aria-required={required ? 'true' : undefined}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
