// The Reports screen's date presets, worked out in the store's time zone (ADR 0082).
import { addDays } from '@storefleet/contracts';

export const RANGE_PRESETS = ['today', '7d', '30d', '90d', 'mtd', 'ytd', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  mtd: 'Month to date',
  ytd: 'Year to date',
  custom: 'Custom range',
};

/** The days a preset covers, both counted, ending today in the store's time zone. */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'mtd':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'ytd':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

/** The change from `before` to `now` as a signed percentage ("+12%"), or null when there is no base. */
export function changeOf(
  now: number,
  before: number,
): { text: string; direction: 'up' | 'down' | 'flat' } | null {
  if (before === 0) return now === 0 ? { text: '0%', direction: 'flat' } : null;
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  return { text: `${pct > 0 ? '+' : ''}${pct}%`, direction: pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat' };
}
