// Modal dialog (Radix): focus is trapped inside, Escape and the close button close it, focus returns
// to the control that opened it. Give every DialogContent a DialogTitle (screen readers announce it).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { useUiTexts } from '@/lib/ui-texts.ts';
import { DialogCloseButton } from './dialog-close-button.tsx';
import { type FocusReturnOptions, useFocusReturn } from './focus-return.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50', className)} {...props} />;
}

type DialogFrameProps = ComponentProps<typeof DialogPrimitive.Content> &
  Pick<FocusReturnOptions, 'fallbackFocus'> & {
    /** Accessible name of the corner close button; false hides it (the dialog then needs its own). */
    closeLabel?: string | false;
    /** Where the corner close button sits. */
    closePosition: string;
  };

/**
 * What a dialog and a sheet share: the overlay behind, focus given back to the opener, and the corner
 * close button named in the page's language. Each gives its own box its look and place.
 */
export function DialogFrame({
  children,
  closeLabel: closeLabelGiven,
  closePosition,
  onOpenAutoFocus,
  onCloseAutoFocus,
  fallbackFocus,
  ...props
}: DialogFrameProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus, fallbackFocus });
  const texts = useUiTexts();
  const closeLabel = closeLabelGiven ?? texts.close;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content {...props} {...focusReturn}>
        {children}
        {closeLabel === false ? null : <DialogCloseButton label={closeLabel} className={closePosition} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogContent({ className, ...props }: Omit<DialogFrameProps, 'closePosition'>) {
  return (
    <DialogFrame
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
        'gap-4 overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-xl outline-none',
        className,
      )}
      closePosition="top-3 right-3"
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
