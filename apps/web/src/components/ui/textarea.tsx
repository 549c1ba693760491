// Multi-line text input with the same border, focus ring and invalid state as Input.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { textFieldClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn('flex min-h-20', textFieldClasses, className)} {...props} />;
}
