import { describe, expect, it } from 'vitest';
import { funnelStepViews, percent } from './funnel-steps.ts';

const funnel = {
  from: '2026-01-01',
  to: '2026-01-30',
  sessions: 200,
  productViews: 150,
  addToCart: 30,
  checkoutsStarted: 12,
  orders: 6,
  conversionRate: 0.03,
};

describe('funnelStepViews', () => {
  it('gives each step its count, its share of the sessions and the rate from the step before', () => {
    expect(funnelStepViews(funnel)).toEqual([
      { key: 'sessions', label: 'Sessions', count: 200, share: 1, fromPrevious: null },
      { key: 'productViews', label: 'Product views', count: 150, share: 0.75, fromPrevious: 0.75 },
      { key: 'addToCart', label: 'Added to cart', count: 30, share: 0.15, fromPrevious: 0.2 },
      { key: 'checkoutsStarted', label: 'Checkouts started', count: 12, share: 0.06, fromPrevious: 0.4 },
      { key: 'orders', label: 'Orders', count: 6, share: 0.03, fromPrevious: 0.5 },
    ]);
  });

  it('gives zeros, not NaN, for a span without sessions, and caps a bar at the full width', () => {
    const none = funnelStepViews({
      ...funnel,
      sessions: 0,
      productViews: 0,
      addToCart: 0,
      checkoutsStarted: 0,
      orders: 2,
    });
    expect(none.every((step) => step.share === 0)).toBe(true);
    expect(none.at(-1)!.fromPrevious).toBe(0);
    const more = funnelStepViews({ ...funnel, sessions: 10, orders: 12 });
    expect(more.at(-1)!.share).toBe(1);
  });

  it('writes rates as percentages', () => {
    expect(percent(0.0312)).toBe('3.1%');
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
  });
});
