// Button and buttonVariants(): the same look for <button> and for links styled as buttons.
import type { ComponentProps } from 'react';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { cn } from '@/lib/cn.ts';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium ' +
  'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3',
  lg: 'h-11 px-6',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = 'default', size = 'default', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The button changes the store (create, edit, import, ship, refund…): switched off while the
   * store is read-only, with the reason as its title. A submit button always is (ADR 0088).
   */
  write?: boolean;
  /**
   * Why the button is switched off for another cause that is not the store's (the member's role,
   * `useMayWrite`): disabled with this as its title.
   */
  disabledReason?: string;
};

export function Button({
  className,
  variant,
  size,
  type = 'button',
  disabled,
  write,
  disabledReason,
  title,
  ...props
}: ButtonProps) {
  // A write is switched off while the admin's store is read-only (components/store-read-only).
  const readOnlyReason = useWriteBlockedReason();
  const blocked = disabledReason ?? (write || type === 'submit' ? readOnlyReason : undefined);
  return (
    <button
      type={type}
      className={buttonVariants({
        variant,
        size,
        // The title shows on hover although the button is disabled.
        className: cn(blocked && 'disabled:pointer-events-auto disabled:cursor-not-allowed', className),
      })}
      disabled={disabled || blocked !== undefined}
      title={blocked ?? title}
      {...props}
    />
  );
}
