// The Reports screen's options: the date range (a preset or custom days), the grouping of the
// series, and the comparison with the period before.
import type { AnalyticsInterval } from '@storefleet/contracts';
import { NativeSelectField } from '@/components/native-select-field.tsx';
import { textFieldClasses } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { PRESET_LABELS, RANGE_PRESETS, type RangePreset } from './date-range.ts';

export type ReportOptions = {
  preset: RangePreset;
  custom: { from: string; to: string };
  interval: AnalyticsInterval;
  compare: boolean;
};

const fieldClass = cn('h-10', textFieldClasses);

function DateField({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={fieldClass}
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function ReportOptionsBar({
  options,
  range,
  today,
  onChange,
}: {
  options: ReportOptions;
  /** The days shown now: a switch to "Custom" starts from them. */
  range: { from: string; to: string };
  today: string;
  onChange: (next: ReportOptions) => void;
}) {
  const set = (patch: Partial<ReportOptions>) => onChange({ ...options, ...patch });
  return (
    <section aria-label="Report options" className="flex flex-wrap items-end gap-3">
      <NativeSelectField
        id="analytics-range"
        label="Date range"
        value={options.preset}
        onChange={(e) => {
          const preset = e.target.value as RangePreset;
          set(preset === 'custom' ? { preset, custom: range } : { preset });
        }}
      >
        {RANGE_PRESETS.map((p) => (
          <option key={p} value={p}>
            {PRESET_LABELS[p]}
          </option>
        ))}
      </NativeSelectField>
      {options.preset === 'custom' ? (
        <>
          <DateField
            id="analytics-from"
            label="From"
            value={options.custom.from}
            max={today}
            onChange={(from) => set({ custom: { ...options.custom, from } })}
          />
          <DateField
            id="analytics-to"
            label="To"
            value={options.custom.to}
            onChange={(to) => set({ custom: { ...options.custom, to } })}
          />
        </>
      ) : null}
      <NativeSelectField
        id="analytics-interval"
        label="Group by"
        value={options.interval}
        onChange={(e) => set({ interval: e.target.value as AnalyticsInterval })}
      >
        <option value="day">Day</option>
        <option value="week">Week</option>
        <option value="month">Month</option>
      </NativeSelectField>
      <label className="flex h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-[var(--primary)]"
          checked={options.compare}
          onChange={(e) => set({ compare: e.target.checked })}
        />
        Compare to previous period
      </label>
    </section>
  );
}
