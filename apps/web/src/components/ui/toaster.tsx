// The single toast region (spec storefront §9): one toast at a time (a new one replaces the current
// one, lib/toast.ts), 5 s by default, at most 420 px wide from medium screens up (sonner goes full
// width on small screens by itself). On phones it sits at the top, where it does not cover the
// form being filled in; from medium screens up, bottom right. Nothing is rendered, and
// sonner is not downloaded, until the first toast is asked for (lib/toast.ts).
import { type CSSProperties, lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  isToastRegionWanted,
  loadSonner,
  subscribeToastRegion,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  toastRegionReady,
} from '@/lib/toast.ts';

/**
 * Below Tailwind's `md`: a phone. Read once, when the region mounts: a region that moved when the
 * window is resized (a phone turned, a desktop window narrowed) would send the toast on screen
 * flying across it, half transparent while it travels.
 */
const isPhone = () => window.matchMedia('(max-width: 767px)').matches;

const SonnerRegion = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster, toast }) => ({
    default: function SonnerRegion() {
      // Sonner's region subscribes in its own effect, which runs before this parent's effect.
      useEffect(() => toastRegionReady(toast), []);
      const [phone] = useState(isPhone);
      return (
        <SonnerToaster
          position={phone ? 'top-center' : 'bottom-right'}
          mobileOffset={phone ? 8 : undefined}
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
    },
  })),
);

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToastRegion, isToastRegionWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerRegion />
    </Suspense>
  );
}
