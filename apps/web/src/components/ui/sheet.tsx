// A dialog that slides in from a screen edge (Radix Dialog underneath): drawers such as the cart and
// the small-screen menu. Same guarantees as Dialog: focus trapped, Escape closes, focus returns.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { DialogDescription, DialogFrame } from './dialog.tsx';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  right: 'inset-y-0 right-0 h-full w-full max-w-md border-l',
  left: 'inset-y-0 left-0 h-full w-4/5 max-w-sm border-r',
  top: 'inset-x-0 top-0 border-b',
  bottom: 'inset-x-0 bottom-0 border-t',
} as const;

type SheetContentProps = Omit<ComponentProps<typeof DialogFrame>, 'closePosition' | 'closeLabel'> & {
  side?: keyof typeof sides;
  closeLabel?: string;
};

export function SheetContent({ side = 'right', className, ...props }: SheetContentProps) {
  return (
    <DialogFrame
      className={cn(
        'fixed z-50 flex flex-col gap-4 bg-background p-6 text-foreground shadow-xl outline-none',
        sides[side],
        className,
      )}
      closePosition="top-4 right-4"
      {...props}
    />
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-3', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />
  );
}

/** A sheet's description reads as a dialog's. */
export const SheetDescription = DialogDescription;
