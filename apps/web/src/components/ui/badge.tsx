// A small label for a status or a count. Variants keep text/background pairs at WCAG AA contrast.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border text-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  success: 'border-transparent bg-emerald-100 text-emerald-900',
  warning: 'border-transparent bg-amber-100 text-amber-900',
  info: 'border-transparent bg-sky-100 text-sky-900',
  danger: 'border-transparent bg-red-100 text-red-900',
  neutral: 'border-transparent bg-muted text-foreground',
} as const;

export type BadgeVariant = keyof typeof variants;

export function badgeVariants({
  variant = 'default',
  className,
}: {
  variant?: BadgeVariant;
  className?: string;
} = {}) {
  return cn(
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
    variants[variant],
    className,
  );
}

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
