// THE field wrapper: a label, one control, an optional description and the validation message.
// It wires the control's id, aria-invalid and aria-describedby, so screen readers read the
// description or the message with the field. Pass the control as the only child, or a function
// that receives the aria props (for a control nested inside a react-hook-form Controller).
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';

type FieldA11y = ReturnType<typeof fieldA11y>;

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  /** Keep the description on screen beside an error (both are read with the control). */
  keepDescription?: boolean;
  children: ReactNode | ((a11y: FieldA11y) => ReactNode);
  className?: string;
};

export function FormField({
  id,
  label,
  error,
  description,
  keepDescription,
  children,
  className,
}: FormFieldProps) {
  const showDescription = Boolean(description) && (keepDescription || !error);
  const a11y = fieldA11y(id, error, showDescription);
  const control =
    typeof children === 'function'
      ? children(a11y)
      : isValidElement(children)
        ? cloneElement(children as ReactElement<Record<string, unknown>>, a11y)
        : children;
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {showDescription ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The accessibility attributes of a control inside FormField. */
function fieldA11y(id: string, error: string | undefined, hasDescription = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hasDescription ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  } as const;
}
