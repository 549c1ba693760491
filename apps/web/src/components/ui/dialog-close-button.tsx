// The corner X of a dialog or sheet (both are Radix dialogs), named for screen readers. Its own
// module, so the store front's sheets do not pull the whole dialog module into the home page.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute inline-flex size-9 items-center justify-center rounded-md text-muted-foreground',
        'outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </DialogPrimitive.Close>
  );
}
