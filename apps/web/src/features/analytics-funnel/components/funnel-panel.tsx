// The store front's conversion funnel (ADR 0083): a bar per step with its count and the rate from
// the step before, the whole as a table for screen readers, and the same span as CSV.
import { Download } from 'lucide-react';
import { ChartDataTable } from '@/components/chart-data-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { funnelCsvHref, useFunnel } from '../api/get-funnel.ts';
import { funnelStepViews, percent } from '../funnel-steps.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days ending today (UTC days, as the funnel counts them). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

/** The funnel for the last `days` days, or for `range` (the Analytics screen's chosen days). */
export function FunnelPanel({
  days = 30,
  range,
  tenantId,
}: {
  days?: number;
  range?: { from: string; to: string };
  tenantId?: number;
}) {
  const span = { ...(range ?? lastDays(days)), tenantId };
  const funnel = useFunnel(span);
  const f = funnel.data;
  const steps = f ? funnelStepViews(f) : [];
  const headingId = 'funnel-heading';
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId} className="text-lg">
          {range ? `Conversion funnel, ${range.from} to ${range.to}` : `Conversion funnel, last ${days} days`}
        </CardTitle>
        <a href={funnelCsvHref(span)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </a>
      </CardHeader>
      <CardContent>
        {funnel.isPending ? (
          <Spinner label="Loading the funnel…" className="py-8" />
        ) : funnel.isError || !f ? (
          <LoadError what="the funnel" onRetry={() => funnel.refetch()} />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">
              Conversion rate (orders per session):{' '}
              <strong className="text-foreground tabular-nums">{percent(f.conversionRate)}</strong>
              {f.sessions === 0 ? ' · no store front visits counted in these days yet' : ''}
            </p>
            <ol aria-hidden="true" className="space-y-3">
              {steps.map((step) => (
                <li key={step.key} className="space-y-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{step.label}</span>
                    <span className="tabular-nums">
                      {step.count.toLocaleString('en-GB')}
                      {step.fromPrevious === null ? (
                        ''
                      ) : (
                        <span className="ml-2 text-xs text-muted-foreground">
                          {percent(step.fromPrevious)} of the step before
                        </span>
                      )}
                    </span>
                  </div>
                  <div className="h-3 w-full rounded bg-muted">
                    <div
                      className="h-3 rounded bg-primary"
                      style={{ width: `${Math.max(step.count > 0 ? 1 : 0, step.share * 100)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
            <ChartDataTable
              caption={`Conversion funnel from ${f.from} to ${f.to}: conversion rate ${percent(f.conversionRate)}`}
              columns={['Step', 'Count', 'From the step before']}
              rows={steps.map((step) => ({
                key: step.key,
                cells: [
                  step.label,
                  step.count,
                  step.fromPrevious === null ? '—' : percent(step.fromPrevious),
                ],
              }))}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
