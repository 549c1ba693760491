// Add or edit a shipping zone (docs/decisions/0100, 0102): its name and its countries, a country in
// one zone only; or, once per store, everywhere no other zone names ("Rest of the world").
import {
  type AdminShippingZone,
  COUNTRY_CODES,
  countryName,
  REST_OF_WORLD_ZONE_NAME,
} from '@storefleet/contracts';
import { type FormEvent, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveShippingZone } from '../api/shipping-zones.ts';
import { ShippingFormDialog } from './shipping-form-dialog.tsx';

type ZoneDialogProps = {
  tenantId?: number;
  zone?: AdminShippingZone;
  /** A new zone that starts as the rest of the world. */
  rest?: boolean;
  /** Another zone already covers everywhere else: this one cannot. */
  restTaken: boolean;
  onClose(): void;
};

export function ZoneDialog({ tenantId, zone, rest = false, restTaken, onClose }: ZoneDialogProps) {
  const save = useSaveShippingZone(tenantId);
  const [name, setName] = useState(zone?.name ?? (rest ? REST_OF_WORLD_ZONE_NAME : ''));
  const [countries, setCountries] = useState<string[]>(zone?.countries ?? []);
  const [coversRest, setCoversRest] = useState(zone?.coversRest ?? rest);
  const [error, setError] = useState<string | null>(null);
  // The default zone keeps the countries it names; one zone of a store covers everywhere else.
  const canCoverRest = !zone?.isDefault && (!restTaken || zone?.coversRest === true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: zone?.id, body: { name, countries: coversRest ? [] : countries, coversRest } },
      {
        onSuccess: () => {
          toast({ title: zone ? 'Shipping zone updated' : 'Shipping zone created' });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <ShippingFormDialog
      title={zone ? 'Edit zone' : 'Add a zone'}
      description="A country belongs to one zone only. A zone for everywhere else takes every country no other zone names."
      className="max-w-2xl"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={error}
      errorId="zone-error"
      submitLabel="Save zone"
    >
      <div className="space-y-2">
        <Label htmlFor="zone-name">Zone name</Label>
        <Input id="zone-name" value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      {canCoverRest ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={coversRest}
            onChange={(event) => setCoversRest(event.target.checked)}
          />
          <span>
            <span className="font-medium">Everywhere else</span>
            <span className="block text-muted-foreground">
              Every country not in another zone, so you ship to all of them without listing them.
            </span>
          </span>
        </label>
      ) : null}
      {coversRest ? null : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Countries</legend>
          <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
            {COUNTRY_CODES.map((code) => (
              <label key={code} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={countries.includes(code)}
                  onChange={(event) =>
                    setCountries((current) =>
                      event.target.checked ? [...current, code] : current.filter((c) => c !== code),
                    )
                  }
                />
                {countryName(code)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </ShippingFormDialog>
  );
}
