// A labelled Select bound to a react-hook-form field, inside THE field wrapper (label, message,
// aria wiring). onValueChange replaces the plain update where a choice fills in other fields.
// OptionsSelect, the Select of plain options inside it, serves a filter kept in state too.
import type { ComponentProps, ReactNode } from 'react';
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
            <OptionsSelect
              value={field.value}
              onValueChange={onValueChange ?? field.onChange}
              options={options}
              placeholder={placeholder}
              trigger={{ ...a11y, 'aria-required': required ? 'true' : undefined }}
            />
          )}
        />
      )}
    </FormField>
  );
}

type OptionsSelectProps = {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  /** The trigger's id and ARIA; the label is the caller's. */
  trigger?: ComponentProps<typeof SelectTrigger>;
};

export function OptionsSelect({ value, onValueChange, options, placeholder, trigger }: OptionsSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...trigger}>
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
  );
}
