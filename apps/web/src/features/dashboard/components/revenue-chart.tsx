// Revenue per day over the chosen range (recharts), with a table twin for screen readers.
import { type DashboardStats, formatMoney } from '@storefleet/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function RevenueChart({ days }: { days: DashboardStats['revenueByDay'] }) {
  const data = days.map((d) => ({ date: shortDate(d.date), revenue: Number(d.revenue), orders: d.orders }));
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="date"
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              tickFormatter={(v: number) => `£${v}`}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
              width={56}
            />
            <Tooltip
              formatter={(v) => [formatMoney(Number(v)), 'Revenue']}
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
          .map((d) => `${shortDate(d.date)} ${formatMoney(d.revenue)}`)
          .join(', ') || 'no sales in this range'}
      </figcaption>
    </figure>
  );
}
