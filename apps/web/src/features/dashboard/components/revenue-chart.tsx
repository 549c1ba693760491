// Revenue per day over the chosen range (recharts), with a table twin for screen readers. The date
// axis is a time scale: each day sits at its own time, and the ticks are a whole number of days
// apart, so the axis is evenly spaced whatever the range.
import { type DashboardStats, formatMoneyIn } from '@storefleet/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const shortDate = (time: number) =>
  new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * At most `maxTicks` ticks from the first day, the same whole number of days apart (the last day
 * gets one only when the step lands on it).
 */
export function evenDayTicks(first: number, last: number, maxTicks = 8): number[] {
  const days = Math.round((last - first) / DAY_MS) + 1;
  const step = Math.max(1, Math.ceil(days / maxTicks)) * DAY_MS;
  const ticks: number[] = [];
  for (let time = first; time <= last; time += step) ticks.push(time);
  return ticks;
}

/** An axis label: the currency's symbol and the figure as short as it goes (£120, £12.5, €120). */
function axisMoney(currency: string) {
  const f = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return (value: number) => f.format(value);
}

/** Revenue per day in `currency`, the store's base currency (docs/decisions/0106). */
export function RevenueChart({ days, currency }: { days: DashboardStats['revenueByDay']; currency: string }) {
  const money = (amount: string | number) => formatMoneyIn('en', amount, currency);
  const data = days.map((d) => ({ time: dayTime(d.date), revenue: Number(d.revenue), orders: d.orders }));
  const first = data[0]?.time ?? 0;
  const last = data.at(-1)?.time ?? first;
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              // Half a day either side, so the first and last bars are whole.
              domain={[first - DAY_MS / 2, last + DAY_MS / 2]}
              ticks={evenDayTicks(first, last)}
              tickFormatter={shortDate}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
            />
            <YAxis
              tickFormatter={axisMoney(currency)}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
              width={56}
            />
            <Tooltip
              labelFormatter={(time) => shortDate(Number(time))}
              formatter={(v) => [money(Number(v)), 'Revenue']}
              cursor={{ fill: 'var(--muted)' }}
            />
            <Bar dataKey="revenue" fill="var(--primary)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        Revenue per day:{' '}
        {days
          .filter((d) => d.orders > 0)
          .map((d) => `${shortDate(dayTime(d.date))} ${money(d.revenue)}`)
          .join(', ') || 'no sales in this range'}
      </figcaption>
    </figure>
  );
}
