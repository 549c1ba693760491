// Toasts asked for before the toast region (and sonner) has loaded are kept, and the newest is shown
// once the region listens (one toast at a time: the others would be replaced at once); the region
// is wanted only after the first toast. A new toast dismisses the one shown and takes its own id, so
// none is dropped for reusing the id of one that is still closing.
import { describe, expect, it, vi } from 'vitest';

const sonnerCalls: string[] = [];
vi.mock('sonner', () => ({
  toast: Object.assign(
    (title: string, options: { id?: string }) => sonnerCalls.push(`default ${title} #${options.id}`),
    {
      error: (title: string, options: { id?: string }) => sonnerCalls.push(`error ${title} #${options.id}`),
      dismiss: (id: string) => sonnerCalls.push(`dismiss #${id}`),
    },
  ),
}));

describe('toast before the region has loaded', () => {
  it('queues, asks for the region, then shows the newest queued toast once it is ready', async () => {
    const toastModule = await import('./toast.ts');
    const listener = vi.fn();
    const unsubscribe = toastModule.subscribeToastRegion(listener);
    expect(toastModule.isToastRegionWanted()).toBe(false);

    toastModule.toast({ title: 'Added to cart' });
    toastModule.toast({ title: 'Payment failed', description: 'Card declined', variant: 'destructive' });
    expect(toastModule.isToastRegionWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();

    const shown: string[] = [];
    const sonnerToast = Object.assign(
      (title: string, options: { id?: string }) => shown.push(`default ${title} #${options.id}`),
      {
        error: (title: string, options: { description?: string; id?: string }) =>
          shown.push(`error ${title}: ${options.description} #${options.id}`),
      },
    );
    toastModule.toastRegionReady(sonnerToast as never);
    expect(shown).toEqual(['error Payment failed: Card declined #storefleet-toast-1']);
    expect(toastModule.isToastRegionWanted()).toBe(true);

    // Once the region listens, a new toast dismisses the one shown and takes the next id.
    toastModule.toast({ title: 'Added to cart' });
    await vi.waitFor(() => expect(sonnerCalls).toHaveLength(2));
    expect(sonnerCalls).toEqual(['dismiss #storefleet-toast-1', 'default Added to cart #storefleet-toast-2']);
  });
});
