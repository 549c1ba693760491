// Store Settings → Time zone (ADR 0082): the zone the store's days are counted in for its reports
// (Europe/London unless changed). Saving rebuilds the reports for the new days in the background.
import { COMMON_TIME_ZONES } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { NativeSelectField } from '@/components/native-select-field.tsx';
import { SettingsSection } from '@/components/settings-section.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
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
      <NativeSelectField
        id="store-time-zone"
        label="Time zone"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      >
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </NativeSelectField>
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
    <SettingsSection
      id="time-zone"
      title="Time zone"
      intro="Your reports count days in this time zone. After a change they are rebuilt within about a minute."
      read={zone}
      what="the time zone"
    >
      {(data) => <TimeZoneForm key={data.timeZone} tenantId={tenantId} initial={data.timeZone} />}
    </SettingsSection>
  );
}
