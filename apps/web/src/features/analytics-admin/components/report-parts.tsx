// The pieces every section of the Reports screen shares: number formats, a titled card with its
// CSV download, and a figure's change against the period before.
import type { AnalyticsInterval } from '@storefleet/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { changeOf } from './date-range.ts';

export function moneyFormat(currency: string) {
  const f = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 2 });
  return (value: number) => f.format(value);
}
export const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
export const count = (value: number) => new Intl.NumberFormat('en-GB').format(value);

export function bucketLabel(iso: string, interval: AnalyticsInterval): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (interval === 'month')
    return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return interval === 'week' ? `Week of ${day}` : day;
}

export function Change({ now, before, inverse }: { now: number; before: number; inverse?: boolean }) {
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

export function Section({
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

export function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden="true" /> Export CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}
