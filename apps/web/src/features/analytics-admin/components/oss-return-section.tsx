// Reports → EU One-Stop Shop return (docs/decisions/0101): a quarter's net sales and VAT per EU
// country and rate, as the CSV the owner files their OSS return from. A plain link: the browser
// downloads it with the session cookie.
import { quarterOf } from '@storefleet/contracts';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button.tsx';

/** This quarter and the seven before it, newest first. */
export function recentQuarters(today: Date, count = 8): string[] {
  const quarters: string[] = [];
  const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  for (let i = 0; i < count; i++) {
    quarters.push(quarterOf(at));
    at.setUTCMonth(at.getUTCMonth() - 3);
  }
  return quarters;
}

export function OssReturnSection({ tenantId }: { tenantId?: number }) {
  const quarters = recentQuarters(new Date());
  const [quarter, setQuarter] = useState(quarters[0]!);
  const id = useId();
  const params = new URLSearchParams({ quarter });
  if (tenantId !== undefined) params.set('tenantId', String(tenantId));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        EU One-Stop Shop return
      </h2>
      <p className="text-sm text-muted-foreground">
        Net sales and VAT per EU country and rate of the orders taxed under the One-Stop Shop, placed in the
        quarter (UTC) and paid, as recorded at checkout.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-quarter`} className="text-sm font-medium">
            Quarter
          </label>
          <select
            id={`${id}-quarter`}
            value={quarter}
            onChange={(event) => setQuarter(event.target.value)}
            className="block h-9 rounded-md border bg-background px-3 text-sm"
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <a
          href={`/api/admin/analytics/oss.csv?${params}`}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" /> Download OSS CSV<span className="sr-only"> for {quarter}</span>
        </a>
      </div>
    </section>
  );
}
