// The Reports screen (admin → Analytics, ADR 0082): a date range in the store's time zone with
// presets, the comparison with the period before, and for each figure its value, its change, a
// chart (with its table for screen readers) and a CSV download. `funnel` is where the store-front
// conversion funnel's section goes when it is handed in.

import { todayIn } from '@storefleet/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useProductsReport, useSalesReport } from '../api/get-analytics.ts';
import { presetRange } from './date-range.ts';
import { OssReturnSection } from './oss-return-section.tsx';
import { type ReportOptions, ReportOptionsBar } from './report-options.tsx';
import { SalesSections } from './sales-sections.tsx';
import { TopLists } from './top-lists.tsx';

const DEFAULT_TIME_ZONE = 'Europe/London';

/** `tenantId`: the store in a super admin's URL; undefined is the member's own store. */
export function AnalyticsScreen({
  tenantId,
  funnel,
}: {
  tenantId?: number;
  /** The store front's conversion funnel for the chosen days (ADR 0083). */
  funnel?: (range: { from: string; to: string }) => ReactNode;
}) {
  const [options, setOptions] = useState<ReportOptions>(() => ({
    preset: '30d',
    custom: presetRange('30d', todayIn(DEFAULT_TIME_ZONE)),
    interval: 'day',
    compare: false,
  }));
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const { preset, custom, interval, compare } = options;

  const today = todayIn(timeZone);
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const customInvalid = preset === 'custom' && (!range.from || !range.to || range.from > range.to);
  const params = customInvalid ? presetRange('30d', today) : range;
  const sales = useSalesReport({ ...params, tenantId, interval, compare });
  const products = useProductsReport({ ...params, tenantId });
  if (sales.data && sales.data.timeZone !== timeZone) setTimeZone(sales.data.timeZone);

  return (
    <div className="space-y-6">
      <ReportOptionsBar options={options} range={range} today={today} onChange={setOptions} />
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
        <TopLists data={products.data} range={{ ...params, tenantId }} />
      )}

      <OssReturnSection tenantId={tenantId} />
    </div>
  );
}
