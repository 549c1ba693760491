// A field's validation message. Give the control aria-describedby={id} and aria-invalid so
// screen readers read this text with the field.
import { cn } from '@/lib/cn.ts';

export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
