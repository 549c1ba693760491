// Store Settings → Time zone (ADR 0082): the zone the store's days are counted in for its reports
// (Europe/London unless changed). Saving rebuilds the reports for the new days in the background.
import { COMMON_TIME_ZONES } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { textFieldClasses } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveStoreTimeZone, useStoreTimeZone } from '../api/store-time-zone.ts';

function TimeZoneForm({ tenantId, initial }: { tenantId: number; initial: string }) {
  const [value, setValue] = useState(initial);
  const save = useSaveStoreTimeZone(tenantId);
  const choices = COMMON_TIME_ZONES.includes(initial as never)
    ? [...COMMON_TIME_ZONES]
    : [initial, ...COMMON_TIME_ZONES];
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value, {
          onSuccess: (saved) => toast({ title: `Time zone set to ${saved.timeZone}` }),
          onError: (error) =>
            toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
        });
      }}
    >
      <div className="space-y-1">
        <label htmlFor="store-time-zone" className="text-sm font-medium">
          Time zone
        </label>
        <select
          id="store-time-zone"
          className={cn('h-10', textFieldClasses)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        disabled={save.isPending || value === initial}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Save time zone
      </Button>
    </form>
  );
}

export function TimeZoneSection({ tenantId }: { tenantId: number }) {
  const zone = useStoreTimeZone(tenantId);
  return (
    <section className="space-y-4" aria-labelledby="time-zone-heading">
      <div className="space-y-1">
        <h2 id="time-zone-heading" className="text-lg font-semibold">
          Time zone
        </h2>
        <p className="text-sm text-muted-foreground">
          Your reports count days in this time zone. After a change they are rebuilt within about a minute.
        </p>
      </div>
      {zone.isPending ? (
        <Spinner label="Loading the time zone…" className="py-4" />
      ) : zone.isError ? (
        <LoadError what="the time zone" onRetry={() => zone.refetch()} />
      ) : (
        <TimeZoneForm key={zone.data.timeZone} tenantId={tenantId} initial={zone.data.timeZone} />
      )}
    </section>
  );
}
