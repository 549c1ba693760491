// Toasts asked for before the toast region (and sonner) has loaded are kept, and the newest is shown
// once the region listens (one toast at a time: the others would be replaced at once); the region
// is wanted only after the first toast. Every toast carries the one id, so sonner replaces rather
// than stacks.
import { describe, expect, it, vi } from 'vitest';

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
    expect(shown).toEqual([`error Payment failed: Card declined #${toastModule.TOAST_ID}`]);
    expect(toastModule.isToastRegionWanted()).toBe(true);
  });
});
