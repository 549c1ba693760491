// The single toast region (spec storefront §9): one toast at a time, 5 s by default, at most
// 420 px wide from medium screens up (sonner goes full width on small screens by itself).
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX } from '@/lib/toast.ts';

export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      style={{ '--width': `${TOAST_MAX_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{
        classNames: {
          toast: 'border border-border bg-background text-foreground shadow-lg',
          title: 'text-sm font-semibold!',
          description: 'text-sm text-muted-foreground!',
          error:
            'border-destructive! bg-destructive! text-destructive-foreground! [&_[data-description]]:text-destructive-foreground/90!',
        },
      }}
    />
  );
}
