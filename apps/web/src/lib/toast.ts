// Toasts as the screens describe them: a title, an optional description and an optional
// 'destructive' variant. The constants are the spec's (storefront §9). The toast library (sonner,
// about 9 KB gzip) is not part of any page's first download: the first toast loads it and mounts
// the toast region (components/ui/toaster.tsx), and toasts asked for meanwhile are shown once the
// region is listening. One toast at a time: a new one replaces the current one. On phones the
// region sits at the top (components/ui/toaster.tsx), clear of the form being filled in.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
};

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** The toast library, loaded once. */
export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner');
  return sonner;
};

let regionReady = false;
let pending: ToastInput[] = [];
const regionListeners = new Set<() => void>();

/**
 * One toast at a time (spec storefront §9): a new toast dismisses the one on screen and takes a new
 * id. Reusing one id would let sonner drop a toast whose id is still closing (its exit animation),
 * and the shopper would never see the confirmation.
 */
let shownId: string | undefined;
let toastCount = 0;

function show(
  sonnerToast: Sonner['toast'],
  { title, description, variant = 'default', duration }: ToastInput,
) {
  if (shownId !== undefined) sonnerToast.dismiss?.(shownId);
  shownId = `storefleet-toast-${++toastCount}`;
  const options = { id: shownId, description, duration: duration ?? TOAST_DURATION_MS };
  if (variant === 'destructive') sonnerToast.error(title, options);
  else sonnerToast(title, options);
}

export function toast(input: ToastInput): void {
  if (regionReady) {
    void loadSonner().then((library) => show(library.toast, input));
    return;
  }
  pending.push(input);
  for (const listener of regionListeners) listener();
}

export function dismissToasts(): void {
  pending = [];
  if (regionReady) void loadSonner().then((library) => library.toast.dismiss());
}

/** Whether a toast has been asked for, so the region should mount (for useSyncExternalStore). */
export const isToastRegionWanted = (): boolean => regionReady || pending.length > 0;
export function subscribeToastRegion(listener: () => void): () => void {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** Called by the mounted region once it listens: shows what was asked for before. */
export function toastRegionReady(sonnerToast: Sonner['toast']): void {
  regionReady = true;
  const latest = pending.at(-1);
  pending = [];
  // Only the newest: the others would be replaced at once anyway.
  if (latest) show(sonnerToast, latest);
}
