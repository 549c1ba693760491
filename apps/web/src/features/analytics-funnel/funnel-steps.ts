// The funnel's steps as the panel shows them: each step's count, its share of the first step (the
// bar's length) and the rate from the step before. Pure, so it is tested without a browser.
import { type Funnel, funnelRate, funnelSteps } from '@storefleet/contracts';

export type FunnelStepView = {
  key: (typeof funnelSteps)[number]['key'];
  label: string;
  count: number;
  /** 0 to 1 of the first step, for the bar. */
  share: number;
  /** 0 to 1 from the step before; null for the first step. */
  fromPrevious: number | null;
};

export function funnelStepViews(funnel: Funnel): FunnelStepView[] {
  const first = funnel[funnelSteps[0].key];
  return funnelSteps.map((step, i) => {
    const count = funnel[step.key];
    const previous = i === 0 ? null : funnel[funnelSteps[i - 1]!.key];
    return {
      key: step.key,
      label: step.label,
      count,
      share: first > 0 ? Math.min(1, count / first) : 0,
      fromPrevious: previous === null ? null : funnelRate(count, previous),
    };
  });
}

/** 0.0312 → "3.1%"; the shopper-facing form of a rate. */
export function percent(rate: number): string {
  return `${(rate * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
}
