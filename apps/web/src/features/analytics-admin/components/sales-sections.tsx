// The sales figures for the range (each with its change against the period before) and their
// charts over time, or the empty state when nothing sold.
import type { AnalyticsInterval, AnalyticsSales, SalesPoint, SalesTotals } from '@storefleet/contracts';
import { ChartNoAxesColumn } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { analyticsCsvHref } from '../api/keys.ts';
import { bucketLabel, Change, CsvLink, count, moneyFormat, percent, Section } from './report-parts.tsx';
import { SeriesChart, type SeriesPoint } from './series-chart.tsx';

type Metric = {
  key: string;
  title: string;
  /** Where the figure is: named alike in the range's totals and in each point of the series. */
  field: keyof SalesTotals & keyof SalesPoint;
  format: 'money' | 'count' | 'percent';
  kind: 'bar' | 'line';
  /** A rise is bad news (refunds). */
  inverse?: boolean;
};

const METRICS: Metric[] = [
  { key: 'net', title: 'Net sales', field: 'netSales', format: 'money', kind: 'bar' },
  { key: 'orders', title: 'Orders', field: 'orders', format: 'count', kind: 'bar' },
  { key: 'aov', title: 'Average order value', field: 'averageOrderValue', format: 'money', kind: 'line' },
  {
    key: 'returning',
    title: 'Returning customer rate',
    field: 'returningCustomerRate',
    format: 'percent',
    kind: 'line',
  },
  { key: 'refunds', title: 'Refunds', field: 'refunds', format: 'money', kind: 'bar', inverse: true },
];

/** A metric's figure in the totals or in one point; money comes as text ("12.50"). */
const figure = (m: Metric, row: SalesTotals | SalesPoint) => Number(row[m.field]);

export function SalesSections({
  report,
  interval,
  tenantId,
}: {
  report: AnalyticsSales;
  interval: AnalyticsInterval;
  tenantId?: number;
}) {
  const money = moneyFormat(report.currency);
  const formats = { money, count, percent };
  const previous = report.previous;
  const csv = analyticsCsvHref('sales', { from: report.from, to: report.to, interval, tenantId });
  if (
    report.totals.orders === 0 &&
    report.totals.refundCount === 0 &&
    !(previous && previous.totals.orders > 0)
  ) {
    return (
      <Card>
        <EmptyState icon={ChartNoAxesColumn} title="No sales in this range" titleAs="p" className="py-16">
          Figures appear here within a minute of an order. Try a longer range.
        </EmptyState>
      </Card>
    );
  }
  return (
    <>
      <section aria-label="Figures for the range" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {METRICS.map((m) => (
          <Card key={m.key}>
            <CardContent className="space-y-1 p-5">
              <h2 className="text-sm font-medium text-muted-foreground">{m.title}</h2>
              <p className="text-2xl font-bold tabular-nums" data-metric={m.key}>
                {formats[m.format](figure(m, report.totals))}
              </p>
              {previous ? (
                <Change
                  now={figure(m, report.totals)}
                  before={figure(m, previous.totals)}
                  inverse={m.inverse}
                />
              ) : null}
            </CardContent>
          </Card>
        ))}
      </section>
      <Section
        title="Sales over time"
        id="sales-over-time"
        action={<CsvLink href={csv} what="sales over time" />}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {METRICS.map((m) => {
            const points: SeriesPoint[] = report.series.map((p, i) => ({
              label: bucketLabel(p.date, interval),
              value: figure(m, p),
              previous: previous?.series[i] ? figure(m, previous.series[i]) : undefined,
            }));
            return (
              <div key={m.key} className="min-w-0 space-y-1">
                <h3 className="text-sm font-semibold">{m.title}</h3>
                <SeriesChart
                  caption={`${m.title} by ${interval}`}
                  points={points}
                  format={formats[m.format]}
                  kind={m.kind}
                  compared={previous !== null}
                />
              </div>
            );
          })}
        </div>
      </Section>
    </>
  );
}
