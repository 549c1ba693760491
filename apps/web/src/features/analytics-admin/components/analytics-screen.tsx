// The Reports screen (admin → Analytics, ADR 0082): a date range in the store's time zone with
// presets, the comparison with the period before, and for each figure its value, its change, a
// chart (with its table for screen readers) and a CSV download. `funnel` is where the store-front
// conversion funnel's section goes when it is handed in.
import type { AnalyticsInterval, AnalyticsSales, SalesPoint, SalesTotals } from '@storefleet/contracts';
import { ChartNoAxesColumn, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { textFieldClasses } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useProductsReport, useSalesReport } from '../api/get-analytics.ts';
import { analyticsCsvHref } from '../api/keys.ts';
import {
  changeOf,
  PRESET_LABELS,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  todayIn,
} from './date-range.ts';
import { RankedChart } from './ranked-chart.tsx';
import { SeriesChart, type SeriesPoint } from './series-chart.tsx';

const DEFAULT_TIME_ZONE = 'Europe/London';

function moneyFormat(currency: string) {
  const f = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 2 });
  return (value: number) => f.format(value);
}
const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
const count = (value: number) => new Intl.NumberFormat('en-GB').format(value);

function bucketLabel(iso: string, interval: AnalyticsInterval): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (interval === 'month')
    return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return interval === 'week' ? `Week of ${day}` : day;
}

type Metric = {
  key: string;
  title: string;
  total: (t: SalesTotals) => number;
  point: (p: SalesPoint) => number;
  format: 'money' | 'count' | 'percent';
  kind: 'bar' | 'line';
  /** A rise is bad news (refunds). */
  inverse?: boolean;
};

const METRICS: Metric[] = [
  {
    key: 'net',
    title: 'Net sales',
    total: (t) => Number(t.netSales),
    point: (p) => Number(p.netSales),
    format: 'money',
    kind: 'bar',
  },
  {
    key: 'orders',
    title: 'Orders',
    total: (t) => t.orders,
    point: (p) => p.orders,
    format: 'count',
    kind: 'bar',
  },
  {
    key: 'aov',
    title: 'Average order value',
    total: (t) => Number(t.averageOrderValue),
    point: (p) => Number(p.averageOrderValue),
    format: 'money',
    kind: 'line',
  },
  {
    key: 'returning',
    title: 'Returning customer rate',
    total: (t) => t.returningCustomerRate,
    point: (p) => p.returningCustomerRate,
    format: 'percent',
    kind: 'line',
  },
  {
    key: 'refunds',
    title: 'Refunds',
    total: (t) => Number(t.refunds),
    point: (p) => Number(p.refunds),
    format: 'money',
    kind: 'bar',
    inverse: true,
  },
];

function Change({ now, before, inverse }: { now: number; before: number; inverse?: boolean }) {
  const change = changeOf(now, before);
  if (!change) return <span className="text-xs text-muted-foreground">No sales to compare with</span>;
  const good = change.direction === 'flat' ? null : (change.direction === 'up') !== Boolean(inverse);
  return (
    <span
      className={cn(
        'text-xs font-medium',
        good === null ? 'text-muted-foreground' : good ? 'text-green-800' : 'text-red-800',
      )}
    >
      {change.text} <span className="font-normal text-muted-foreground">vs previous period</span>
    </span>
  );
}

function Section({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden="true" /> Export CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}

/** `tenantId`: the store in a super admin's URL; undefined is the member's own store. */
export function AnalyticsScreen({
  tenantId,
  funnel,
}: {
  tenantId?: number;
  /** The store front's conversion funnel for the chosen days (ADR 0083). */
  funnel?: (range: { from: string; to: string }) => ReactNode;
}) {
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [custom, setCustom] = useState(() => presetRange('30d', todayIn(DEFAULT_TIME_ZONE)));
  const [interval, setInterval] = useState<AnalyticsInterval>('day');
  const [compare, setCompare] = useState(false);
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);

  const today = todayIn(timeZone);
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const customInvalid = preset === 'custom' && (!range.from || !range.to || range.from > range.to);
  const params = customInvalid ? presetRange('30d', today) : range;
  const sales = useSalesReport({ ...params, tenantId, interval, compare });
  const products = useProductsReport({ ...params, tenantId });
  if (sales.data && sales.data.timeZone !== timeZone) setTimeZone(sales.data.timeZone);

  return (
    <div className="space-y-6">
      <section aria-label="Report options" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="analytics-range" className="text-sm font-medium">
            Date range
          </label>
          <select
            id="analytics-range"
            className={cn('h-10', textFieldClasses)}
            value={preset}
            onChange={(e) => {
              const next = e.target.value as RangePreset;
              if (next === 'custom') setCustom(range);
              setPreset(next);
            }}
          >
            {RANGE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {PRESET_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' ? (
          <>
            <div className="space-y-1">
              <label htmlFor="analytics-from" className="text-sm font-medium">
                From
              </label>
              <input
                id="analytics-from"
                type="date"
                className={cn('h-10', textFieldClasses)}
                value={custom.from}
                max={today}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor="analytics-to" className="text-sm font-medium">
                To
              </label>
              <input
                id="analytics-to"
                type="date"
                className={cn('h-10', textFieldClasses)}
                value={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              />
            </div>
          </>
        ) : null}
        <div className="space-y-1">
          <label htmlFor="analytics-interval" className="text-sm font-medium">
            Group by
          </label>
          <select
            id="analytics-interval"
            className={cn('h-10', textFieldClasses)}
            value={interval}
            onChange={(e) => setInterval(e.target.value as AnalyticsInterval)}
          >
            <option value="day">Day</option>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            checked={compare}
            onChange={(e) => setCompare(e.target.checked)}
          />
          Compare to previous period
        </label>
      </section>
      {customInvalid ? (
        <p role="alert" className="text-sm text-red-800">
          Choose a From day on or before the To day; showing the last 30 days meanwhile.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {sales.data
          ? `${sales.data.from} to ${sales.data.to}, in the store's time zone (${sales.data.timeZone})${
              sales.data.previous
                ? `; compared with ${sales.data.previous.from} to ${sales.data.previous.to}`
                : ''
            }.`
          : ''}
      </p>

      {sales.isPending ? (
        <Spinner label="Loading reports…" className="py-16" />
      ) : sales.isError ? (
        <LoadError
          message={`Failed to load the sales report: ${sales.error.message}`}
          onRetry={() => sales.refetch()}
        />
      ) : (
        <SalesSections report={sales.data} interval={interval} tenantId={tenantId} />
      )}

      {funnel?.({ from: params.from, to: params.to })}

      {products.isPending ? (
        <Spinner label="Loading top products…" className="py-8" />
      ) : products.isError ? (
        <LoadError
          message={`Failed to load the product report: ${products.error.message}`}
          onRetry={() => products.refetch()}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Section
            title="Top products"
            id="top-products"
            action={
              <CsvLink href={analyticsCsvHref('products', { ...params, tenantId })} what="top products" />
            }
          >
            {products.data.products.length === 0 ? (
              <p className="text-sm text-muted-foreground">No products sold in this range.</p>
            ) : (
              <RankedChart
                caption="Top products by net sales"
                columns={['Product', 'Units', 'Net sales']}
                format={moneyFormat(products.data.currency)}
                rows={products.data.products.map((p) => ({
                  name: p.name,
                  value: Number(p.netSales),
                  cells: [p.name, count(p.units), moneyFormat(products.data.currency)(Number(p.netSales))],
                }))}
              />
            )}
          </Section>
          <Section
            title="Top categories"
            id="top-categories"
            action={
              <CsvLink href={analyticsCsvHref('categories', { ...params, tenantId })} what="top categories" />
            }
          >
            {products.data.categories.length === 0 ? (
              <p className="text-sm text-muted-foreground">No categories sold in this range.</p>
            ) : (
              <RankedChart
                caption="Top categories by net sales"
                columns={['Category', 'Units', 'Net sales']}
                format={moneyFormat(products.data.currency)}
                rows={products.data.categories.map((c) => ({
                  name: c.category || 'Uncategorised',
                  value: Number(c.netSales),
                  cells: [
                    c.category || 'Uncategorised',
                    count(c.units),
                    moneyFormat(products.data.currency)(Number(c.netSales)),
                  ],
                }))}
              />
            )}
          </Section>
          <Section
            title="Discount codes"
            id="discount-codes"
            action={
              <CsvLink href={analyticsCsvHref('discounts', { ...params, tenantId })} what="discount codes" />
            }
          >
            {products.data.discountCodes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No discount code was used in this range.</p>
            ) : (
              <RankedChart
                caption="Discount codes by orders"
                columns={['Code', 'Orders', 'Discounts']}
                format={count}
                rows={products.data.discountCodes.map((d) => ({
                  name: d.code,
                  value: d.orders,
                  cells: [d.code, count(d.orders), moneyFormat(products.data.currency)(Number(d.discounts))],
                }))}
              />
            )}
          </Section>
        </div>
      )}
    </div>
  );
}

function SalesSections({
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
                {formats[m.format](m.total(report.totals))}
              </p>
              {previous ? (
                <Change now={m.total(report.totals)} before={m.total(previous.totals)} inverse={m.inverse} />
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
              value: m.point(p),
              previous: previous?.series[i] ? m.point(previous.series[i]) : undefined,
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
