// Shipping zones (docs/decisions/0100), above the spec's shipping options in Settings → Shipping:
// each zone's countries and its rates (flat, by order value or by weight in bands, free from a
// threshold), add and edit in dialogs, delete after confirmation. The default zone holds the
// options without a zone (every option of the spec's list) and cannot be deleted.
import {
  type AdminShippingOption,
  type AdminShippingZone,
  COUNTRY_CODES,
  countryName,
  formatMoney,
  ZONE_DELETE_CONFIRMATION,
} from '@storefleet/contracts';
import { Globe, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useShippingOptions } from '../api/get-shipping-options.ts';
import {
  type RateBody,
  useDeleteShippingZone,
  useSaveRate,
  useSaveShippingZone,
  useShippingZones,
} from '../api/shipping-zones.ts';

/** "Flat £3.99", "By weight: up to 1000 g £9.50, then £24.00", "free from £150.00". */
export function rateSummary(option: AdminShippingOption): string {
  const money = (amount: string) => (Number(amount) === 0 ? 'Free' : formatMoney(amount));
  const free = option.freeAbove ? `, free from ${formatMoney(option.freeAbove)}` : '';
  if (option.rateKind === 'flat')
    return `${Number(option.cost) === 0 ? 'Free' : `Flat ${formatMoney(option.cost)}`}${free}`;
  const unit = (upTo: string) => (option.rateKind === 'weight' ? `${upTo} g` : formatMoney(upTo));
  const bands = option.bands
    .map((band) =>
      band.upTo === null ? `then ${money(band.cost)}` : `up to ${unit(band.upTo)} ${money(band.cost)}`,
    )
    .join(', ');
  return `${option.rateKind === 'weight' ? 'By weight' : 'By order value'}: ${bands}${free}`;
}

export function ShippingZonesManager({ tenantId }: { tenantId?: number }) {
  const zones = useShippingZones(tenantId);
  const options = useShippingOptions(tenantId);
  const remove = useDeleteShippingZone(tenantId);
  const [editingZone, setEditingZone] = useState<{ zone?: AdminShippingZone } | null>(null);
  const [editingRate, setEditingRate] = useState<{
    zone: AdminShippingZone;
    option?: AdminShippingOption;
  } | null>(null);
  const [deleting, setDeleting] = useState<AdminShippingZone | null>(null);

  const ratesOf = (zone: AdminShippingZone) =>
    (options.data ?? []).filter(
      (option) => option.zoneId === zone.id || (option.zoneId === null && zone.isDefault),
    );

  return (
    <section className="space-y-4" aria-labelledby="shipping-zones-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="shipping-zones-heading" className="text-lg font-semibold">
            Shipping zones
          </h2>
          <p className="text-sm text-muted-foreground">
            Where you deliver, and what each destination pays. Prices are in GBP.
          </p>
        </div>
        <Button write onClick={() => setEditingZone({})}>
          <Plus aria-hidden="true" /> Add zone
        </Button>
      </div>
      {zones.isPending ? (
        <Spinner label="Loading shipping zones…" className="py-8" />
      ) : zones.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to fetch shipping zones
        </p>
      ) : (
        <ul className="grid gap-4">
          {zones.data.map((zone) => (
            <li key={zone.id}>
              <Card className="space-y-3 p-4" data-testid="shipping-zone">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="flex items-center gap-2 font-medium">
                      <Globe aria-hidden="true" className="size-4" />
                      {zone.name} {zone.isDefault ? <Badge variant="neutral">Default</Badge> : null}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {zone.countries.map(countryName).join(', ')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" write onClick={() => setEditingZone({ zone })}>
                      Edit zone
                    </Button>
                    {zone.isDefault ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        write
                        aria-label={`Delete zone ${zone.name}`}
                        onClick={() => setDeleting(zone)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </div>
                <ul className="divide-y rounded-md border">
                  {ratesOf(zone).length === 0 ? (
                    <li className="p-3 text-sm text-muted-foreground">
                      No rates yet: shoppers here cannot check out.
                    </li>
                  ) : (
                    ratesOf(zone).map((option) => (
                      <li
                        key={option.id}
                        className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                      >
                        <span>
                          <span className="font-medium">{option.name}</span>
                          <span className="block text-muted-foreground">{rateSummary(option)}</span>
                        </span>
                        <Button
                          size="sm"
                          variant="ghost"
                          write
                          onClick={() => setEditingRate({ zone, option })}
                        >
                          Edit rate<span className="sr-only"> {option.name}</span>
                        </Button>
                      </li>
                    ))
                  )}
                </ul>
                <Button size="sm" variant="outline" write onClick={() => setEditingRate({ zone })}>
                  <Plus aria-hidden="true" /> Add rate<span className="sr-only"> to {zone.name}</span>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editingZone ? (
        <ZoneDialog tenantId={tenantId} zone={editingZone.zone} onClose={() => setEditingZone(null)} />
      ) : null}
      {editingRate ? (
        <RateDialog
          tenantId={tenantId}
          zone={editingRate.zone}
          option={editingRate.option}
          onClose={() => setEditingRate(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete the zone ${deleting?.name ?? ''}?`}
        message={ZONE_DELETE_CONFIRMATION}
        confirmLabel="Delete zone"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Shipping zone deleted' }),
            onError: (error) =>
              toast({
                title: 'Could not delete the zone',
                description: errorMessage(error),
                variant: 'destructive',
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </section>
  );
}

function ZoneDialog({
  tenantId,
  zone,
  onClose,
}: {
  tenantId?: number;
  zone?: AdminShippingZone;
  onClose(): void;
}) {
  const save = useSaveShippingZone(tenantId);
  const [name, setName] = useState(zone?.name ?? '');
  const [countries, setCountries] = useState<string[]>(zone?.countries ?? []);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: zone?.id, body: { name, countries } },
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{zone ? 'Edit zone' : 'Add a zone'}</DialogTitle>
            <DialogDescription>A country belongs to one zone only.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="zone-name">Zone name</Label>
            <Input id="zone-name" value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Countries</legend>
            <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
              {COUNTRY_CODES.map((code) => (
                <label
                  key={code}
                  className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted"
                >
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
          <FieldError id="zone-error" message={error ?? undefined} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save zone'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type BandRow = { upTo: string; cost: string };

function RateDialog({
  tenantId,
  zone,
  option,
  onClose,
}: {
  tenantId?: number;
  zone: AdminShippingZone;
  option?: AdminShippingOption;
  onClose(): void;
}) {
  const save = useSaveRate(tenantId);
  const [name, setName] = useState(option?.name ?? '');
  const [rateKind, setRateKind] = useState<RateBody['rateKind']>(option?.rateKind ?? 'flat');
  const [cost, setCost] = useState(option?.cost ?? '');
  const [bands, setBands] = useState<BandRow[]>(
    option?.bands.length
      ? option.bands.map((band) => ({ upTo: band.upTo ?? '', cost: band.cost }))
      : [{ upTo: '', cost: '' }],
  );
  const [freeAbove, setFreeAbove] = useState(option?.freeAbove ?? '');
  const [error, setError] = useState<string | null>(null);
  const unit = rateKind === 'weight' ? 'Up to (grams)' : 'Up to (£)';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: RateBody = {
      name,
      description: option?.description ?? null,
      cost: rateKind === 'flat' ? cost : '0',
      estimatedDays: option?.estimatedDays ?? null,
      sortOrder: option?.sortOrder ?? 0,
      isActive: option?.isActive ?? true,
      zoneId: zone.isDefault ? null : zone.id,
      rateKind,
      bands:
        rateKind === 'flat' ? [] : bands.map((band) => ({ upTo: band.upTo.trim() || null, cost: band.cost })),
      freeAbove: freeAbove.trim() || null,
    };
    save.mutate(
      { id: option?.id, body },
      {
        onSuccess: () => {
          toast({ title: option ? 'Rate updated' : 'Rate added' });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{option ? `Edit rate in ${zone.name}` : `Add a rate to ${zone.name}`}</DialogTitle>
            <DialogDescription>Shoppers in this zone choose from its rates at checkout.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="rate-name">Shipping method name</Label>
            <Input id="rate-name" value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="rate-kind">Priced</Label>
            <select
              id="rate-kind"
              className={textFieldClasses}
              value={rateKind}
              onChange={(event) => setRateKind(event.target.value as RateBody['rateKind'])}
            >
              <option value="flat">Flat rate</option>
              <option value="value">By order value</option>
              <option value="weight">By weight</option>
            </select>
          </div>
          {rateKind === 'flat' ? (
            <div className="space-y-2">
              <Label htmlFor="rate-cost">Cost (£)</Label>
              <Input
                id="rate-cost"
                inputMode="decimal"
                value={cost}
                onChange={(event) => setCost(event.target.value)}
              />
            </div>
          ) : (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">
                Bands (leave the last one's bound empty for everything above)
              </legend>
              {bands.map((band, index) => (
                <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <div className="space-y-1">
                    <Label htmlFor={`band-${index}-up-to`}>{unit}</Label>
                    <Input
                      id={`band-${index}-up-to`}
                      inputMode="decimal"
                      value={band.upTo}
                      onChange={(event) =>
                        setBands((rows) =>
                          rows.map((row, i) => (i === index ? { ...row, upTo: event.target.value } : row)),
                        )
                      }
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`band-${index}-cost`}>Cost (£)</Label>
                    <Input
                      id={`band-${index}-cost`}
                      inputMode="decimal"
                      value={band.cost}
                      onChange={(event) =>
                        setBands((rows) =>
                          rows.map((row, i) => (i === index ? { ...row, cost: event.target.value } : row)),
                        )
                      }
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove band ${index + 1}`}
                    disabled={bands.length === 1}
                    onClick={() => setBands((rows) => rows.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setBands((rows) => [...rows, { upTo: '', cost: '' }])}
              >
                <Plus aria-hidden="true" /> Add band
              </Button>
            </fieldset>
          )}
          <div className="space-y-2">
            <Label htmlFor="rate-free-above">Free when the order comes to at least (£, optional)</Label>
            <Input
              id="rate-free-above"
              inputMode="decimal"
              value={freeAbove}
              onChange={(event) => setFreeAbove(event.target.value)}
            />
          </div>
          <FieldError id="rate-error" message={error ?? undefined} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save rate'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
