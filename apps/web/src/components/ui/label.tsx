// Form label; always pass htmlFor so the control has an accessible name.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export function Label({ className, htmlFor, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor and the label text as children
    <label
      htmlFor={htmlFor}
      className={cn('text-sm font-medium leading-none text-foreground', className)}
      {...props}
    />
  );
}
