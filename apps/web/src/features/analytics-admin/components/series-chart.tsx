// One figure over time (recharts, as the dashboard): this period's bars or line, the comparison's
// beside it, and the same numbers as a table for screen readers.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartDataTable } from '@/components/chart-data-table.tsx';

export type SeriesPoint = { label: string; value: number; previous?: number };

type SeriesChartProps = {
  caption: string;
  points: SeriesPoint[];
  format: (value: number) => string;
  kind?: 'bar' | 'line';
  compared: boolean;
};

export function SeriesChart({ caption, points, format, kind = 'bar', compared }: SeriesChartProps) {
  const axis = { fontSize: 12, fill: 'var(--muted-foreground)' };
  const tooltip = (v: unknown, name: unknown) => [format(Number(v)), String(name)];
  return (
    <figure className="min-w-0 space-y-2 overflow-hidden">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tickFormatter={(v: number) => format(v)} tick={axis} width={64} />
              <Tooltip formatter={tooltip} cursor={{ fill: 'var(--muted)' }} />
              {compared ? <Legend /> : null}
              <Bar dataKey="value" name="This period" fill="var(--primary)" radius={[3, 3, 0, 0]} />
              {compared ? (
                <Bar
                  dataKey="previous"
                  name="Previous period"
                  fill="var(--muted-foreground)"
                  radius={[3, 3, 0, 0]}
                />
              ) : null}
            </BarChart>
          ) : (
            <LineChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tickFormatter={(v: number) => format(v)} tick={axis} width={64} />
              <Tooltip formatter={tooltip} />
              {compared ? <Legend /> : null}
              <Line dataKey="value" name="This period" stroke="var(--primary)" strokeWidth={2} dot={false} />
              {compared ? (
                <Line
                  dataKey="previous"
                  name="Previous period"
                  stroke="var(--muted-foreground)"
                  strokeDasharray="4 4"
                  dot={false}
                />
              ) : null}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <ChartDataTable
        caption={caption}
        columns={['Period', 'This period', ...(compared ? ['Previous period'] : [])]}
        rows={points.map((p) => ({
          key: p.label,
          cells: [
            p.label,
            format(p.value),
            ...(compared ? [p.previous === undefined ? '—' : format(p.previous)] : []),
          ],
        }))}
      />
    </figure>
  );
}
