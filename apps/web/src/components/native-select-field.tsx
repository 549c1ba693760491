// A label over a browser <select>, for a setting or a report option whose choices are plain text:
// it keeps the platform's own list (type-ahead, the phone's picker) where a Radix Select is not wanted.
import type { ComponentProps, ReactNode } from 'react';
import { textFieldClasses } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

type NativeSelectFieldProps = ComponentProps<'select'> & { id: string; label: ReactNode };

export function NativeSelectField({ id, label, className, children, ...props }: NativeSelectFieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={cn('h-10', textFieldClasses, className)} {...props}>
        {children}
      </select>
    </div>
  );
}
