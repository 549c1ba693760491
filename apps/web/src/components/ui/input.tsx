// Text input with the theme's border, focus ring and an invalid state driven by aria-invalid.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** The border, focus ring and invalid state every text control shares (Input, Textarea). */
export const textFieldClasses = cn(
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs',
  'placeholder:text-muted-foreground transition-colors outline-none',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn('flex h-10', textFieldClasses, className)} {...props} />;
}
