// Toasts asked for before the toast region (and sonner) has loaded are kept and shown, in order,
// once the region listens; the region is wanted only after the first toast.
import { describe, expect, it, vi } from 'vitest';

describe('toast before the region has loaded', () => {
  it('queues, asks for the region, then shows the queued toasts once it is ready', async () => {
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
    const sonnerToast = Object.assign((title: string) => shown.push(`default ${title}`), {
      error: (title: string, options: { description?: string }) =>
        shown.push(`error ${title}: ${options.description}`),
    });
    toastModule.toastRegionReady(sonnerToast as never);
    expect(shown).toEqual(['default Added to cart', 'error Payment failed: Card declined']);
    expect(toastModule.isToastRegionWanted()).toBe(true);
  });
});
